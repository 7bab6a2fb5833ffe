/** Why a ref picker's record may come without `enName`. */
export const ENGLISH_NAME_OPTIONAL =
  'the lab names this archive in Chinese only; the picker falls back to the Chinese name';

/** The lookup paths whose lab records carry every field their selection list reads. */
export const ENGLISH_NAMED_LOOKUPS: readonly string[] = [
  '/v1/organization/staffs',
  '/pay/v1/accounts',
  '/v1/form/payees',
  '/v1/basedata/cities',
];
