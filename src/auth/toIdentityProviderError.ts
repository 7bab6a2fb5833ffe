import { parse } from '@contracts/core/parse';
import { providerErrorSchema } from '@contracts/session/identityProvider';
import { isAxiosError } from 'axios';
import { HttpError } from '../http';
import { IdentityProviderError } from './AuthError';

/** The error code and message a provider body carries: `error.code/message`, else flat. */
export function readProviderError(body: unknown): { code?: string; message?: string } {
  return parse(providerErrorSchema, body);
}

/**
 * docs/sign-in-and-hosts.md: a non-OK provider answer becomes an error with the answer's code and message, or
 * its HTTP status and status text. A superseded call stays an ignorable HttpError so callers
 * can drop it.
 */
export function toIdentityProviderError(error: unknown): Error {
  if (error instanceof HttpError && error.isIgnorable) return error;
  if (error instanceof IdentityProviderError) return error;
  if (!(error instanceof HttpError)) {
    const message = error instanceof Error ? error.message : 'Identity provider call failed';
    return new IdentityProviderError({ code: 'error:unknown', message, cause: error });
  }
  const { status } = error;
  if (status === undefined) {
    return new IdentityProviderError({ code: error.code, message: error.message, cause: error });
  }
  const body = readProviderError(error.data);
  const statusText = isAxiosError(error.cause) ? error.cause.response?.statusText : undefined;
  return new IdentityProviderError({
    code: body.code ?? String(status),
    message: body.message ?? (statusText || error.message),
    status,
    cause: error,
  });
}
