import * as v from 'valibot';
import { numeric, record } from '../core/fields';
import { jsApiList, MISSING, signed } from './jsConfigFields';

/**
 * docs/host-verbs.md Feishu `jsconfig/corp`: `value {appId, timestamp, nonceStr, signature,
 * jsApiList?}` (`timeStamp` accepted too).
 */
export const feishuJsConfigSchema = v.pipe(
  record({
    value: record({
      appId: signed,
      timestamp: numeric,
      timeStamp: numeric,
      nonceStr: signed,
      signature: signed,
      jsApiList,
    }),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { appId, nonceStr, signature, jsApiList: apis, ...times } = dataset.value.value;
    const timestamp = times.timestamp ?? times.timeStamp;
    if (!appId || timestamp === undefined || !nonceStr || !signature) {
      return (addIssue({ message: MISSING }), NEVER);
    }
    return { appId, timestamp, nonceStr, signature, jsApiList: apis };
  }),
);
