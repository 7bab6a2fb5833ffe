import { errorMessageOf } from './errorCodeOf';

/**
 * Wraps a callback-style SDK call. A failure rejects with an Error whose message is
 * 'SDK returned error: …' (docs/host-verbs.md) and whose `cause` keeps the host's own error object.
 */
export function callbackToPromise<T>(
  invoke: (succeed: (value: T) => void, fail: (error: unknown) => void) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (error: unknown) =>
      reject(new Error(`SDK returned error: ${errorMessageOf(error)}`, { cause: error }));
    try {
      invoke(resolve, fail);
    } catch (error) {
      fail(error);
    }
  });
}
