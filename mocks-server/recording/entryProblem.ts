import { clientFlagProblem, isObject } from './clientFlagProblem';
import { REPLAY_FAULT_TYPES } from './ReplayFault';
import { stepProblem } from './stepProblem';

const CAUSES = ['request', 'push', 'poll'];
const CHANGES = ['flag', 'segment', 'reset'];

export function isExchange(value: Record<string, unknown>): boolean {
  const { request, response } = value;
  if (!isObject(request) || !isObject(response)) return false;
  return (
    typeof request.method === 'string' &&
    typeof request.path === 'string' &&
    isObject(request.query) &&
    typeof response.status === 'number' &&
    isObject(response.headers) &&
    typeof response.body === 'string' &&
    (response.bodyEncoding === 'utf8' || response.bodyEncoding === 'base64')
  );
}

function flagSyncProblem(entry: Record<string, unknown>): string | null {
  if (typeof entry.cause !== 'string' || !CAUSES.includes(entry.cause)) {
    return `cause must be one of ${CAUSES.join(', ')}`;
  }
  if (typeof entry.userKeyId !== 'string' || entry.userKeyId === '') {
    return 'userKeyId must be a non-empty string';
  }
  if (entry.eventType !== 'full' && entry.eventType !== 'patch') {
    return 'eventType must be "full" or "patch"';
  }
  if (!Array.isArray(entry.featureFlags)) return 'featureFlags must be an array';
  for (const [index, flag] of entry.featureFlags.entries()) {
    const problem = clientFlagProblem(flag);
    if (problem) return `featureFlags[${index}]: ${problem}`;
  }
  return null;
}

function flagChangeProblem(entry: Record<string, unknown>): string | null {
  if (typeof entry.change !== 'string' || !CHANGES.includes(entry.change)) {
    return `change must be one of ${CHANGES.join(', ')}`;
  }
  if (entry.key !== null && typeof entry.key !== 'string') return 'key must be a string or null';
  const keys = entry.flagKeys;
  return Array.isArray(keys) && keys.every((key) => typeof key === 'string')
    ? null
    : 'flagKeys must be an array of strings';
}

const VERSION_2_KINDS = ['http', 'flag-sync', 'flag-change'];
const KINDS = [...VERSION_2_KINDS, 'scenario-state', 'preset', 'step'];
const FAULTS: readonly string[] = REPLAY_FAULT_TYPES;

function httpProblem(entry: Record<string, unknown>): string | null {
  if (!isExchange(entry)) return 'is not a recorded request and response';
  const response = entry.response as Record<string, unknown>;
  const fault = response.fault;
  if (fault !== undefined && (!isObject(fault) || !FAULTS.includes(String(fault.type)))) {
    return `response.fault.type must be one of ${FAULTS.join(', ')}`;
  }
  const scenario = response.scenario;
  if (
    scenario !== undefined &&
    (!isObject(scenario) || typeof scenario.name !== 'string' || typeof scenario.state !== 'string')
  ) {
    return 'response.scenario must name the scenario and its state';
  }
  return null;
}

function scenarioProblem(entry: Record<string, unknown>): string | null {
  if (entry.kind === 'scenario-state') {
    return typeof entry.scenario === 'string' && typeof entry.state === 'string'
      ? null
      : 'must name the scenario and the state it was set to';
  }
  if (typeof entry.name !== 'string') return 'must name the preset';
  return entry.action === 'activate' || entry.action === 'deactivate'
    ? null
    : 'action must be "activate" or "deactivate"';
}

/**
 * What is wrong with one timeline entry, or null; the caller prefixes the entry's index. Kinds
 * newer than the file's `version` are refused (a version 2 file never held steps).
 */
export function entryProblem(entry: unknown, version = 'lab-recording/3'): string | null {
  if (!isObject(entry)) return 'must be an object';
  if (typeof entry.atMs !== 'number' || !Number.isFinite(entry.atMs) || entry.atMs < 0) {
    return 'atMs must be a number of ms since the recording started';
  }
  const kinds = version === 'lab-recording/2' ? VERSION_2_KINDS : KINDS;
  if (!kinds.includes(String(entry.kind)))
    return `kind must be ${kinds.map((kind) => `"${kind}"`).join(', ')}`;
  if (entry.kind === 'http') return httpProblem(entry);
  if (entry.kind === 'flag-sync') return flagSyncProblem(entry);
  if (entry.kind === 'flag-change') return flagChangeProblem(entry);
  if (entry.kind === 'step') return stepProblem(entry);
  return scenarioProblem(entry);
}
