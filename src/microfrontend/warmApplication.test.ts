import type { HttpClient } from '../http';
import { createI18n } from '../i18n';
import { createStoreRef, defineModule, RootStore } from '../store';
import { MODULES_GLOBAL } from './sharedModuleNames';
import { descriptor } from './testing/registryEntry';
import { warmApplication } from './warmApplication';

const countRef = createStoreRef<{ reads: string[] }>('count');
const approval = descriptor({ name: 'approval', type: 'APPLICATION', rootPath: '/approval' });
const to = { pathname: '/approval', search: '?state=PAYING' };

function windowWith(definition: unknown): Window {
  return { [MODULES_GLOBAL]: { approval: { default: definition } } } as unknown as Window;
}

function moduleThatPrefetches() {
  return defineModule<RootStore>({
    id: 'approval',
    flag: 'module-approval',
    registry: { type: 'APPLICATION', rootPath: '/approval' },
    stores: [{ ref: countRef, create: () => ({ reads: [] }) }],
    routes: [],
    prefetch: (root, where) => root.getStore(countRef).reads.push(where.search),
  });
}

const newRoot = () => new RootStore({ http: {} as HttpClient, i18n: createI18n() });

describe('warming a loaded application', () => {
  it('registers its stores ahead of its mount and lets it read where the person is heading', () => {
    const root = newRoot();
    const target = windowWith(moduleThatPrefetches());
    warmApplication(approval, root, to, target);
    warmApplication(approval, root, to, target);
    expect(root.isRegistered('approval')).toBe(true);
    expect(root.getStore(countRef).reads).toEqual(['?state=PAYING', '?state=PAYING']);
  });

  it('leaves a module without prefetch unregistered, for its bootstrap to register', () => {
    const root = newRoot();
    const plain = { ...moduleThatPrefetches(), prefetch: undefined };
    warmApplication(approval, root, to, windowWith(plain));
    expect(root.isRegistered('approval')).toBe(false);
  });

  it('says nothing to the person when the bundle is unusable: opening it reports that', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = newRoot();
    expect(() => warmApplication(approval, root, to, windowWith(undefined))).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
