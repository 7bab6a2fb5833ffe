import type { FORMAT_TYPES } from '@contracts/billVocabulary';

/** docs/bills-and-workflow.md field format types (the contract reads them). */
export type FormatType = (typeof FORMAT_TYPES)[number];

/** How the form renders and checks a field, resolved from its data type and format. */
export type FieldKind =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'dateRange'
  | 'boolean'
  | 'switcher'
  | 'ref'
  | 'list'
  | 'attachment'
  | 'complex'
  | 'unsupported';

/** Why a field is shown read-only instead of edited. */
export type UnsupportedReason =
  'unknownType' | 'composite' | 'missingEntity' | 'unknownEntity' | 'listElement';
