import { errorCodeOf, errorStatusOf } from './AuthError';

/** Where auth code reports what it swallowed; `console` fits. Never give it tokens. */
export interface AuthLog {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/**
 * What a log line may say about a failure: name, code, status and message. The error itself
 * is not logged because its cause (an axios error) holds the request, token and all.
 */
export function describeFailure(error: unknown): Record<string, string | number | undefined> {
  return {
    name: error instanceof Error ? error.name : typeof error,
    code: errorCodeOf(error),
    status: errorStatusOf(error),
    message: error instanceof Error ? error.message.slice(0, 300) : undefined,
  };
}
