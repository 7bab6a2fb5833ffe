import { action } from 'mobx';

/** MobX 7's runInAction takes no name; ARCHITECTURE §3 wants 'Store#method' names. */
export function named<T>(name: string, fn: () => T): T {
  return action(name, fn)();
}
