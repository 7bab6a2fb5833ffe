import * as v from 'valibot';
import { checkedText } from '../core/checkedText';
import { record, text } from '../core/fields';
import { listOf } from '../core/listOf';

/** The standard currency: never offered as a foreign one. */
const STANDARD = 'CNY';
/** Foreign amounts carry at most six decimals (mocks-server/data/billMoney.ts). */
const MAX_SCALE = 6;
/** A rate above 0 with at most four decimals (mocks-server/data/billMoney.ts RATE_SCALE). */
const RATE = /^\d+(\.\d{1,4})?$/;

/** A currency a fee type lets a line be entered in, with the system's rate to the standard. */
const currencyOfferSchema = record({
  strCode: v.pipe(checkedText(), v.regex(/^[A-Z]{3}$/), v.notValue(STANDARD)),
  numCode: text(),
  symbol: text(),
  unit: text(),
  scale: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SCALE)),
  sysRate: v.pipe(
    v.string(),
    v.maxLength(200),
    v.regex(RATE),
    v.regex(/[1-9]/, 'sysRate must be above 0'),
  ),
});

/** A fee type's `specification.currencies`: malformed offers dropped with a warning. */
export const currencyOffersSchema = listOf('specification.currencies', currencyOfferSchema);
export type CurrencyOfferWire = v.InferOutput<typeof currencyOfferSchema>;
