import { isMobileUserAgent } from '../auth/switchCorporationUrl';
import type { HostId } from '../hosts';
import { PHONE_QUERY } from '../theme/media';

/**
 * The frame useFrameKind will pick, guessed before the host bridge is in: phone width, or a
 * phone's user agent inside any host but the web (every other host is embedded). Its own file:
 * the start-hints script makes the same guess, and must not carry the frame's code.
 */
export function guessPhoneFrame(host: HostId, userAgent: string): boolean {
  const narrow = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  return narrow || (host !== 'web' && isMobileUserAgent(userAgent));
}
