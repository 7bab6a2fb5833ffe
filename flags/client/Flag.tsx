import type { ReactNode } from 'react';
import type { FlagKey, FlagValue } from '@flags/catalog';
import { useFlag } from './useFlag';

export interface FlagProps<K extends FlagKey> {
  name: K;
  /** Renders children when the flag equals this; without it, when the flag is `true`. */
  value?: FlagValue<K>;
  /** Rendered instead of the children when the gate is closed. */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Gates a piece of UI on a flag: `<Flag name="approval-bulk-agree">` for a boolean flag,
 * `<Flag name="bills-display-mode" value="TABLE">` for a variant. A non-boolean flag without
 * `value` is never "on", so a missing `value` cannot open a gate by accident.
 */
export function Flag<K extends FlagKey>({ name, value, fallback = null, children }: FlagProps<K>) {
  const current = useFlag(name);
  const isOpen = value === undefined ? current === true : current === value;
  return <>{isOpen ? children : fallback}</>;
}
