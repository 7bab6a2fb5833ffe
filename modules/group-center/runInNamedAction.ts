import { action } from 'mobx';

/** `runInAction` with a name for spy and the dev tools (ARCHITECTURE docs/admin.md). */
export function runInNamedAction<T>(name: string, fn: () => T): T {
  return action(name, fn)();
}
