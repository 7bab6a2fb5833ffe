import { isSafeUrl } from '@shell/navigation';

/** What the opener does with a third-party resource (spec §2 "by sourceType"). */
export type ResourceAction =
  | { kind: 'mallRedirect'; url: string }
  | { kind: 'openLink'; url: string }
  | { kind: 'layoutLink'; url: string }
  | { kind: 'newWindow'; url: string }
  | { kind: 'slide'; variant: 'pc' | 'mobile'; resource: Readonly<Record<string, unknown>> }
  | { kind: 'iframe'; url: string; title?: string }
  | { kind: 'remoteComponent'; sourceType: string; resource: Readonly<Record<string, unknown>> }
  | { kind: 'error'; reason: 'noSourceType' | 'badAddress' | 'unknownType' | 'notOpened' };

export interface OpenerEnvironment {
  /** Desktop browser or desktop client, as opposed to a phone or an embedded mobile host. */
  isPC: boolean;
}

const NEEDS_URL = new Set(['OPEN_LINK', 'WINDOW_OPEN', 'IFRAME']);

function addressOf(resource: Record<string, unknown>): unknown {
  return resource.url ?? resource.link;
}

/** Pure: parses an untrusted resource description into one action, never throwing. */
export function resolveResource(raw: unknown, { isPC }: OpenerEnvironment): ResourceAction {
  const resource: Record<string, unknown> =
    typeof raw === 'object' && raw !== null ? { ...(raw as Record<string, unknown>) } : {};
  const sourceType = typeof resource.sourceType === 'string' ? resource.sourceType.trim() : '';
  if (!sourceType) return { kind: 'error', reason: 'noSourceType' };
  const url = addressOf(resource);
  if (NEEDS_URL.has(sourceType) && !isSafeUrl(url)) return { kind: 'error', reason: 'badAddress' };
  const safe = url as string;
  switch (sourceType) {
    case 'OPEN_LINK':
      if (!isPC) return { kind: 'layoutLink', url: safe };
      return resource.isMall === true
        ? { kind: 'mallRedirect', url: safe }
        : { kind: 'openLink', url: safe };
    case 'WINDOW_OPEN':
      return { kind: 'newWindow', url: safe };
    case 'SLIDE':
      return { kind: 'slide', variant: isPC ? 'pc' : 'mobile', resource };
    case 'IFRAME':
      return {
        kind: 'iframe',
        url: safe,
        title: typeof resource.title === 'string' ? resource.title : undefined,
      };
    default:
      return { kind: 'remoteComponent', sourceType, resource };
  }
}
