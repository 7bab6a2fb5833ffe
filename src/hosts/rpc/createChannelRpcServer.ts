import { readChannelMessage, type RpcPort } from './RpcPort';
import { createRpcHandlers, type RpcHandler, type RpcOutcome } from './RpcHandlers';
import { RPC_CODES } from './RpcError';
import { JSON_RPC_VERSION, readJsonRpcRequest, type JsonRpcReplyId } from './readJsonRpcRequest';

export interface ChannelRpcServer {
  register(method: string, handler: RpcHandler): () => void;
  dispose(): void;
}

export interface ChannelRpcServerOptions {
  port: RpcPort;
  handlers?: Record<string, RpcHandler>;
}

/** JSON-RPC 2.0 over a MessageChannel port: requests are answered, notifications only run. */
export function createChannelRpcServer({
  port,
  handlers: initial,
}: ChannelRpcServerOptions): ChannelRpcServer {
  const handlers = createRpcHandlers(initial, RPC_CODES.internalError);
  const listener = (event: { data: unknown }) => {
    const message = readChannelMessage(event.data);
    if ('parseError' in message) {
      send(port, true, null, { error: { code: RPC_CODES.parseError, message: 'Parse error' } });
      return;
    }
    const request = readJsonRpcRequest(message.value);
    if (request.kind === 'response') return;
    if (request.kind === 'invalid') {
      send(port, message.asText, request.id, {
        error: { code: RPC_CODES.invalidRequest, message: 'Invalid Request' },
      });
      return;
    }
    void handlers.run(request.method, request.params, {}).then((outcome) => {
      if (request.kind === 'request') send(port, message.asText, request.id, outcome);
    });
  };
  port.addEventListener('message', listener);
  port.start?.();
  return {
    register: (method, handler) => handlers.register(method, handler),
    dispose: () => port.removeEventListener('message', listener),
  };
}

function send(port: RpcPort, asText: boolean, id: JsonRpcReplyId, outcome: RpcOutcome): void {
  const response = { jsonrpc: JSON_RPC_VERSION, id, ...outcome };
  try {
    port.postMessage(asText ? JSON.stringify(response) : response);
  } catch (error) {
    // A result that cannot be cloned still owes the caller an answer.
    const failure = {
      code: RPC_CODES.internalError,
      message: `Result could not be sent: ${String(error)}`,
    };
    port.postMessage({ jsonrpc: JSON_RPC_VERSION, id, error: failure });
  }
}
