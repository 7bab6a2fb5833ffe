import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler } from 'express';

/** Who made a change and how (the admin route, a revert, a scheduled run). */
export interface ChangeContext {
  actor: string;
  action: string;
}

/** The header the consoles send: the person's name, percent-encoded (names are often Chinese). */
export const ACTOR_HEADER = 'x-lab-actor';
/** A change made without a name: a script, curl or a test calling the admin API. */
export const UNNAMED_ACTOR = 'API (no name given)';
const ACTOR = /^[^\p{Cc}]{1,64}$/u;

const context = new AsyncLocalStorage<ChangeContext>();

/** The change context of the code running now; unnamed outside any admin request. */
export function currentChange(): ChangeContext {
  return context.getStore() ?? { actor: UNNAMED_ACTOR, action: 'change' };
}

/** Runs `work` as `change`, so every repository change it makes is audited as such. */
export function runAs<T>(change: ChangeContext, work: () => T): T {
  return context.run(change, work);
}

/** The person's name from X-Lab-Actor; a missing or unreadable one is the unnamed actor. */
export function actorOf(req: Pick<Request, 'headers'>): string {
  const raw = req.headers[ACTOR_HEADER];
  if (typeof raw !== 'string') return UNNAMED_ACTOR;
  try {
    const name = decodeURIComponent(raw).trim();
    return ACTOR.test(name) ? name : UNNAMED_ACTOR;
  } catch {
    return UNNAMED_ACTOR;
  }
}

const OPS = new Set(['enable', 'disable', 'archive', 'unarchive', 'tenants', 'rollout', 'reset']);

/** A short name for what an admin route does, e.g. 'rollout' or 'segment update'. */
export function actionOf(method: string, path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'segments') {
    const verb = method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'update';
    return `segment ${verb}`;
  }
  const last = parts.at(-1) ?? '';
  if (OPS.has(last)) return last === 'tenants' ? 'target tenants' : last;
  return method === 'POST' && parts.length === 0 ? 'create' : 'update';
}

/** Mount on the flag admin router: each request's changes carry its actor and action. */
export function actorMiddleware(): RequestHandler {
  return (req, _res, next) => {
    runAs({ actor: actorOf(req), action: actionOf(req.method, req.path) }, next);
  };
}
