import { PAPER_TASK_STATES, type PaperTask } from '../types';
import { parsePrintBill } from './parsePrintBill';
import { wire, wireOf } from './wire';

/** A backlog item at a paper step; approval and payment tasks are not this list's. */
export function parsePaperTask(raw: unknown): PaperTask | null {
  const task = wireOf(raw);
  const id = wire.id(task, 'id');
  const state = wire.oneOf(task, 'state', PAPER_TASK_STATES);
  const bill = parsePrintBill(task.flow);
  if (!id || !state || !bill) return null;
  return {
    id,
    state,
    nodeName: wire.text(task, 'nodeName'),
    createTime: wire.whole(task, 'createTime') ?? 0,
    bill,
  };
}
