import { when } from 'mobx';
import type { AppConfig } from '../config';
import {
  createChannelRpcServer,
  createWindowRpcServer,
  listenToMessages,
  type RpcHandler,
} from '../hosts';
import type { RootStore } from '../store';
import { overlayRpcHandlers } from './overlayRpcHandlers';

/** docs/sign-in-and-hosts.md: how long a person-info request may wait for the app to be signed in. */
const PERSON_WAIT_MS = 30_000;

/** Sent by an allowed parent with a MessagePort to open the JSON-RPC 2.0 channel. */
export const RPC_CONNECT_MESSAGE = 'expense:rpc-connect';

export interface HostRpcOptions {
  root: RootStore;
  config: Pick<AppConfig, 'hosts'>;
  navigate(path: string): void;
  window?: Window;
  /** Messages the window got while this code was loading (holdEarlyMessages), answered first. */
  earlier?: readonly MessageEvent[];
}

class RpcParamsError extends Error {
  override readonly name = 'RpcParamsError';
}

function appPath(params: unknown): string {
  const path = (params as { path?: unknown } | null)?.path;
  // Only a path inside this app: never another origin, never a protocol-relative '//host'.
  if (
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.length > 2048
  )
    throw new RpcParamsError('params.path must be a path inside the app, starting with one /');
  return path;
}

/** What an embedding page may ask (docs/sign-in-and-hosts.md RPC versions): nothing secret, nothing outside the app. */
export function hostRpcHandlers({ root, navigate }: HostRpcOptions): Record<string, RpcHandler> {
  return {
    'app.ping': () => ({ ok: true }),
    'session.get': () => ({
      status: root.session.status,
      staffId: root.session.staff?.id ?? null,
      corporationId: root.session.corporationId,
      locale: root.locale.locale,
    }),
    // The host's person info: the plain web host waits (100 ms polls, 30 s) for sign-in to end.
    'person.get': async () => {
      await when(() => root.hostBridge.get() !== null, { timeout: PERSON_WAIT_MS });
      return root.hostBridge.get()?.getPersonInfo();
    },
    'app.navigate': (params) => {
      navigate(appPath(params));
      return { ok: true };
    },
    ...overlayRpcHandlers(),
  };
}

/**
 * Window messaging (RPC version 1) and, on request, a MessageChannel JSON-RPC 2.0 channel, both
 * only for the configured origins; with none configured the app answers nobody.
 */
export function startHostRpc(options: HostRpcOptions): () => void {
  const allowedOrigins = options.config.hosts.allowedMessageOrigins;
  if (allowedOrigins.length === 0) return () => undefined;
  const win = options.window ?? window;
  const handlers = hostRpcHandlers(options);
  const { earlier } = options;
  const windowServer = createWindowRpcServer({ window: win, allowedOrigins, handlers, earlier });
  const channels: Array<{ dispose(): void }> = [];
  const stopListening = listenToMessages({
    allowedOrigins,
    window: win,
    earlier,
    onMessage: (data, event) => {
      const port = event.ports[0];
      if ((data as { type?: unknown } | null)?.type !== RPC_CONNECT_MESSAGE || !port) return;
      channels.push(createChannelRpcServer({ port, handlers }));
      port.start();
    },
  });
  return () => {
    windowServer.dispose();
    stopListening();
    for (const channel of channels) channel.dispose();
  };
}
