import { reviewChange } from './ReviewDialog';
import type { FlagsConsole } from './FlagsConsole';
import { tenantChanges, turnsModuleOffForEveryone, type Definitions } from './tenantChanges';
import type { ConsoleFlag } from '../shared/flagModel';

/**
 * Every flag change goes through here: when it changes what more than one tenant gets, the
 * person reviews it first (before → after per tenant) and confirms; turning a module off for
 * everyone also needs its key typed. Returns false when the person cancelled.
 */
export async function confirmFlagChange(
  fc: FlagsConsole,
  title: string,
  before: ConsoleFlag | undefined,
  after: ConsoleFlag,
): Promise<boolean> {
  // A new flag takes nothing away from anyone, and no app reads it yet: nothing to review.
  if (!before) return true;
  const { state } = fc;
  const current: Definitions = { flags: [before], segments: state.segments };
  const proposed: Definitions = { flags: [after], segments: state.segments };
  return confirmDefinitions(fc, title, current, proposed, after);
}

/** The same gate for a change of several flags at once (a segment edit re-evaluates its flags). */
export async function confirmDefinitions(
  fc: FlagsConsole,
  title: string,
  before: Definitions,
  after: Definitions,
  flag: ConsoleFlag | null = null,
): Promise<boolean> {
  const changes = tenantChanges(fc.state.tenants, before, after);
  const tenants = new Set(changes.map((change) => change.tenant.corporationId));
  const typeToConfirm =
    flag && turnsModuleOffForEveryone(flag, fc.state.tenants, before, after) ? flag.key : null;
  if (tenants.size <= 1 && !typeToConfirm) return true;
  return reviewChange(fc, { title, changes, typeToConfirm });
}
