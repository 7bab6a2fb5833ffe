import * as v from 'valibot';
import { numeric, record } from '../core/fields';
import { MISSING, signed } from './jsConfigFields';

/** docs/sign-in-and-hosts.md chat-app `jsconfig`: `value {appId, timeStamp, nonceStr, signature}`. */
export const wecomJsConfigSchema = v.pipe(
  record({
    value: record({ appId: signed, timeStamp: numeric, nonceStr: signed, signature: signed }),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { appId, timeStamp, nonceStr, signature } = dataset.value.value;
    if (!appId || timeStamp === undefined || !nonceStr || !signature) {
      return (addIssue({ message: MISSING }), NEVER);
    }
    return { appId, timestamp: timeStamp, nonceStr, signature };
  }),
);
