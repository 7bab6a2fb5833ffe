import * as v from 'valibot';
import { flag, record } from '../core/fields';
import { currencyOffersSchema } from './currencyOffer';
import { specificationFieldsSchema } from './specificationFields';

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * What a line of a fee type asks for (docs/bills-and-workflow.md `feeTypeForm`): its own fields
 * (null when the specification has no field list), whether foreign amounts are allowed and in
 * which currencies, whether their rate may be changed, the most a meal may cost per person, and
 * whether its lines are trips.
 */
export const lineSpecificationSchema = record({
  fields: v.fallback(
    v.nullable(
      v.pipe(
        v.unknown(),
        v.check(Array.isArray, 'fields must be a list'),
        specificationFieldsSchema,
      ),
    ),
    null,
  ),
  allowForeign: flag,
  currencies: currencyOffersSchema,
  rateEditable: flag,
  perPersonLimit: v.fallback(
    v.nullable(v.pipe(v.string(), v.maxLength(200), v.regex(DECIMAL_TEXT))),
    null,
  ),
  trip: flag,
});
export type LineSpecificationWire = v.InferOutput<typeof lineSpecificationSchema>;
