import { clientFlagProblem, isObject } from './clientFlagProblem';

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

/** What is wrong with one timeline entry, or null; the caller prefixes the entry's index. */
export function entryProblem(entry: unknown): string | null {
  if (!isObject(entry)) return 'must be an object';
  if (typeof entry.atMs !== 'number' || !Number.isFinite(entry.atMs) || entry.atMs < 0) {
    return 'atMs must be a number of ms since the recording started';
  }
  if (entry.kind === 'http') {
    return isExchange(entry) ? null : 'is not a recorded request and response';
  }
  if (entry.kind === 'flag-sync') return flagSyncProblem(entry);
  if (entry.kind === 'flag-change') return flagChangeProblem(entry);
  return 'kind must be "http", "flag-sync" or "flag-change"';
}
