import type { MicroAppStatus } from '../MicroAppStatus';
import { MicroAppStore } from '../MicroAppStore';
import { descriptor } from './registryEntry';

/** A store with bills and approval registered, on a clock the test moves by walking statuses. */
export function storeWithTwoApps() {
  let now = 10_000;
  const store = new MicroAppStore(() => now);
  store.register([
    descriptor({ name: 'bills', type: 'APPLICATION', rootPath: '/bills' }),
    descriptor({ name: 'approval', type: 'APPLICATION', rootPath: '/approval' }),
  ]);
  const walk = (name: string, statuses: MicroAppStatus[], step = 100) => {
    for (const status of statuses) {
      now += step;
      store.setStatus(name, status);
    }
  };
  return { store, walk, at: () => now };
}
