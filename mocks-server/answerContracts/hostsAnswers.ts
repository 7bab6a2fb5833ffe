import { cloudofficeSessionSchema } from '@contracts/hosts/cloudofficeSession';
import { dingtalkJsConfigSchema } from '@contracts/hosts/dingtalkJsConfig';
import { feishuJsConfigSchema } from '@contracts/hosts/feishuJsConfig';
import { helperSessionSchema } from '@contracts/hosts/helperSession';
import { hostSessionSchema } from '@contracts/hosts/hostSession';
import { wecomJsConfigSchema } from '@contracts/hosts/wecomJsConfig';
import { remoteSdkRecordSchema } from '@contracts/hosts/remoteSdkRecord';
import type { AnswerContract, AnswerContracts } from './answerContract';

/** The app reads every host's session answer in both places some host puts its fields. */
const TOP_ONLY = 'this host puts its session fields at the top; only the chat app adds `value`';
const NO_WX = 'only the chat app names its WeCom corp (`wxCorpId`)';
const NO_TOP_SETTING = 'the chat app puts `staffSetting` inside `value`; no host puts it on top';

/** A session answer `{sessionId, corporationId, userId}`: the shape of every host but the chat app. */
const topSession: AnswerContract = {
  schemas: [hostSessionSchema],
  notSent: { wxCorpId: NO_WX, staffSetting: NO_TOP_SETTING, value: TOP_ONLY },
};

const chatAppSession: AnswerContract = {
  schemas: [hostSessionSchema],
  notSent: {
    staffSetting: NO_TOP_SETTING,
    'value.sessionId': 'the chat app gives its session id at the top',
    'value.corporationId': 'the chat app gives its corporation at the top',
    'value.wxCorpId': 'the chat app gives its WeCom corp at the top',
  },
};

const NO_API_LIST = 'the lab lets the app ask for its own JS API list';

/** The routes the host sign-in adapters in `src/hosts/` read. */
export const HOSTS_ANSWERS: AnswerContracts = {
  'GET /api/wecom/v2/session': chatAppSession,
  'POST /api/wecom/v2/web/session': chatAppSession,
  'POST /api/wecom/v2/jsconfig': { schemas: [wecomJsConfigSchema] },
  'POST /api/dingtalk/v2/session': topSession,
  'POST /api/feishu/v2/session': topSession,
  'POST /api/dingtalk/v2/jsconfig/corp': {
    schemas: [dingtalkJsConfigSchema],
    notSent: { 'value.jsApiList': NO_API_LIST },
  },
  'POST /api/feishu/v2/jsconfig/corp': {
    schemas: [feishuJsConfigSchema],
    notSent: {
      'value.timeStamp': 'Feishu spells it `timestamp`; `timeStamp` is accepted too',
      'value.jsApiList': NO_API_LIST,
    },
  },
  'POST /api/dingtalk/v2/helper/session': { schemas: [helperSessionSchema] },
  'POST /api/feishu/v2/helper/session': { schemas: [helperSessionSchema] },
  'POST /api/cloudoffice/v2/session': {
    schemas: [cloudofficeSessionSchema],
    notSent: {
      ...topSession.notSent,
      id: 'sent in place of a session only by the cloud-office-id-in-response preset',
      msg: 'sent with that `id` only, by the same preset',
    },
  },
  'POST /api/hzbank/v1/session': topSession,
  'POST /api/workapp/rest/v1/session': topSession,
  // The remote host's SDK lookup: read by src/hosts/remote, so it is the hosts' entry.
  'GET /api/v1/crm/sdk/list/:sdkName': { schemas: [remoteSdkRecordSchema] },
};
