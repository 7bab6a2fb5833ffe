import { parseMoney, type Money } from '@shell/money';

/** Readers for untrusted answers: anything of the wrong type reads as absent, never throws. */
export type Wire = Record<string, unknown>;

const LONGEST_TEXT = 500;

export function wireOf(value: unknown): Wire {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Wire)
    : {};
}

export function textOf(wire: Wire, key: string): string {
  const value = wire[key];
  return typeof value === 'string' ? value.slice(0, LONGEST_TEXT) : '';
}

/** An id: non-empty text up to 200 characters, else null. */
export function idOf(wire: Wire, key: string): string | null {
  const value = wire[key];
  return typeof value === 'string' && value.trim() !== '' && value.length <= 200
    ? value.trim()
    : null;
}

export function timeOf(wire: Wire, key: string): number {
  const value = wire[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export function listOf(wire: Wire, key: string): unknown[] {
  const value = wire[key];
  return Array.isArray(value) ? value : [];
}

export function moneyOf(raw: unknown): Money | null {
  if (raw === undefined || raw === null) return null;
  const money = parseMoney(raw);
  return money instanceof Error ? null : money;
}
