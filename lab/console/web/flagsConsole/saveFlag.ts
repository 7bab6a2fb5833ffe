import { flagPath, isFlag, type ConsoleFlag } from '../shared/flagModel';
import { isRecord } from '../shared/text';
import { confirmFlagChange } from './changeGate';
import type { FlagsConsole } from './FlagsConsole';

/** Thrown when the person cancelled the review: the caller says so instead of an error. */
export class ChangeCancelled extends Error {}

/** Refuses a change until the person has given the name the audit log records. */
export function requireActor(fc: FlagsConsole): void {
  if (fc.actor !== '') return;
  fc.dom.byId('actor-name').focus();
  throw new Error(fc.t('actor.missing'));
}

/**
 * Saves one flag change after the review gate: `proposed` is the flag as it will be, the call
 * is the admin route that makes it (so the audit log names the action). Returns the saved flag.
 */
export async function saveFlagChange(
  fc: FlagsConsole,
  title: string,
  proposed: ConsoleFlag,
  call: { method: string; path: string; body?: unknown },
): Promise<ConsoleFlag> {
  requireActor(fc);
  const before = fc.flag(proposed.key);
  if (!(await confirmFlagChange(fc, title, before, proposed)))
    throw new ChangeCancelled(fc.t('review.cancelled'));
  const data = await fc.api.call(call.method, call.path, call.body);
  const saved = isRecord(data) ? data.flag : undefined;
  if (!isFlag(saved)) throw new Error(fc.t('flags.noFlagInAnswer'));
  fc.store(saved);
  return saved;
}

/** Runs a flag change as one action: a cancelled review is said plainly, not as an error. */
export async function runChange(
  fc: FlagsConsole,
  label: string,
  work: () => Promise<string>,
): Promise<void> {
  await fc.feedback.run(label, async () => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ChangeCancelled) return fc.t('review.cancelledWhat', { label });
      throw error;
    }
  });
}

/** The same, as a full-flag PUT (the rollout editor, the matrix, the flag form). */
export function putFlag(
  fc: FlagsConsole,
  title: string,
  proposed: ConsoleFlag,
): Promise<ConsoleFlag> {
  return saveFlagChange(fc, title, proposed, {
    method: 'PUT',
    path: flagPath(proposed.key),
    body: proposed,
  });
}
