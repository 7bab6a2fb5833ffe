import type { Clock } from '@shell/auth';
import { sendThroughFrame } from './bridgeFramePool';
import { callbackRegistryOf } from './nativeCallbackRegistry';
import { NativeBridgeError } from './NativeBridgeError';
import { parseBridgeResult } from './parseBridgeResult';

export const BRIDGE_SCHEME = 'expensebridge://';
const METHOD_NAME = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;

export interface MobileBridgeOptions {
  window: Window;
  clock: Clock;
  timeoutMs: number;
  /** Android wrappers from 9.59 listen on `window.prompt` instead of frame navigation. */
  promptChannel: boolean;
}

export interface MobileBridgeCallOptions {
  /** null for calls that wait on the user (a picker), which no timer should cut short. */
  timeoutMs?: number | null;
}

export interface MobileBridge {
  call<T = unknown>(
    method: string,
    params?: Record<string, unknown>,
    options?: MobileBridgeCallOptions,
  ): Promise<T>;
}

/** Calls into the native wrapper: `expensebridge://<method>?callbackId=…&params=…`. */
export function createMobileBridge(options: MobileBridgeOptions): MobileBridge {
  const { window: win, clock } = options;
  return {
    call<T>(
      method: string,
      params: Record<string, unknown> = {},
      callOptions: MobileBridgeCallOptions = {},
    ) {
      const body = encodeParams(method, params);
      if (body instanceof NativeBridgeError) return Promise.reject(body);
      const registry = callbackRegistryOf(win);
      const id = registry.nextId();
      const timeoutMs =
        callOptions.timeoutMs === undefined ? options.timeoutMs : callOptions.timeoutMs;
      let cancel: (error: NativeBridgeError) => void = () => undefined;
      const answer = new Promise<T>((resolve, reject) => {
        const timer =
          timeoutMs === null
            ? undefined
            : clock.setTimeout(() => {
                registry.forget(id);
                const message = `The native bridge did not answer ${method} within ${timeoutMs} ms`;
                reject(new NativeBridgeError(method, 'timeout', message));
              }, timeoutMs);
        registry.register(id, (resultJson) => {
          if (timer !== undefined) clock.clearTimeout(timer);
          const result = parseBridgeResult(resultJson);
          if (result.ok) resolve(result.data as T);
          else reject(new NativeBridgeError(method, result.code, result.message));
        });
        cancel = (error) => {
          registry.forget(id);
          if (timer !== undefined) clock.clearTimeout(timer);
          reject(error);
        };
      });
      const url = `${BRIDGE_SCHEME}${method}?callbackId=${id}&params=${body}`;
      try {
        if (options.promptChannel) {
          const reply: unknown = win.prompt(url, '');
          // A non-empty reply is the result itself; an empty one means it comes by callback.
          if (typeof reply === 'string' && reply !== '') registry.settle(id, reply);
        } else {
          sendThroughFrame(win, clock, url);
        }
      } catch (error) {
        const message = `The native bridge could not be reached: ${String(error)}`;
        cancel(new NativeBridgeError(method, 'unsendable', message));
      }
      return answer;
    },
  };
}

function encodeParams(method: string, params: Record<string, unknown>): string | NativeBridgeError {
  if (!METHOD_NAME.test(method)) {
    return new NativeBridgeError(method, 'unsendable', `Invalid bridge method ${method}`);
  }
  try {
    return encodeURIComponent(JSON.stringify(params));
  } catch (error) {
    const message = `Bridge parameters for ${method} are not JSON: ${String(error)}`;
    return new NativeBridgeError(method, 'unsendable', message);
  }
}
