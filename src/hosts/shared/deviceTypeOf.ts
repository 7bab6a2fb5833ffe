const MOBILE_AGENT = /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone/i;

/** The deviceType the session calls expect, from the user agent. */
export function deviceTypeOf(userAgent: string): 'MOBILE' | 'DESKTOP' {
  return MOBILE_AGENT.test(userAgent) ? 'MOBILE' : 'DESKTOP';
}
