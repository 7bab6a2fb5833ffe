import type { HostAdapter, HostId } from './HostBridge';

/** One lazy chunk per host: a page only downloads the adapter of the host it runs in. */
export const HOST_ADAPTER_LOADERS: Readonly<Record<HostId, () => Promise<HostAdapter>>> = {
  web: () =>
    import(/* webpackChunkName: "host-web" */ './web/webAdapter').then((m) => m.webAdapter),
  native: () =>
    import(/* webpackChunkName: "host-native" */ './native/nativeAdapter').then(
      (m) => m.nativeAdapter,
    ),
  remote: () =>
    import(/* webpackChunkName: "host-remote" */ './remote/remoteAdapter').then(
      (m) => m.remoteAdapter,
    ),
  wecom: () =>
    import(/* webpackChunkName: "host-wecom" */ './wecom/wecomAdapter').then((m) => m.wecomAdapter),
  dingtalk: () =>
    import(/* webpackChunkName: "host-dingtalk" */ './dingtalk/dingtalkAdapter').then(
      (m) => m.dingtalkAdapter,
    ),
  feishu: () =>
    import(/* webpackChunkName: "host-feishu" */ './feishu/feishuAdapter').then(
      (m) => m.feishuAdapter,
    ),
  cloudoffice: () =>
    import(/* webpackChunkName: "host-cloudoffice" */ './cloudoffice/cloudofficeAdapter').then(
      (m) => m.cloudofficeAdapter,
    ),
  hzbank: () =>
    import(/* webpackChunkName: "host-hzbank" */ './hzbank/hzbankAdapter').then(
      (m) => m.hzbankAdapter,
    ),
  workapp: () =>
    import(/* webpackChunkName: "host-workapp" */ './workapp/workappAdapter').then(
      (m) => m.workappAdapter,
    ),
  kk: () => import(/* webpackChunkName: "host-kk" */ './kk/kkAdapter').then((m) => m.kkAdapter),
  kingOA: () =>
    import(/* webpackChunkName: "host-kingOA" */ './kingOA/kingOAAdapter').then(
      (m) => m.kingOAAdapter,
    ),
  teams: () =>
    import(/* webpackChunkName: "host-teams" */ './teams/teamsAdapter').then((m) => m.teamsAdapter),
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

/** Loads the host's chunk and its adapter; a failed chunk load rejects with the host named. */
export async function loadHostAdapter(id: HostId): Promise<HostAdapter> {
  try {
    return await HOST_ADAPTER_LOADERS[id]();
  } catch (error) {
    throw new HostAdapterLoadError(id, error);
  }
}
