import * as v from 'valibot';
import { record } from '../core/fields';
import { field, sessionFields, sessionOf } from './hostSession';

const MAX_MESSAGE = 500;

/** The server's own `msg` (a failure body's too), trimmed and cut; undefined when blank. */
export const hostMessageSchema = v.pipe(
  record({ msg: v.fallback(v.string(), '') }),
  v.transform(({ msg }) => msg.trim().slice(0, MAX_MESSAGE) || undefined),
);

/**
 * docs/sign-in-and-hosts.md cloud office session: either a session, or an `id` (with the
 * server's `msg`) in its place when the person should retry.
 */
export const cloudofficeSessionSchema = v.pipe(
  record({
    ...sessionFields,
    value: record(sessionFields),
    id: field,
    msg: v.fallback(v.string(), ''),
  }),
  v.rawTransform(({ dataset: { value: answer }, addIssue, NEVER }) => {
    if (answer.id) {
      const message = answer.msg.trim().slice(0, MAX_MESSAGE);
      return { retry: { message: message || undefined } };
    }
    const session = sessionOf(answer);
    if (session) return { session };
    addIssue({ message: 'sessionId or id is required' });
    return NEVER;
  }),
);
