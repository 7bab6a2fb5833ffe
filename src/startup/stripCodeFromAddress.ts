import { decodeQueryComponent } from './decodeQueryComponent';

/**
 * Removes every `code` parameter from the address once identity login has used it: the code is
 * single use, and left in place it would be replayed on reload and leak through shared links.
 * Uses `replaceState` so nothing reloads and no history entry is added. Other parameters keep
 * their order and exact encoding (the raw text is spliced, not re-serialised), as does the hash.
 * Returns whether the address changed; with no code it leaves history alone.
 */
export function stripCodeFromAddress(
  loc: { readonly href: string },
  history: Pick<History, 'replaceState' | 'state'>,
): boolean {
  const { href } = loc;
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return false;

  const segments = beforeHash.slice(queryAt + 1).split('&');
  // Decoded like the parser does, so `%63ode=` cannot smuggle a code past the strip.
  const kept = segments.filter((segment) => !isCode(segment));
  if (kept.length === segments.length) return false;

  const query = kept.filter((segment) => segment !== '').join('&');
  const address = beforeHash.slice(0, queryAt) + (query === '' ? '' : `?${query}`) + hash;
  history.replaceState(history.state, '', address);
  return true;
}

function isCode(segment: string): boolean {
  const equals = segment.indexOf('=');
  return decodeQueryComponent(equals === -1 ? segment : segment.slice(0, equals)) === 'code';
}
