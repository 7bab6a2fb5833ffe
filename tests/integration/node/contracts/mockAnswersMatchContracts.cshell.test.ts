import { currentStaffSchema } from '@contracts/organization/currentStaff';
import { describeContractCases, getJson, type ContractCase } from './describeContractCases';

/** The routes the shell (`src/`, outside `src/hosts`) reads, against the lab's answers. */
const CASES: ContractCase[] = [
  {
    route: 'GET /v1/organization/staffs/me',
    schema: currentStaffSchema,
    answers: async (http) => [await getJson(http, '/v1/organization/staffs/me')],
  },
];

jest.setTimeout(30_000);

describeContractCases('the mock backend’s answers to the shell against its wire contracts', CASES);
