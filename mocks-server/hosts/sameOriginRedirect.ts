import type { Request } from 'express';

/**
 * A redirect target the fake vendor pages may send the browser to: a path on the lab or an
 * absolute URL on the lab's own origin. Anything else is an open redirect and is refused.
 */
export function sameOriginRedirect(req: Request, raw: unknown): URL | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  const origin = `${req.protocol}://${req.get('host') ?? 'lab.invalid'}`;
  // '//evil.example' is a path to URL parsing rules but another host to a browser.
  if (raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  try {
    const url = new URL(raw, `${origin}/`);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The same target with parameters added, as a path when the input was a path. */
export function withParams(
  target: URL,
  params: Record<string, string | undefined>,
  relative: boolean,
): string {
  const url = new URL(target.href);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
