import { action } from 'mobx';

/**
 * `runInAction` with a name for spy and the dev tools (ARCHITECTURE docs/bills-and-workflow.md names mutations after
 * `await` 'BillsStore#fetchPage'); MobX 7's runInAction takes no name.
 */
export function runInNamedAction<T>(name: string, fn: () => T): T {
  return action(name, fn)();
}
