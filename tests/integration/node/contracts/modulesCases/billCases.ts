import { approvalTaskSchema } from '@contracts/approval/approvalTask';
import { bulkAgreeAnswerSchema } from '@contracts/approval/bulkAgree';
import { billLinesAnswerSchema } from '@contracts/bills/requisition';
import { pageOf } from '@contracts/core/page';
import { parse } from '@contracts/core/parse';
import { dataLinksAnswerSchema } from '@contracts/relations/dataLink';
import { supplierProgressAnswerSchema } from '@contracts/relations/supplierProgress';
import { tripsAnswerSchema } from '@contracts/relations/trip';
import { resourcesAnswerSchema } from '@contracts/resources/resource';
import { createListQuery } from '@shell/query';
import type { HttpClient } from '@shell/http';
import type { MockServer } from '../../../../../mocks-server';
import {
  INVOICE_FILE_NOT_SENT,
  lineFieldsNotSent,
} from '../../../../../mocks-server/answerContracts/lineFieldsNotSent';
import { SPECIFICATION_FIELDS_PAGE } from '../../../../../mocks-server/answerContracts/modulesBillAnswers';
import {
  activeSpecifications,
  getJson,
  ownBills,
  postJson,
  type ContractCase,
} from '../describeContractCases';

/** Enough bills to meet every form type the seed has, few enough for a quick test. */
export const BILLS = 60;

/** One answer of `suffix` (trips, dataLinks…) per bill of the signed-in staff's corporation. */
const perBill =
  (suffix: string) =>
  (http: HttpClient, mock: MockServer): Promise<unknown[]> =>
    Promise.all(
      ownBills(mock)
        .slice(0, BILLS)
        .map((bill) => getJson(http, `/v1/flow/flows/${encodeURIComponent(bill.id)}/${suffix}`)),
    );

/** The bill types' field descriptors, a bill's lines, what a bill detail lists beside the bill, and the approver's bulk agree. */
export const billCases: ContractCase[] = [
  {
    route: 'GET /form/v1/specificationVersions (field descriptors)',
    schema: SPECIFICATION_FIELDS_PAGE,
    notSent: lineFieldsNotSent('items[].fields[].fields[]'),
    answers: async (http) => [await activeSpecifications(http)],
  },
  {
    route: 'GET /v1/flow/flows/:id (lines)',
    schema: billLinesAnswerSchema,
    notSent: {
      'value.form.details[].feeTypeForm.invoiceForm.invoices[].file': INVOICE_FILE_NOT_SENT,
    },
    answers: (http, mock) =>
      Promise.all(
        ownBills(mock)
          .slice(0, BILLS)
          .map((bill) => getJson(http, `/v1/flow/flows/${encodeURIComponent(bill.id)}`)),
      ),
  },
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
    route: 'GET /v1/flow/flows/:id/resources',
    schema: resourcesAnswerSchema,
    answers: perBill('resources'),
  },
  {
    route: 'POST /v1/flow/flows/approve/batch',
    schema: bulkAgreeAnswerSchema,
    answers: async (http) => {
      const backlog = await postJson(
        http,
        '/v1/flow/backlogs/search',
        createListQuery().page(1, 20).toBody(),
      );
      const ids = parse(pageOf('items', approvalTaskSchema), backlog).items.map(
        (task) => task.billId,
      );
      return [await postJson(http, '/v1/flow/flows/approve/batch', { ids, comment: '同意' })];
    },
  },
];
