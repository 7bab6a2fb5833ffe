/** Answers each URL from a script of outcomes, one per request, and records the requests. */
export function scriptedFetch(outcomes: Record<string, Array<unknown>>) {
  const requested: string[] = [];
  const fetchJson = jest.fn(async (url: string) => {
    requested.push(url);
    const next = outcomes[url]?.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetchJson, requested };
}

/** The warnings a call under test gave, emptied before each test of the calling file. */
export function collectedWarnings(): { warnings: string[]; warn: (message: string) => void } {
  const warnings: string[] = [];
  beforeEach(() => warnings.splice(0));
  return { warnings, warn: (message) => warnings.push(message) };
}
