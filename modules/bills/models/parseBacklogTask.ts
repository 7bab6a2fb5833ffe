import { BACKLOG_STATES, type BacklogTask } from '../types';
import { parseBillSummary } from './parseBillSummary';
import { fieldsOf, readId, readOneOf, readText, readTime } from './readFields';

const TASK_STATES = [...BACKLOG_STATES, 'RECEIVING_EXCEP'] as const;

/** A backlog task carrying its bill as `flow`, or null when either is unusable. */
export function parseBacklogTask(raw: unknown): BacklogTask | null {
  const task = fieldsOf(raw);
  const id = readId(task, 'id');
  const state = readOneOf(task, 'state', TASK_STATES);
  const bill = parseBillSummary(task.flow);
  if (!id || !state || !bill) return null;
  return {
    id,
    state,
    nodeName: readText(task, 'nodeName'),
    createTime: readTime(task, 'createTime'),
    bill,
  };
}
