import {
  BadFaultError,
  expectKeys,
  expectNumber,
  expectOneOf,
  expectRecord,
} from './BadFaultError';
import type { FaultDefinition, FaultMatch, FireRule } from './FaultDefinition';
import { parseFault } from './parseFault';

// Ids travel in URLs (DELETE /__lab/faults/:id), so they stay URL-safe.
const FAULT_ID = /^[A-Za-z0-9_.-]{1,64}$/;
// Anchored with ^ so it cannot be read as a path: `/api/bills` is never a regex with flags `bills`.
const REGEX_PATH = /^\/(\^.*)\/([a-z]*)$/;
const REGEX_SYNTAX = /[\^$*+?()[\]{}|\\]/;
const METHOD = /^[A-Za-z]{1,16}$/;

export type PathMatcher = (path: string) => boolean;

/**
 * `/^…/flags` is a regular expression tested against the path; anything else is a prefix matched
 * on whole segments (`/api/bills` matches `/api/bills` and `/api/bills/7`, not `/api/billsX`),
 * so a prefix never needs, and never has, a trailing slash. `g` and `y` are refused because
 * they make `test()` remember where it stopped.
 */
export function compilePathMatcher(path: string): PathMatcher {
  const regex = REGEX_PATH.exec(path);
  if (regex) {
    const [, source, flags] = regex;
    if (/[^imsu]/.test(flags))
      throw new BadFaultError(`match.path flags must be among i, m, s, u; got ${flags}`);
    let compiled: RegExp;
    try {
      compiled = new RegExp(source, flags);
    } catch (error) {
      throw new BadFaultError(
        `match.path is not a valid regular expression: ${(error as Error).message}`,
      );
    }
    return (candidate) => compiled.test(candidate);
  }
  if (!path.startsWith('/'))
    throw new BadFaultError(`match.path must start with / (got ${JSON.stringify(path)})`);
  if (REGEX_SYNTAX.test(path)) {
    throw new BadFaultError(`match.path ${path} looks like a regular expression: write it as /^…/`);
  }
  if (path === '/') return () => true;
  return (candidate) => candidate === path || candidate.startsWith(`${path}/`);
}

function parseMatch(value: unknown): FaultMatch {
  const record = expectRecord(value, 'match');
  expectKeys(record, ['method', 'path'], 'match');
  if (typeof record.path !== 'string') throw new BadFaultError('match.path must be a string');
  compilePathMatcher(record.path);
  const match: FaultMatch = { path: record.path };
  if (record.method !== undefined) {
    if (typeof record.method !== 'string' || !METHOD.test(record.method)) {
      throw new BadFaultError('match.method must be an HTTP method such as GET');
    }
    match.method = record.method.toUpperCase();
  }
  return match;
}

function parseFire(value: unknown): FireRule {
  const record = expectRecord(value, 'fire');
  const mode = expectOneOf(record.mode, ['always', 'times', 'probability'] as const, 'fire.mode');
  if (mode === 'always') {
    expectKeys(record, ['mode'], 'fire');
    return { mode };
  }
  if (mode === 'times') {
    expectKeys(record, ['mode', 'n'], 'fire');
    return {
      mode,
      n: expectNumber(record, 'n', 'fire', { min: 1, max: 1_000_000, integer: true }),
    };
  }
  expectKeys(record, ['mode', 'p', 'seed'], 'fire');
  return {
    mode,
    p: expectNumber(record, 'p', 'fire', { min: 0, max: 1 }),
    seed: expectNumber(record, 'seed', 'fire', { min: 0, max: 0xffffffff, integer: true }),
  };
}

/**
 * Validates a fault definition from JSON. `scope` defaults to 'session' (a fault nobody else
 * sees is the safe default on a shared lab) and `fire` to always.
 */
export function parseFaultDefinition(
  input: unknown,
): { definition: FaultDefinition } | { problem: string } {
  try {
    const record = expectRecord(input, 'fault definition');
    expectKeys(record, ['id', 'match', 'scope', 'fault', 'fire'], 'fault definition');
    if (record.id !== undefined && (typeof record.id !== 'string' || !FAULT_ID.test(record.id))) {
      throw new BadFaultError('id must be 1 to 64 letters, digits, _, . or -');
    }
    const definition: FaultDefinition = {
      match: parseMatch(record.match),
      scope:
        record.scope === undefined
          ? 'session'
          : expectOneOf(record.scope, ['global', 'session'] as const, 'scope'),
      fault: parseFault(record.fault),
      fire: record.fire === undefined ? { mode: 'always' } : parseFire(record.fire),
    };
    if (typeof record.id === 'string') definition.id = record.id;
    return { definition };
  } catch (error) {
    if (error instanceof BadFaultError) return { problem: error.message };
    throw error;
  }
}
