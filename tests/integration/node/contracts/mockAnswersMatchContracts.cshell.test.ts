import { corporationsSchema } from '@contracts/organization/corporations';
import { currentStaffSchema } from '@contracts/organization/currentStaff';
import { describeContractCases, getJson, type ContractCase } from './describeContractCases';

/** The routes the shell (`src/`, outside `src/hosts`) reads, against the lab's answers. */
const CASES: ContractCase[] = [
  {
    route: 'GET /v1/organization/staffs/me',
    schema: currentStaffSchema,
    answers: async (http) => [await getJson(http, '/v1/organization/staffs/me')],
  },
  {
    route: 'GET /account/v2/corporations',
    schema: corporationsSchema,
    answers: async (http) => [await getJson(http, '/account/v2/corporations')],
  },
];

jest.setTimeout(30_000);

describeContractCases('the mock backend’s answers to the shell against its wire contracts', CASES);
