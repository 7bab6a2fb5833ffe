import { approvalBillSchema } from '@contracts/approval/approvalBill';
import { approvalTaskSchema } from '@contracts/approval/approvalTask';
import { billAnswerSchema } from '@contracts/bills/billDetail';
import { record } from '@contracts/core/fields';
import { billSummarySchema } from '@contracts/bills/billSummary';
import { feeTypeSchema } from '@contracts/bills/feeType';
import { specificationSchema } from '@contracts/bills/specification';
import { pageOf } from '@contracts/core/page';
import { parse } from '@contracts/core/parse';
import { staffNamesSchema } from '@contracts/organization/staff';
import { accountSessionSchema, staffSettingSchema } from '@contracts/session/staffSetting';
import type { HttpClient } from '@shell/http';
import { createListQuery } from '@shell/query';
import type { MockServer } from '../../../../mocks-server';
import { feeTypeFieldsNotSent } from '../../../../mocks-server/answerContracts/lineFieldsNotSent';
import {
  describeContractCases,
  activeSpecifications,
  getJson,
  ownBills,
  type ContractCase,
} from './describeContractCases';

/** The staff's bills, and the rejected ones apart: only those carry a `rejection`. */
const myBills = async (http: HttpClient, mock: MockServer) => {
  giveTheActorARejectedBill(mock);
  const search = (body: object) =>
    http.axios.post<unknown>('/v1/flow/flows/my/search', body).then(({ data }) => data);
  return Promise.all([
    search(createListQuery().page(1, 60).toBody()),
    search(createListQuery().eq('state', 'rejected').page(1, 20).toBody()),
  ]);
};
/** Bills waiting at their pay node or paid: only those carry `expenseStatus` and `payments`. */
function paymentBillIds(mock: MockServer): string[] {
  const own = ownBills(mock);
  return [
    ...own.filter((bill) => bill.form.expenseStatus).slice(0, 5),
    ...own.filter((bill) => bill.payments.length > 0).slice(0, 5),
  ].map((bill) => bill.id);
}

const backlog = async (http: HttpClient) =>
  (
    await http.axios.post<unknown>(
      '/v1/flow/backlogs/search',
      createListQuery().page(1, 60).dims(['flow.form.submitterId']).toBody(),
    )
  ).data;
/** Enough bills to meet every state the seed has, few enough for a quick test. */
const DETAILS = 40;

const CASES: ContractCase[] = [
  {
    route: 'POST /v1/flow/flows/my/search',
    schema: pageOf('items', billSummarySchema),
    answers: (http, mock) => myBills(http, mock),
  },
  {
    route: 'GET /v1/flow/flows/:id',
    schema: billAnswerSchema,
    answers: async (http, mock) => {
      const pages = await myBills(http, mock);
      const bills = pages.flatMap((page) => parse(pageOf('items', billSummarySchema), page).items);
      return Promise.all(
        bills.slice(-DETAILS).map((bill) =>
          getJson(http, `/v1/flow/flows/${encodeURIComponent(bill.id)}`, {
            dims: 'form.submitterId',
          }),
        ),
      );
    },
  },
  {
    route: 'GET /v1/organization/staffs/actives',
    schema: staffNamesSchema,
    answers: async (http) => [await getJson(http, '/v1/organization/staffs/actives')],
  },
  {
    route: 'GET /form/v1/specificationVersions',
    schema: pageOf('items', specificationSchema),
    notSent: {
      'items[].enName':
        'the lab names its bill types in Chinese only; the English name is optional',
    },
    answers: async (http) => [await activeSpecifications(http)],
  },
  {
    route: 'GET /v1/form/feeTypes',
    schema: pageOf('items', feeTypeSchema),
    notSent: feeTypeFieldsNotSent('items[].specification.fields[]'),
    answers: async (http) => [
      await getJson(http, '/v1/form/feeTypes', { search: '', limit: 1000, entity: 'flow.FeeType' }),
    ],
  },
  {
    route: 'GET /v1/organization/staffs/staffSetting/:deviceType',
    schema: staffSettingSchema,
    answers: async (http) => [
      await getJson(http, '/v1/organization/staffs/staffSetting/web', { locale: 'zh-CN' }),
    ],
  },
  {
    route: 'GET /account/v2/session',
    schema: accountSessionSchema,
    answers: async (http) => [await getJson(http, '/account/v2/session')],
  },
  {
    route: 'POST /v1/flow/backlogs/search (approval)',
    schema: pageOf('items', approvalTaskSchema),
    answers: async (http) => [await backlog(http)],
  },
  {
    route: 'GET /v1/flow/flows/:id (approval)',
    schema: record({ value: approvalBillSchema }),
    answers: async (http, mock) => {
      const tasks = parse(pageOf('items', approvalTaskSchema), await backlog(http)).items;
      const ids = [...tasks.slice(0, DETAILS).map((task) => task.billId), ...paymentBillIds(mock)];
      return Promise.all(
        ids.map((id) =>
          getJson(http, `/v1/flow/flows/${encodeURIComponent(id)}`, { dims: 'form.submitterId' }),
        ),
      );
    },
  },
];

jest.setTimeout(30_000);

/** The seed's rejected bills are other people's; only a rejected bill carries a `rejection`. */
function giveTheActorARejectedBill(mock: MockServer): void {
  const { bills, staffs, currentStaffId } = mock.state;
  const actor = staffs.find((staff) => staff.id === currentStaffId);
  const rejected = bills.find((bill) => bill.state === 'rejected' && bill.active);
  if (!actor || !rejected) throw new Error('The seed has no rejected bill or no signed-in staff');
  rejected.form.submitterId = actor.id;
  rejected.corporationId = actor.corporationId;
}

describeContractCases('the mock backend’s answers against the app’s wire contracts', CASES);
