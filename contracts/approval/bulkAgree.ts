import * as v from 'valibot';
import { flag, record, text } from '../core/fields';
import { listOf } from '../core/listOf';

/** `POST /v1/flow/flows/approve/batch`: one result per bill, agreed or not and why. */
export const bulkAgreeAnswerSchema = record({
  items: listOf(
    'items',
    record({
      id: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
      ok: flag,
      message: text(),
    }),
  ),
});
