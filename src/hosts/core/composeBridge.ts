import type { SignInSession } from '@shell/auth';
import type { HostAdapter, HostBridge, HostBridgeVerbs, HostSignInRequest } from '../HostBridge';
import { alertWhenHostCannot } from './alertWhenHostCannot';
import { createBaseVerbs } from './createBaseVerbs';
import { resolveAdapterEnv, type HostBridgeDeps } from './HostBridgeDeps';

/** The adapter's own verbs win; every verb it leaves out comes from the base bridge. */
export function composeBridge(adapter: HostAdapter, deps: HostBridgeDeps): HostBridge {
  const host = { id: adapter.id, variant: adapter.variant };
  const env = resolveAdapterEnv(deps);
  const verbs = createBaseVerbs(host, deps, env);
  const names = Object.keys(verbs) as Array<keyof HostBridgeVerbs>;
  const context = { host, alert: env.alert, locale: () => deps.locale(), log: env.log };
  const adapterVerbs = adapter.verbs(env);
  const own = alertWhenHostCannot(adapterVerbs, context);
  for (const name of names) override(verbs, own, name);
  return Object.freeze({
    ...verbs,
    id: adapter.id,
    variant: adapter.variant,
    hostVerbs: Object.freeze(names.filter((name) => typeof adapterVerbs[name] === 'function')),
    // Sign-in runs in the environment the verbs were built from: one HostHttp, clock and log.
    signIn: (request: HostSignInRequest) => adapter.signIn({ ...env, ...request }),
    resume: async (request: HostSignInRequest, session: SignInSession) => {
      await adapter.resume?.({ ...env, ...request }, session);
    },
  });
}

function override<K extends keyof HostBridgeVerbs>(
  target: HostBridgeVerbs,
  source: Partial<HostBridgeVerbs>,
  name: K,
): void {
  const verb = source[name];
  // A key present but not a function (a half-built adapter) must not knock out the base verb.
  if (typeof verb === 'function' && verb !== undefined) target[name] = verb as HostBridgeVerbs[K];
}
