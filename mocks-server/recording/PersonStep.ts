/**
 * What the person did in the frame, as role-based actions a Playwright test can repeat: the
 * element by its role and accessible name (and, when several share both, which one).
 */
export type PersonStep =
  | { action: 'click'; role: string; name: string; nth?: number }
  | { action: 'fill'; role: string; name: string; value: string; nth?: number }
  | { action: 'select'; name: string; option: string; nth?: number }
  | { action: 'check' | 'uncheck'; role: string; name: string; nth?: number }
  | { action: 'choose-files'; name: string; files: string[] }
  | { action: 'press'; key: string }
  /** A pause the person made before acting in the console (a scenario state, a preset, a fault). */
  | { action: 'observe' };

export const STEP_ACTIONS = [
  'click',
  'fill',
  'select',
  'check',
  'uncheck',
  'choose-files',
  'press',
  'observe',
] as const;
