import * as v from 'valibot';
import { flag, record } from '../core/fields';
import { field } from './hostSession';

/**
 * docs/sign-in-and-hosts.md "Helper exchange": `value {id, isAssistPlatform}`, the id being the
 * session in the corporation entered for.
 */
export const helperSessionSchema = v.pipe(
  record({ value: record({ id: field, isAssistPlatform: flag }) }),
  v.rawTransform(({ dataset: { value: answer }, addIssue, NEVER }) => {
    const { id, isAssistPlatform } = answer.value;
    if (id) return { accessToken: id, isAssistPlatform };
    addIssue({ message: 'value.id is required' });
    return NEVER;
  }),
);
