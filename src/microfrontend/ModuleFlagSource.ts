/**
 * Whether a module's flag is on. The flags issue plugs the FlagStore in here; until then every
 * module flag is on, which is what a tenant without flag rules sees.
 */
export interface ModuleFlagSource {
  isEnabled(flag: string): boolean;
  /** Calls back when any module flag may have changed, so activity is re-evaluated live. */
  subscribe(onChange: () => void): () => void;
}

export const allModulesOn: ModuleFlagSource = {
  isEnabled: () => true,
  subscribe: () => () => undefined,
};
