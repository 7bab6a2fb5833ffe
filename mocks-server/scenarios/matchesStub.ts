import type { PathMatcher } from './compilePath';
import { compilePath } from './compilePath';
import type { ScenarioRequest, StubRequest } from './ScenarioPreset';

// Stubs are validated before they reach here; caching spares a RegExp build per request.
const matchers = new WeakMap<StubRequest, PathMatcher>();

function pathMatcher(request: StubRequest): PathMatcher {
  let matcher = matchers.get(request);
  if (!matcher) {
    matcher = compilePath(request.path, 'request.path');
    matchers.set(request, matcher);
  }
  return matcher;
}

/** Whether a request fits a stub's request pattern; the scenario state is checked elsewhere. */
export function matchesStub(pattern: StubRequest, request: ScenarioRequest): boolean {
  if (pattern.method !== 'ANY' && pattern.method !== request.method.toUpperCase()) return false;
  if (!pathMatcher(pattern)(request.path)) return false;
  for (const [key, value] of Object.entries(pattern.query ?? {})) {
    if (request.query[key] !== value) return false;
  }
  return pattern.bodyContains === undefined || request.body.includes(pattern.bodyContains);
}
