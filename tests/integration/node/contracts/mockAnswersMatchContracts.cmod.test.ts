import { dataLinksAnswerSchema } from '@contracts/relations/dataLink';
import { supplierProgressAnswerSchema } from '@contracts/relations/supplierProgress';
import { tripsAnswerSchema } from '@contracts/relations/trip';
import type { HttpClient } from '@shell/http';
import type { MockServer } from '../../../../mocks-server';
import { MODULES_ANSWERS } from '../../../../mocks-server/answerContracts/modulesAnswers';
import {
  describeContractCases,
  getJson,
  ownBills,
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
