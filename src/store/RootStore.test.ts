import { createI18n } from '../i18n';
import type { HttpClient } from '../http';
import { createStoreRef } from './createStoreRef';
import {
  bindStore,
  defineModule,
  ModuleDefinitionError,
  type ModuleDefinition,
} from './defineModule';
import { RootStore } from './RootStore';

const Page = () => null;
const fakeHttp = {} as HttpClient;

function newRoot() {
  return new RootStore({ http: fakeHttp, i18n: createI18n() });
}

function billsModule(overrides: Partial<ModuleDefinition<RootStore>> = {}) {
  return defineModule<RootStore>({
    id: 'bills',
    flag: 'module-bills',
    registry: { type: 'APPLICATION', rootPath: '/bills' },
    routes: [{ path: '/bills', component: Page }],
    ...overrides,
  });
}

describe('RootStore module registration', () => {
  it('registers a module and creates its stores with the root', () => {
    const ref = createStoreRef<{ root: RootStore }>('bills');
    const root = newRoot();
    root.registerModule(billsModule({ stores: [bindStore(ref, (r: RootStore) => ({ root: r }))] }));
    expect(root.moduleIds).toEqual(['bills']);
    expect(root.getStore(ref).root).toBe(root);
  });

  it('rejects a second module with the same id', () => {
    const root = newRoot();
    root.registerModule(billsModule());
    expect(() =>
      root.registerModule(billsModule({ routes: [{ path: '/other', component: Page }] })),
    ).toThrow('Module "bills" is already registered');
  });

  it('rejects a module whose route another module already owns, leaving the root unchanged', () => {
    const root = newRoot();
    root.registerModule(billsModule());
    const clash = billsModule({
      id: 'approval',
      registry: { type: 'APPLICATION', rootPath: '/approval' },
    });
    expect(() => root.registerModule(clash)).toThrow(/claims \/bills, which "bills" already owns/);
    expect(root.moduleIds).toEqual(['bills']);
  });

  it('treats a trailing slash and letter case as the same route', () => {
    const root = newRoot();
    root.registerModule(billsModule());
    const clash = billsModule({
      id: 'copy',
      registry: { type: 'UTIL' },
      routes: [{ path: '/Bills/', component: Page }],
    });
    expect(() => root.registerModule(clash)).toThrow(ModuleDefinitionError);
  });

  it('rejects a module that claims a shell route', () => {
    const root = newRoot();
    const clash = billsModule({
      id: 'thief',
      registry: { type: 'UTIL' },
      routes: [{ path: '/login', component: Page }],
    });
    expect(() => root.registerModule(clash)).toThrow(/"shell" already owns/);
  });

  it('rejects two applications with the same rootPath', () => {
    const root = newRoot();
    root.registerModule(billsModule({ routes: [] }));
    expect(() => root.registerModule(billsModule({ id: 'bills-two', routes: [] }))).toThrow(
      /rootPath:\/bills/,
    );
  });

  it('names the missing module when a store was never registered', () => {
    expect(() => newRoot().getStore(createStoreRef('print'))).toThrow(
      /Store "print" is not registered/,
    );
  });
});

describe('defineModule', () => {
  it('rejects an id that is not kebab-case', () => {
    expect(() => billsModule({ id: 'Bills_Module' })).toThrow(
      'Module id "Bills_Module" must be kebab-case',
    );
  });

  it('rejects an APPLICATION without a rootPath', () => {
    expect(() => billsModule({ registry: { type: 'APPLICATION' } })).toThrow(/needs a rootPath/);
  });

  it('rejects a relative route path', () => {
    expect(() => billsModule({ routes: [{ path: 'bills', component: Page }] })).toThrow(
      /must be absolute/,
    );
  });
});
