/** A typed handle to a store that a module registers; the phantom type keeps `useStore` typed. */
export interface StoreRef<T> {
  readonly id: string;
  /** Never set: carries the store's type for inference only. */
  readonly __type?: T;
}

export function createStoreRef<T>(id: string): StoreRef<T> {
  if (!/^[a-z][a-z0-9-]*(\.[a-zA-Z][a-zA-Z0-9]*)?$/.test(id)) {
    throw new Error(`Store ref id "${id}" must be kebab-case, optionally with a ".name" suffix`);
  }
  return Object.freeze({ id });
}
