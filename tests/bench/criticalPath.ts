/** One request seen on the way to the first screen; start and end in ms on one clock. */
export interface TimedRequest {
  /** What the report shows, e.g. `POST /api/idp/public/oauth2/token`. */
  label: string;
  start: number;
  end: number;
}

export interface CriticalPath {
  /** Requests grouped by what was in flight together, in the order they started. */
  steps: string[][];
  /** How many times the app had to wait for everything in flight before asking again. */
  sequential: number;
}

export interface RepeatedRequest {
  request: string;
  times: number;
}

/**
 * Orders the requests and splits them into steps: a request that starts once every earlier one
 * has ended begins a new step, one that starts while another is in flight joins that step.
 * Timing cannot show which request waited for which, so overlap is the only evidence of
 * independence. `toleranceMs` absorbs clocks coarser than the gaps (the journal stamps whole ms).
 */
export function criticalPath(requests: readonly TimedRequest[], toleranceMs = 0): CriticalPath {
  const ordered = [...requests].sort((a, b) => a.start - b.start || a.end - b.end);
  const steps: string[][] = [];
  let inFlightUntil = Number.NEGATIVE_INFINITY;
  for (const request of ordered) {
    const current = steps.at(-1);
    if (current && request.start + toleranceMs < inFlightUntil) {
      current.push(request.label);
      inFlightUntil = Math.max(inFlightUntil, request.end);
    } else {
      steps.push([request.label]);
      inFlightUntil = request.end;
    }
  }
  return { steps, sequential: steps.length };
}

/** Every request key seen more than once, in the order first seen. */
export function repeatedRequests(keys: readonly string[]): RepeatedRequest[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .filter(([, times]) => times > 1)
    .map(([request, times]) => ({ request, times }));
}

/**
 * Method, path and query with the parameters sorted, so the same call always gets the same key;
 * and the body, when it has one: seven to-do counts POST one list address with seven questions.
 */
export function requestKey(
  method: string,
  path: string,
  query: Readonly<Record<string, string | readonly string[]>>,
  body?: string | null,
): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    for (const item of typeof value === 'string' ? [value] : value) params.append(name, item);
  }
  const search = params.toString();
  return `${method.toUpperCase()} ${path}${search ? `?${search}` : ''}${body ? ` ${body}` : ''}`;
}
