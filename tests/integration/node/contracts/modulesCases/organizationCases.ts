import {
  adminDepartmentsAnswerSchema,
  currentStaffRecordSchema,
  staffChoicesAnswerSchema,
} from '@contracts/admin/adminOrganization';
import { parse } from '@contracts/core/parse';
import {
  extensionInstancesAnswerSchema,
  savedExtensionInstanceSchema,
} from '@contracts/extensions/extensionInstance';
import {
  batchProgressSchema,
  targetFinishedSchema,
  tenantsAnswerSchema,
} from '@contracts/groupCenter/groupCenter';
import type { HttpClient } from '@shell/http';
import type { MockServer } from '../../../../../mocks-server';
import { ENGLISH_NAME_OPTIONAL } from '../../../../../mocks-server/answerContracts/lookupNotSent';
import { getJson, type ContractCase } from '../describeContractCases';

const GROUP = '/v1/group/center';
const TASK = { taskType: 'PERMISSION' };
const batches = new WeakMap<MockServer, Promise<string[]>>();
/** One permission batch to every subsidiary, sent once per server; its target ids. */
function distribute(http: HttpClient, mock: MockServer): Promise<string[]> {
  const sent =
    batches.get(mock) ??
    (async () => {
      const tenants = await getJson(http, `${GROUP}/permission/getTenants`, {
        model: 'PERMISSION',
      });
      const targetCorpIds = parse(tenantsAnswerSchema, tenants).items.map(
        (tenant) => tenant.corporationId,
      );
      const body = { targetCorpIds, permissions: [{ name: 'FEE_TYPE', auth: true }] };
      await http.axios.post(`${GROUP}/batchDown`, body, { params: TASK });
      return targetCorpIds;
    })();
  batches.set(mock, sent);
  return sent;
}

/** The admin's organization reads, extension instances and the group center. */
export const organizationCases: ContractCase[] = [
  {
    route: 'GET /v1/organization/departments',
    schema: adminDepartmentsAnswerSchema,
    answers: async (http) => [await getJson(http, '/v1/organization/departments')],
  },
  {
    route: 'GET /v1/organization/staffs/actives',
    schema: staffChoicesAnswerSchema,
    notSent: { 'items[].enName': ENGLISH_NAME_OPTIONAL },
    answers: async (http) => [await getJson(http, '/v1/organization/staffs/actives')],
  },
  {
    route: 'GET /v1/organization/staffs/me',
    schema: currentStaffRecordSchema,
    answers: async (http) => [await getJson(http, '/v1/organization/staffs/me')],
  },
  {
    route: 'GET /v1/extension/instances',
    schema: extensionInstancesAnswerSchema,
    answers: async (http) => [await getJson(http, '/v1/extension/instances')],
  },
  {
    route: 'PUT /v1/extension/instances/:id/cap',
    schema: savedExtensionInstanceSchema,
    answers: async (http) => {
      const list = await getJson(http, '/v1/extension/instances');
      const limited = parse(extensionInstancesAnswerSchema, list).items.filter(
        (instance) => instance.management === 'LIMITED',
      );
      return Promise.all(
        limited.map(async (instance) => {
          const url = `/v1/extension/instances/${encodeURIComponent(instance.id)}/cap`;
          return (await http.axios.put<unknown>(url, { cap: instance.usedCount + 5 })).data;
        }),
      );
    },
  },
  {
    route: 'GET /v1/group/center/permission/getTenants',
    schema: tenantsAnswerSchema,
    answers: async (http) => [
      await getJson(http, `${GROUP}/permission/getTenants`, { model: 'PERMISSION' }),
    ],
  },
  {
    route: 'GET /v1/group/center/task/taskType/status/isFinished',
    schema: targetFinishedSchema,
    answers: async (http, mock) => {
      const targets = await distribute(http, mock);
      return Promise.all(
        targets.map((targetCorpId) =>
          getJson(http, `${GROUP}/task/taskType/status/isFinished`, { ...TASK, targetCorpId }),
        ),
      );
    },
  },
  {
    route: 'GET /v1/group/center/task/batchTaskIsFinish',
    schema: batchProgressSchema,
    answers: async (http, mock) => {
      await distribute(http, mock);
      return [await getJson(http, `${GROUP}/task/batchTaskIsFinish`, TASK)];
    },
  },
];
