import { action } from 'mobx';

/** MobX 7's runInAction takes no name; ARCHITECTURE docs/approval-payment-print.md wants 'Store#method' names. */
export function named<T>(name: string, fn: () => T): T {
  return action(name, fn)();
}
