import { parse } from '@contracts/core/parse';
import {
  paperTasksPageSchema,
  printBillAnswerSchema,
  printBillsPageSchema,
  printTemplatesAnswerSchema,
} from '@contracts/print/printBill';
import type { HttpClient } from '@shell/http';
import { createListQuery } from '@shell/query';
import {
  printListNotSent,
  SAMPLING_NOT_SENT,
} from '../../../../../mocks-server/answerContracts/printNotSent';
import { getJson, postJson, type ContractCase } from '../describeContractCases';
import { BILLS } from './billCases';

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

/** The print center, the paper lists and a bill as the print pages read it. */
export const printCases: ContractCase[] = [
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
