import { action } from 'mobx';

/** `runInAction` with a name for spy and the dev tools; MobX 7's runInAction takes no name. */
export function runInNamedAction<T>(name: string, fn: () => T): T {
  return action(name, fn)();
}
