import * as v from 'valibot';
import { record, requiredId, text, time } from '../core/fields';
import { optionalMoney } from '../bills/billSummary';

/** A backlog item (docs/approval-payment-print.md): `flow` carries the bill, its submitter expanded by dims. */
export const approvalTaskSchema = v.pipe(
  record({
    id: requiredId,
    flowId: requiredId,
    state: text(),
    nodeName: text(),
    createTime: time,
    flow: record({
      form: record({
        code: text(),
        title: text(),
        submitterId: record({ name: text() }),
        expenseMoney: optionalMoney,
      }),
    }),
  }),
  v.transform(({ flowId, flow: { form }, ...task }) => ({
    ...task,
    billId: flowId,
    code: form.code,
    title: form.title,
    submitterName: form.submitterId.name,
    expenseMoney: form.expenseMoney,
  })),
);
