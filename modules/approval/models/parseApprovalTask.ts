import type { ApprovalTask } from '../types';
import { idOf, moneyOf, textOf, timeOf, wireOf } from './readWire';

/** A backlog item (`flow` carries the bill, its submitter expanded by dims). */
export function parseApprovalTask(raw: unknown): ApprovalTask | null {
  const wire = wireOf(raw);
  const id = idOf(wire, 'id');
  const billId = idOf(wire, 'flowId');
  if (!id || !billId) return null;
  const form = wireOf(wireOf(wire.flow).form);
  return {
    id,
    billId,
    state: textOf(wire, 'state'),
    nodeName: textOf(wire, 'nodeName'),
    createTime: timeOf(wire, 'createTime'),
    code: textOf(form, 'code'),
    title: textOf(form, 'title'),
    submitterName: textOf(wireOf(form.submitterId), 'name'),
    expenseMoney: moneyOf(form.expenseMoney),
  };
}
