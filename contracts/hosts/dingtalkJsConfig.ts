import * as v from 'valibot';
import { numeric, record } from '../core/fields';
import { jsApiList, MISSING, signed } from './jsConfigFields';

/**
 * docs/host-verbs.md DingTalk `jsconfig/corp`: `value {agentId, corpId, timeStamp, nonceStr,
 * signature, jsApiList?}`; the time stamp may come as a numeric string.
 */
export const dingtalkJsConfigSchema = v.pipe(
  record({
    value: record({
      agentId: signed,
      corpId: signed,
      timeStamp: numeric,
      nonceStr: signed,
      signature: signed,
      jsApiList,
    }),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const {
      agentId,
      corpId,
      timeStamp,
      nonceStr,
      signature,
      jsApiList: apis,
    } = dataset.value.value;
    if (!agentId || !corpId || timeStamp === undefined || !nonceStr || !signature) {
      return (addIssue({ message: MISSING }), NEVER);
    }
    return { agentId, corpId, timeStamp, nonceStr, signature, jsApiList: apis };
  }),
);
