/** Settles one pending call with whatever the wrapper sent as its result JSON. */
export type SettleCall = (resultJson: unknown) => void;

export interface NativeCallbackRegistry {
  /** 1, 3, 5, …: the wrapper keeps even ids for the calls it starts itself. */
  nextId(): number;
  register(id: number, settle: SettleCall): void;
  forget(id: number): void;
  settle(id: number, resultJson: unknown): void;
}

// One per window, because the wrapper answers through a single page global: two registries
// would hand out the same ids and steal each other's answers.
const registries = new WeakMap<Window, NativeCallbackRegistry>();

export function callbackRegistryOf(win: Window): NativeCallbackRegistry {
  const existing = registries.get(win);
  if (existing) return existing;
  let lastId = -1;
  const pending = new Map<number, SettleCall>();
  const registry: NativeCallbackRegistry = {
    nextId: () => (lastId += 2),
    register: (id, settle) => void pending.set(id, settle),
    forget: (id) => void pending.delete(id),
    settle: (id, resultJson) => {
      const settle = pending.get(id);
      if (!settle) return;
      pending.delete(id);
      settle(resultJson);
    },
  };
  win.__expenseBridgeCallback = (callbackId: unknown, resultJson: unknown) => {
    const id = typeof callbackId === 'string' ? Number(callbackId) : callbackId;
    if (typeof id === 'number' && Number.isInteger(id)) registry.settle(id, resultJson);
  };
  registries.set(win, registry);
  return registry;
}
