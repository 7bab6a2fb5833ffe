/** Why no answer carries a bill's sampling (docs/approval-payment-print.md "Sampling"). */
export const SAMPLING_NOT_SENT =
  'the lab never picks bills for a paper check; the print pages show no sampling then';

/** What the print lists leave to the bill detail, for the bills at `prefix` (`items[]`). */
export const printListNotSent = (prefix: string): Record<string, string> => ({
  [`${prefix}.corporation`]:
    'lists carry no corporation; only the printed sheet (the detail) reads it',
  [`${prefix}.sampling`]: SAMPLING_NOT_SENT,
  [`${prefix}.actions`]: 'lists carry no actions; the buttons come from the detail',
  [`${prefix}.form.expenseDepartment.name`]:
    'lists send the department id only; the detail expands it with dims',
});
