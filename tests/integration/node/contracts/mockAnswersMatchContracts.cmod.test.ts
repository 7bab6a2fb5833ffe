import { invoiceChecksAnswerSchema } from '@contracts/invoices/invoiceCheck';
import { walletAnswerSchema, walletKeptAnswerSchema } from '@contracts/invoices/walletInvoice';
import { parse } from '@contracts/core/parse';
import {
  paperTasksPageSchema,
  printBillAnswerSchema,
  printBillsPageSchema,
  printTemplatesAnswerSchema,
} from '@contracts/print/printBill';
import { createListQuery } from '@shell/query';
import { dataLinksAnswerSchema } from '@contracts/relations/dataLink';
import { supplierProgressAnswerSchema } from '@contracts/relations/supplierProgress';
import { tripsAnswerSchema } from '@contracts/relations/trip';
import type { HttpClient } from '@shell/http';
import type { MockServer } from '../../../../mocks-server';
import { sampleInvoicesOf } from '../../../../mocks-server/invoices/sampleInvoices';
import { MODULES_ANSWERS } from '../../../../mocks-server/answerContracts/modulesAnswers';
import {
  printListNotSent,
  SAMPLING_NOT_SENT,
} from '../../../../mocks-server/answerContracts/printNotSent';
import {
  describeContractCases,
  getJson,
  ownBills,
  postJson,
  type ContractCase,
} from './describeContractCases';

jest.setTimeout(30_000);

/** Enough bills to meet every form type the seed has, few enough for a quick test. */
const BILLS = 60;

/** One answer of `suffix` (trips, dataLinks…) per bill of the signed-in staff's corporation. */
const perBill =
  (suffix: string) =>
  (http: HttpClient, mock: MockServer): Promise<unknown[]> =>
    Promise.all(
      ownBills(mock)
        .slice(0, BILLS)
        .map((bill) => getJson(http, `/v1/flow/flows/${encodeURIComponent(bill.id)}/${suffix}`)),
    );

/** The lab's sample invoices of the signed-in staff's corporation, as the app sends invoices. */
const sampleInputs = (mock: MockServer) =>
  sampleInvoicesOf(mock.state, mock.state.currentCorporationId).map(({ printed }) => ({
    invoiceType: printed.invoiceType,
    invoiceCode: printed.invoiceCode,
    invoiceNumber: printed.invoiceNumber,
    amount: printed.amount,
    issueDate: printed.issueDate,
    checkCode: printed.checkCode,
  }));

const keptInvoices = new WeakMap<MockServer, Promise<unknown[]>>();
/** A photo of the invoice, as the uploader's attachment (the wallet keeps whatever it is given). */
const photoOf = (index: number) => ({
  fileId: { id: `photo-${index}`, key: `k${index}`, url: `/files/${index}`, thumbUrl: '' },
  fileName: `invoice-${index}.png`,
});

/** The wallet starts empty: each sample is kept once, every other one with its photo. */
function keepSamples(http: HttpClient, mock: MockServer): Promise<unknown[]> {
  const kept =
    keptInvoices.get(mock) ??
    Promise.all(
      sampleInputs(mock).map((invoice, index) =>
        postJson(http, '/v1/invoice/wallet', {
          invoice,
          ...(index % 2 === 0 ? { file: photoOf(index) } : {}),
        }),
      ),
    );
  keptInvoices.set(mock, kept);
  return kept;
}

const printBills = (http: HttpClient) =>
  postJson(http, '/v1/print/flows/search', createListQuery().page(1, 100).toBody());

/** The paper lists of the signed-in staff: to send, and to receive. */
const paperTasks = (http: HttpClient) =>
  Promise.all(
    [['SENDING'], ['RECEIVING', 'RECEIVING_EXCEP']].map((states) =>
      postJson(
        http,
        '/v1/flow/backlogs/search',
        createListQuery().in('state', states).page(1, 100).toBody(),
      ),
    ),
  );

/** The modules' routes (modulesAnswers.ts), their answers read in-process. */
const CASES: ContractCase[] = [
  {
    route: 'GET /v1/flow/flows/:id/trips',
    schema: tripsAnswerSchema,
    answers: perBill('trips'),
  },
  {
    route: 'GET /v1/flow/flows/:id/dataLinks',
    schema: dataLinksAnswerSchema,
    answers: perBill('dataLinks'),
  },
  {
    route: 'GET /v1/flow/flows/:id/supplierProgress',
    schema: supplierProgressAnswerSchema,
    answers: perBill('supplierProgress'),
  },
  {
    route: 'POST /v1/invoice/checks',
    schema: invoiceChecksAnswerSchema,
    answers: async (http, mock) => [
      await postJson(http, '/v1/invoice/checks', { billId: null, invoices: sampleInputs(mock) }),
    ],
  },
  {
    route: 'POST /v1/invoice/wallet',
    schema: walletKeptAnswerSchema,
    answers: keepSamples,
  },
  {
    route: 'GET /v1/invoice/wallet',
    schema: walletAnswerSchema,
    answers: async (http, mock) => {
      await keepSamples(http, mock);
      return [await getJson(http, '/v1/invoice/wallet')];
    },
  },
  {
    route: 'POST /v1/print/flows/search',
    schema: printBillsPageSchema,
    notSent: printListNotSent('items[]'),
    answers: async (http) => [await printBills(http)],
  },
  {
    route: 'GET /v1/print/templates',
    schema: printTemplatesAnswerSchema,
    answers: async (http) => [await getJson(http, '/v1/print/templates')],
  },
  {
    route: 'POST /v1/flow/backlogs/search',
    schema: paperTasksPageSchema,
    notSent: printListNotSent('items[].flow'),
    answers: paperTasks,
  },
  {
    route: 'GET /v1/flow/flows/:id',
    schema: printBillAnswerSchema,
    notSent: { 'value.sampling': SAMPLING_NOT_SENT },
    answers: async (http) => {
      const { items } = parse(printBillsPageSchema, await printBills(http));
      const dims = 'form.submitterId,lastPrinter,form.expenseDepartment';
      return Promise.all(
        items
          .slice(0, BILLS)
          .map((bill) => getJson(http, `/v1/flow/flows/${encodeURIComponent(bill.id)}`, { dims })),
      );
    },
  },
];

describe('the mock backend’s answers to the modules’ routes against their contracts', () => {
  it('checks each route with a schema the modules’ answer map names for it', () => {
    const unnamed = CASES.filter(({ route, schema }) => {
      const [method, path] = route.split(' ');
      const entry = MODULES_ANSWERS[`${method} /api${path}` as keyof typeof MODULES_ANSWERS];
      return !entry || !('schemas' in entry) || !entry.schemas.includes(schema);
    });
    expect(unnamed.map(({ route }) => route)).toEqual([]);
  });

  describeContractCases(CASES);
});
