import type { MockState } from '../data/MockState';

/** The app id the lab's office-suite apps are registered under (`appid` on their entry URL). */
export const LAB_APP_ID = 'lab-app';
/** The agent (self-built app) id of the lab's expense app in every WeCom and DingTalk corporation. */
export const LAB_AGENT_ID = '1000002';

const WX_PREFIX = 'ww';

/** WeCom knows a corporation by its own corp id; the lab derives it from the corporation id. */
export function wxCorpIdOf(corporationId: string): string {
  return `${WX_PREFIX}${corporationId}`;
}

/** A WeCom corp id or a lab corporation id back to a seeded corporation id; undefined if none. */
export function corporationOfHostCorpId(state: MockState, hostCorpId: unknown): string | undefined {
  if (typeof hostCorpId !== 'string' || hostCorpId === '') return undefined;
  const known = (id: string) => state.tenants.some((tenant) => tenant.corporationId === id);
  if (known(hostCorpId)) return hostCorpId;
  const stripped = hostCorpId.startsWith(WX_PREFIX) ? hostCorpId.slice(WX_PREFIX.length) : '';
  return known(stripped) ? stripped : undefined;
}
