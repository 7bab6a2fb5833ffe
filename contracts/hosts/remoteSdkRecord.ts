import * as v from 'valibot';
import { record, word } from '../core/fields';

const MAX_URL = 2048;

function httpUrl(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * docs/sign-in-and-hosts.md remote SDK record (`GET /v1/crm/sdk/list/{sdkName}`):
 * `value.downloadUrl`, usable only as an absolute http(s) address (never a `javascript:` one).
 */
export const remoteSdkRecordSchema = v.pipe(
  record({ value: record({ downloadUrl: word(MAX_URL) }) }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const address = dataset.value.value.downloadUrl;
    const downloadUrl = address === undefined ? undefined : httpUrl(address);
    if (downloadUrl) return { downloadUrl };
    return (addIssue({ message: 'value.downloadUrl must be an absolute http(s) address' }), NEVER);
  }),
);
