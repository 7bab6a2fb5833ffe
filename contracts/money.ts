import * as v from 'valibot';

/**
 * docs/i18n-theme-money.md "Money object". Amounts and rates come as decimal strings or JSON numbers (read as
 * the decimal they were written as); a scale absent or null is 2 (docs/i18n-theme-money.md); codes may be numbers
 * ('156' or 156). A foreign side needs its rate, because every foreign line shows it. '' or
 * null for an optional field means it is absent. Each issue's message names the field.
 */

const DEFAULT_SCALE = 2;
const MAX_SCALE = 20;
/** Network amounts longer than this are no real money. */
const MAX_AMOUNT_LENGTH = 60;
/** Currency texts are short ('元', 'HK$', '840'); longer ones are refused, not displayed. */
const MAX_TEXT_LENGTH = 32;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
const SIDES = ['standard', 'foreign', 'budget'] as const;
const TEXT_SUFFIXES = ['Unit', 'Symbol', 'NumCode', 'StrCode'] as const;

type Fields = Record<string, unknown>;

/** The shortest round-trip text of a finite number, written out without an exponent. */
export function decimalTextOf(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const [mantissa = '', exponentText] = String(Math.abs(value)).split('e');
  const sign = value < 0 ? '-' : '';
  if (exponentText === undefined) return sign + mantissa;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  const text =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return sign + text;
}

/** A field read by `read`, which returns the value or a message naming what is wrong. */
function field<T>(read: (value: unknown) => T | { problem: string }) {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = read(dataset.value);
      if (typeof result === 'object' && result !== null && 'problem' in result) {
        addIssue({ message: result.problem });
        return NEVER;
      }
      return result;
    }),
  );
}

function readAmount(name: string, value: unknown): string | undefined | { problem: string } {
  if (value === undefined) return undefined;
  const text = typeof value === 'number' ? decimalTextOf(value) : value;
  return typeof text === 'string' && text.length <= MAX_AMOUNT_LENGTH && DECIMAL_TEXT.test(text)
    ? text
    : { problem: `${name} must be a decimal amount` };
}

const amount = (name: string) => field((value) => readAmount(name, value));

const rate = (name: string) =>
  field((value) => {
    const read = readAmount(name, value);
    return typeof read === 'string' && read.startsWith('-')
      ? { problem: `${name} must not be negative` }
      : read;
  });

const scale = (name: string) =>
  field((value) => {
    if (value === undefined) return undefined;
    const number = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
    return typeof number === 'number' &&
      Number.isInteger(number) &&
      number >= 0 &&
      number <= MAX_SCALE
      ? number
      : { problem: `${name} must be a whole number from 0 to ${MAX_SCALE}` };
  });

const text = (name: string) =>
  field((value) => {
    if (value === undefined) return undefined;
    const found = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    return typeof found === 'string' && found.length <= MAX_TEXT_LENGTH
      ? found
      : { problem: `${name} must be a short text` };
  });

/** Fields that belong to a side: read only when the side's amount is there. */
const SIDE_FIELDS: Record<'foreign' | 'budget', RegExp> = {
  foreign: /^(foreign|rate$|sysRate$)/,
  budget: /^budget/,
};

/**
 * Own fields only, '' and null left out, and the fields of an absent foreign or budget side
 * ignored; a throwing getter makes the whole value unreadable.
 */
function ownFields(input: unknown): Fields | { problem: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { problem: 'Money must be an object' };
  }
  try {
    const fields: Fields = {};
    for (const [key, value] of Object.entries(input)) {
      if (value !== null && value !== '') fields[key] = value;
    }
    for (const side of ['foreign', 'budget'] as const) {
      if (fields[side] !== undefined) continue;
      for (const key of Object.keys(fields)) if (SIDE_FIELDS[side].test(key)) delete fields[key];
    }
    return fields;
  } catch {
    return { problem: 'Money could not be read' };
  }
}

function sideEntries(side: (typeof SIDES)[number]) {
  const entries: v.ObjectEntries = {
    [side]: v.optional(amount(side)),
    [`${side}Scale`]: v.optional(scale(`${side}Scale`)),
  };
  for (const suffix of TEXT_SUFFIXES) {
    entries[`${side}${suffix}`] = v.optional(text(`${side}${suffix}`));
  }
  return entries;
}

const moneyFields = v.object({
  ...sideEntries('standard'),
  ...sideEntries('foreign'),
  rate: v.optional(rate('rate')),
  sysRate: v.optional(rate('sysRate')),
  ...sideEntries('budget'),
  budgetRate: v.optional(rate('budgetRate')),
});

/** The wire money, as the app keeps it: absent sides and texts left out, standard texts ''. */
export interface Money {
  standard: string;
  standardScale: number;
  standardUnit: string;
  standardSymbol: string;
  standardNumCode: string;
  standardStrCode: string;
  foreign?: string;
  foreignScale?: number;
  foreignUnit?: string;
  foreignSymbol?: string;
  foreignNumCode?: string;
  foreignStrCode?: string;
  /** The rate applied: standard = foreign × rate, rounded half up to the standard scale. */
  rate?: string;
  /** The system's rate of the day, kept apart from the one applied. */
  sysRate?: string;
  budget?: string;
  budgetScale?: number;
  budgetUnit?: string;
  budgetSymbol?: string;
  budgetNumCode?: string;
  budgetStrCode?: string;
  budgetRate?: string;
}

type AddIssue = (info: { message: string; path: [v.ObjectPathItem] }) => void;

function shape(read: Fields, addIssue: AddIssue): Money | null {
  const missing = (key: string) => {
    const item: v.ObjectPathItem = {
      type: 'object',
      origin: 'value',
      input: read,
      key,
      value: undefined,
    };
    addIssue({ message: `${key} is required`, path: [item] });
    return null;
  };
  if (read.standard === undefined) return missing('standard');
  const money: Fields = {};
  for (const side of SIDES) {
    if (read[side] === undefined) continue;
    for (const key of [side, `${side}Scale`, ...TEXT_SUFFIXES.map((s) => `${side}${s}`)]) {
      const absent = key === `${side}Scale` ? DEFAULT_SCALE : side === 'standard' ? '' : undefined;
      const value = read[key] ?? absent;
      if (value !== undefined) money[key] = value;
    }
  }
  if (read.foreign !== undefined) {
    if (read.rate === undefined) return missing('rate');
    money.rate = read.rate;
    if (read.sysRate !== undefined) money.sysRate = read.sysRate;
  }
  if (read.budget !== undefined && read.budgetRate !== undefined)
    money.budgetRate = read.budgetRate;
  return money as unknown as Money;
}

/** docs/i18n-theme-money.md Money: fails with an issue whose path names the field at fault. */
export const moneySchema = v.pipe(
  field(ownFields),
  moneyFields,
  v.rawTransform(({ dataset, addIssue, NEVER }) => shape(dataset.value, addIssue) ?? NEVER),
);
