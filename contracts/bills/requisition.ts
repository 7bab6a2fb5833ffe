import * as v from 'valibot';
import { id, record, requiredId, text } from '../core/fields';
import { listOf } from '../core/listOf';
import { optionalMoney } from './billSummary';
import { lineRecordsSchema } from './lineRecord';

/** States whose requisitions a fee rule may not draw on. */
const UNUSABLE = new Set(['draft', 'rejected', 'nullify']);

/**
 * A requisition of the person's, as a fee rule reads it (docs/admin.md form references); null
 * when it is still a draft, rejected or voided.
 */
const requisitionSchema = v.pipe(
  record({
    id: requiredId,
    state: text(),
    form: record({ code: text(), title: text(), specificationId: id, expenseMoney: optionalMoney }),
  }),
  v.transform(({ id: requisitionId, state, form }) =>
    UNUSABLE.has(state)
      ? null
      : {
          id: requisitionId,
          code: form.code,
          title: form.title,
          specificationId: form.specificationId ?? '',
          amount: form.expenseMoney,
        },
  ),
);

/** `POST /v1/flow/flows/my/search` for requisitions: the usable ones. */
export const requisitionsAnswerSchema = v.pipe(
  record({ items: listOf('items', requisitionSchema) }),
  v.transform(({ items }) => items.flatMap((each) => each ?? [])),
);

/** A bill answer's lines as the fee import copies them. */
export const billLinesAnswerSchema = v.pipe(
  record({ value: record({ form: record({ details: lineRecordsSchema }) }) }),
  v.transform(({ value }) => value.form.details),
);
