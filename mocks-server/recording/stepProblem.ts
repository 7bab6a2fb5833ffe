import { isObject } from './clientFlagProblem';
import { STEP_ACTIONS } from './PersonStep';

const isString = (value: unknown): value is string => typeof value === 'string';

/** What is wrong with a step entry (the person's action and what they saw), or null. */
export function stepProblem(entry: Record<string, unknown>): string | null {
  if (!Array.isArray(entry.seen) || !entry.seen.every(isString))
    return 'seen must be an array of strings';
  const step = entry.step;
  if (!isObject(step) || !(STEP_ACTIONS as readonly unknown[]).includes(step.action)) {
    return `step.action must be one of ${STEP_ACTIONS.join(', ')}`;
  }
  if (step.nth !== undefined && (!Number.isInteger(step.nth) || Number(step.nth) < 0)) {
    return 'step.nth must be a whole number';
  }
  switch (step.action) {
    case 'click':
    case 'check':
    case 'uncheck':
      return isString(step.role) && isString(step.name) ? null : 'step must name the role and name';
    case 'fill':
      return isString(step.role) && isString(step.name) && isString(step.value)
        ? null
        : 'step must name the field and the value';
    case 'select':
      return isString(step.name) && isString(step.option)
        ? null
        : 'step must name the field and option';
    case 'choose-files':
      return isString(step.name) && Array.isArray(step.files) && step.files.every(isString)
        ? null
        : 'step must name the field and the files';
    case 'press':
      return isString(step.key) ? null : 'step.key must be a key name';
    default:
      return null;
  }
}
