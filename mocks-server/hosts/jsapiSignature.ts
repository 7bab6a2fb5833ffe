import { createHash, randomBytes } from 'node:crypto';

/** The signed JS-SDK config every chat and office host hands its page. */
export interface SignedConfig {
  nonceStr: string;
  /** Seconds since the epoch, as the vendors send it. */
  timeStamp: number;
  signature: string;
}

/**
 * Each vendor issues a JS-API ticket per app; the lab derives it from the host and the id the
 * page config names (WeCom appId, DingTalk corpId, Feishu appId), so a config signed for one
 * corporation fails in another.
 */
export function jsapiTicketOf(host: string, configKey: string): string {
  return `lab-jsapi-ticket-${host}-${configKey}`;
}

/** WeCom, DingTalk and Feishu all sign the same string: sha1 of the sorted, `&`-joined fields. */
export function jsapiSignature(fields: {
  ticket: string;
  nonceStr: string;
  timeStamp: number | string;
  url: string;
}): string {
  const url = fields.url.split('#')[0];
  const plain = `jsapi_ticket=${fields.ticket}&noncestr=${fields.nonceStr}&timestamp=${fields.timeStamp}&url=${url}`;
  return createHash('sha1').update(plain).digest('hex');
}

export function signConfig(ticket: string, url: string, now: Date): SignedConfig {
  const nonceStr = randomBytes(8).toString('hex');
  const timeStamp = Math.floor(now.getTime() / 1000);
  return { nonceStr, timeStamp, signature: jsapiSignature({ ticket, nonceStr, timeStamp, url }) };
}

/**
 * A vendor signs only for the domains the app registered as trusted; in the lab that is the
 * host the request came in on (the lab's own address), and nothing else.
 */
export function isTrustedUrl(url: unknown, trustedHost: string | undefined): url is string {
  if (typeof url !== 'string' || trustedHost === undefined) return false;
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host === trustedHost
    );
  } catch {
    return false;
  }
}
