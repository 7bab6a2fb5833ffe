import { isSafeUrl } from '@shell/navigation';

/** What the opener does with a third-party resource (by sourceType (docs/overlays-and-previewer.md)). */
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

/** docs/overlays-and-previewer.md third-party resource: the address is `source`; `url` and `link` are older names. */
function addressOf(resource: Record<string, unknown>): unknown {
  return resource.source ?? resource.url ?? resource.link;
}

/** docs/overlays-and-previewer.md: `data.isPc` says which variant the resource was made for; else the environment. */
function pcOf(resource: Record<string, unknown>, isPC: boolean): boolean {
  const { data } = resource;
  const flag =
    typeof data === 'object' && data !== null ? (data as { isPc?: unknown }).isPc : undefined;
  return typeof flag === 'boolean' ? flag : isPC;
}

/** docs/overlays-and-previewer.md `realm` MALL marks a mall resource; `isMall` is kept for older payloads. */
const isMall = (resource: Record<string, unknown>) =>
  resource.realm === 'MALL' || resource.isMall === true;

/** Pure: parses an untrusted resource description into one action, never throwing. */
export function resolveResource(raw: unknown, environment: OpenerEnvironment): ResourceAction {
  const resource: Record<string, unknown> =
    typeof raw === 'object' && raw !== null ? { ...(raw as Record<string, unknown>) } : {};
  const sourceType = typeof resource.sourceType === 'string' ? resource.sourceType.trim() : '';
  if (!sourceType) return { kind: 'error', reason: 'noSourceType' };
  const isPC = pcOf(resource, environment.isPC);
  const url = addressOf(resource);
  if (NEEDS_URL.has(sourceType) && !isSafeUrl(url)) return { kind: 'error', reason: 'badAddress' };
  const safe = url as string;
  switch (sourceType) {
    case 'OPEN_LINK':
      if (!isPC) return { kind: 'layoutLink', url: safe };
      return isMall(resource)
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
        title: titleOf(resource),
      };
    default:
      return { kind: 'remoteComponent', sourceType, resource };
  }
}

/** A title for the frame: `title`, else the spec's `description`. */
function titleOf(resource: Record<string, unknown>): string | undefined {
  const title = resource.title ?? resource.description;
  return typeof title === 'string' && title.trim() ? title : undefined;
}
