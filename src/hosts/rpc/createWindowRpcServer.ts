import { listenToMessages } from '../core/listenToMessages';
import { createRpcHandlers, type RpcHandler } from './RpcHandlers';
import { RPC_CODES } from './RpcError';
import {
  isRpcId,
  readWindowRpcEnvelope,
  WINDOW_RPC_VERSION,
  type WindowRpcResponse,
} from './windowRpcMessages';

export interface WindowRpcServerOptions {
  window: Window;
  /** Exact origins that may call; requests from any other origin are dropped unanswered. */
  allowedOrigins: readonly string[];
  handlers?: Record<string, RpcHandler>;
  /** Messages the window got before this server listened: judged and answered first, in order. */
  earlier?: readonly MessageEvent[];
}

export interface WindowRpcServer {
  register(method: string, handler: RpcHandler): () => void;
  dispose(): void;
}

/** Answers `{rpc:'1', id, method, params}` window messages from allowed origins. */
export function createWindowRpcServer(options: WindowRpcServerOptions): WindowRpcServer {
  const handlers = createRpcHandlers(options.handlers, RPC_CODES.handlerFailed);
  const answer = (data: unknown, event: MessageEvent) => {
    const envelope = readWindowRpcEnvelope(data);
    if (!envelope || !isRpcId(envelope.id) || 'result' in envelope || 'error' in envelope) return;
    const { id, method, params } = envelope;
    const reply = (response: WindowRpcResponse) => replyTo(event, response);
    if (typeof method !== 'string' || method === '') {
      reply({
        rpc: WINDOW_RPC_VERSION,
        id,
        error: { code: RPC_CODES.invalidRequest, message: 'Invalid request' },
      });
      return;
    }
    void handlers
      .run(method, params, { origin: event.origin })
      .then((outcome) => reply({ rpc: WINDOW_RPC_VERSION, id, ...outcome }));
  };
  const stopListening = listenToMessages({
    allowedOrigins: options.allowedOrigins,
    onMessage: answer,
    window: options.window,
    earlier: options.earlier,
  });
  return {
    register: (method, handler) => handlers.register(method, handler),
    dispose: stopListening,
  };
}

function replyTo(event: MessageEvent, response: WindowRpcResponse): void {
  const source = event.source;
  if (!source) return;
  try {
    // Only a window takes a target origin; a port is already private to its two ends.
    if (isWindow(source)) source.postMessage(response, event.origin);
    else source.postMessage(response);
  } catch {
    // The caller went away or sent params we echo that cannot be cloned; it will time out.
  }
}

function isWindow(source: MessageEventSource): source is Window {
  return 'window' in source && (source as Window).window === source;
}
