import type { HostAdapter, HostId } from './HostBridge';
import type { HostAdapterEnv, HostAdapterFactory } from './core/HostAdapterEnv';

/** One lazy chunk per host: a page only downloads the adapter of the host it runs in. */
export const HOST_ADAPTER_LOADERS: Readonly<Record<HostId, () => Promise<HostAdapterFactory>>> = {
  web: () =>
    import(/* webpackChunkName: "host-web" */ './web/webAdapter').then((m) => m.createWebAdapter),
  native: () =>
    import(/* webpackChunkName: "host-native" */ './native/nativeAdapter').then(
      (m) => m.createNativeAdapter,
    ),
  remote: () =>
    import(/* webpackChunkName: "host-remote" */ './remote/remoteAdapter').then(
      (m) => m.createRemoteAdapter,
    ),
  wecom: () =>
    import(/* webpackChunkName: "host-wecom" */ './wecom/wecomAdapter').then(
      (m) => m.createWecomAdapter,
    ),
  dingtalk: () =>
    import(/* webpackChunkName: "host-dingtalk" */ './dingtalk/dingtalkAdapter').then(
      (m) => m.createDingtalkAdapter,
    ),
  feishu: () =>
    import(/* webpackChunkName: "host-feishu" */ './feishu/feishuAdapter').then(
      (m) => m.createFeishuAdapter,
    ),
  cloudoffice: () =>
    import(/* webpackChunkName: "host-cloudoffice" */ './cloudoffice/cloudofficeAdapter').then(
      (m) => m.createCloudofficeAdapter,
    ),
  hzbank: () =>
    import(/* webpackChunkName: "host-hzbank" */ './hzbank/hzbankAdapter').then(
      (m) => m.createHzbankAdapter,
    ),
  workapp: () =>
    import(/* webpackChunkName: "host-workapp" */ './workapp/workappAdapter').then(
      (m) => m.createWorkappAdapter,
    ),
  kk: () =>
    import(/* webpackChunkName: "host-kk" */ './kk/kkAdapter').then((m) => m.createKkAdapter),
  kingOA: () =>
    import(/* webpackChunkName: "host-kingOA" */ './kingOA/kingOAAdapter').then(
      (m) => m.createKingOAAdapter,
    ),
  teams: () =>
    import(/* webpackChunkName: "host-teams" */ './teams/teamsAdapter').then(
      (m) => m.createTeamsAdapter,
    ),
};

export class HostAdapterLoadError extends Error {
  override readonly name = 'HostAdapterLoadError';
  constructor(
    readonly hostId: HostId,
    cause: unknown,
  ) {
    super(`The ${hostId} host adapter could not be loaded`, { cause });
  }
}

/** Loads the host's chunk and builds its adapter; a failed chunk load rejects with the host named. */
export async function loadHostAdapter(id: HostId, env: HostAdapterEnv): Promise<HostAdapter> {
  let factory: HostAdapterFactory;
  try {
    factory = await HOST_ADAPTER_LOADERS[id]();
  } catch (error) {
    throw new HostAdapterLoadError(id, error);
  }
  return factory(env);
}
