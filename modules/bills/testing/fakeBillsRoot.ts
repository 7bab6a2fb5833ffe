import { observable } from 'mobx';
import type { BillsRoot } from '../BillsRoot';
import { ME } from './billFixtures';

/** A root whose display-mode flag a test can flip; undefined means "no FlagStore yet". */
export function fakeBillsRoot(flag?: unknown, staffId: string | null = ME) {
  const value = observable.box<unknown>(flag);
  const flags = observable.box(
    flag === undefined
      ? null
      : { store: { variation: (_key: 'bills-display-mode') => value.get() } },
  );
  const root: BillsRoot = { flags, session: { staff: staffId ? { id: staffId } : null } };
  return { root, setFlag: (next: unknown) => value.set(next) };
}
