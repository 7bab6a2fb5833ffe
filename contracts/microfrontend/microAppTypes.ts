/**
 * The registry's word lists (Micro-application descriptor (docs/micro-frontend.md)). Apart from
 * the descriptor schema, and without valibot, because the shell's first screen reads them.
 */

/** The kinds of bundle a registry entry can describe. */
export const MICRO_APP_TYPES = ['APPLICATION', 'COMPONENT', 'UTIL', 'PLUGIN', 'IFRAME'] as const;
export type MicroAppType = (typeof MICRO_APP_TYPES)[number];

/** 1 preload at start, 2 load when the browser is idle, 3 load after a delay. */
export type MicroAppPriority = 1 | 2 | 3;

export const DEFAULT_PRIORITY: MicroAppPriority = 2;
export const DEFAULT_ENTRY = 'default';

export function isMicroAppType(value: unknown): value is MicroAppType {
  return typeof value === 'string' && (MICRO_APP_TYPES as readonly string[]).includes(value);
}

export function isMicroAppPriority(value: unknown): value is MicroAppPriority {
  return value === 1 || value === 2 || value === 3;
}

export function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
