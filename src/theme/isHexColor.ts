import { ThemeError } from './ThemeError';

// The spec allows 3 or 6 digits only; alpha forms would let a brand colour turn transparent.
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
// Long input is cut in messages so a bad server value cannot flood the log.
const MAX_SHOWN = 40;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** `#ABC` → `#aabbcc`; anything else throws a `ThemeError` naming the value and its role. */
export function normalizeHexColor(value: unknown, role = 'colour'): string {
  if (!isHexColor(value)) {
    throw new ThemeError(
      `Invalid ${role} ${describe(value)}: expected "#" followed by 3 or 6 hex digits, like "#2555ff".`,
    );
  }
  const digits = value.slice(1).toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((d) => d + d).join('')}` : `#${digits}`;
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return `(${value === null ? 'null' : typeof value})`;
  const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
  return JSON.stringify(shown);
}
