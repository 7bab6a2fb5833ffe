import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { approvalBillSchema } from '@contracts/approval/approvalBill';
import { approvalTaskSchema } from '@contracts/approval/approvalTask';
import { billAnswerSchema } from '@contracts/bills/billDetail';
import { record } from '@contracts/core/fields';
import { billSummarySchema } from '@contracts/bills/billSummary';
import { feeTypeSchema, specificationSchema } from '@contracts/bills/specification';
import { pageOf } from '@contracts/core/page';
import { parse } from '@contracts/core/parse';
import { staffNamesSchema } from '@contracts/organization/staff';
import { accountSessionSchema, staffSettingSchema } from '@contracts/session/staffSetting';
import { createHttpClient, type HttpClient } from '@shell/http';
import { createListQuery } from '@shell/query';
import type * as v from 'valibot';
import { createMockServer, type MockServer } from '../../../../mocks-server';
import { fieldsNeverSent } from './fieldsNeverSent';

/** A route the app reads, the contract it reads it with, and the fields the lab may leave out. */
interface ContractCase {
  route: string;
  schema: v.GenericSchema;
  answers: (http: HttpClient) => Promise<unknown[]>;
  /** Fields the contract reads that the lab's seed never sends, each with why that is fine. */
  notSent?: Record<string, string>;
}

const get = async (http: HttpClient, url: string, params?: object) =>
  (await http.axios.get<unknown>(url, { params })).data;
/** The staff's bills, and the rejected ones apart: only those carry a `rejection`. */
const myBills = async (http: HttpClient) => {
  const search = (body: object) =>
    http.axios.post<unknown>('/v1/flow/flows/my/search', body).then(({ data }) => data);
  return Promise.all([
    search(createListQuery().page(1, 60).toBody()),
    search(createListQuery().eq('state', 'rejected').page(1, 20).toBody()),
  ]);
};
let seeded: MockServer | undefined;

/** Bills waiting at their pay node or paid: only those carry `expenseStatus` and `payments`. */
function paymentBillIds(): string[] {
  const { bills, currentCorporationId } = seeded?.state ?? { bills: [], currentCorporationId: '' };
  const own = bills.filter((bill) => bill.active && bill.corporationId === currentCorporationId);
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
    answers: myBills,
  },
  {
    route: 'GET /v1/flow/flows/:id',
    schema: billAnswerSchema,
    answers: async (http) => {
      const pages = await myBills(http);
      const bills = pages.flatMap((page) => parse(pageOf('items', billSummarySchema), page).items);
      return Promise.all(
        bills.slice(-DETAILS).map((bill) =>
          get(http, `/v1/flow/flows/${encodeURIComponent(bill.id)}`, {
            dims: 'form.submitterId',
          }),
        ),
      );
    },
  },
  {
    route: 'GET /v1/organization/staffs/actives',
    schema: staffNamesSchema,
    answers: async (http) => [await get(http, '/v1/organization/staffs/actives')],
  },
  {
    route: 'GET /form/v1/specificationVersions',
    schema: pageOf('items', specificationSchema),
    notSent: {
      'items[].enName':
        'the lab names its bill types in Chinese only; the English name is optional',
    },
    answers: async (http) => [
      await get(http, '/form/v1/specificationVersions', {
        search: '',
        limit: 1000,
        entity: 'form.Specification.Versioned',
      }),
    ],
  },
  {
    route: 'GET /v1/form/feeTypes',
    schema: pageOf('items', feeTypeSchema),
    answers: async (http) => [
      await get(http, '/v1/form/feeTypes', { search: '', limit: 1000, entity: 'flow.FeeType' }),
    ],
  },
  {
    route: 'GET /v1/organization/staffs/staffSetting/:deviceType',
    schema: staffSettingSchema,
    answers: async (http) => [
      await get(http, '/v1/organization/staffs/staffSetting/web', { locale: 'zh-CN' }),
    ],
  },
  {
    route: 'GET /account/v2/session',
    schema: accountSessionSchema,
    answers: async (http) => [await get(http, '/account/v2/session')],
  },
  {
    route: 'POST /v1/flow/backlogs/search (approval)',
    schema: pageOf('items', approvalTaskSchema),
    answers: async (http) => [await backlog(http)],
  },
  {
    route: 'GET /v1/flow/flows/:id (approval)',
    schema: record({ value: approvalBillSchema }),
    answers: async (http) => {
      const tasks = parse(pageOf('items', approvalTaskSchema), await backlog(http)).items;
      const ids = [...tasks.slice(0, DETAILS).map((task) => task.billId), ...paymentBillIds()];
      return Promise.all(
        ids.map((id) =>
          get(http, `/v1/flow/flows/${encodeURIComponent(id)}`, { dims: 'form.submitterId' }),
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

describe('the mock backend’s answers against the app’s wire contracts', () => {
  let mock: MockServer;
  let server: Server;
  let http: HttpClient;

  beforeAll(async () => {
    mock = createMockServer({ seed: 1 });
    giveTheActorARejectedBill(mock);
    seeded = mock;
    server = await new Promise<Server>((resolve) => {
      const listening = mock.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    http = createHttpClient({
      baseURL: `${origin}/api`,
      grantEndpointPatterns: [`${origin}/api/`],
      getGrantToken: () => mock.state.accessToken,
    });
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        mock.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  const answered = new Map<ContractCase, Promise<unknown[]>>();
  const answersOf = (contractCase: ContractCase) => {
    const known = answered.get(contractCase) ?? contractCase.answers(http);
    answered.set(contractCase, known);
    return known;
  };

  describe.each(CASES)('$route', (contractCase) => {
    const { schema, notSent = {} } = contractCase;

    it('answers what the contract reads, dropping no entry', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const bodies = await answersOf(contractCase);
        expect(bodies.length).toBeGreaterThan(0);
        for (const body of bodies) parse(schema, body);
        expect(warn.mock.calls.map(([message]) => String(message))).toEqual([]);
      } finally {
        warn.mockRestore();
      }
    });

    it('sends every field the contract reads, so a field renamed on one side fails here', async () => {
      expect(fieldsNeverSent(schema, await answersOf(contractCase))).toEqual(Object.keys(notSent));
    });
  });
});
