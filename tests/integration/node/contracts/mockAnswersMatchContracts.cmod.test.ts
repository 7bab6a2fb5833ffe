import { readerOf } from '../../../../mocks-server/answerContracts/answerContract';
import { MODULES_ANSWERS } from '../../../../mocks-server/answerContracts/modulesAnswers';
import { SHELL_ANSWERS } from '../../../../mocks-server/answerContracts/shellAnswers';
import { describeContractCases, type ContractCase } from './describeContractCases';
import { billCases } from './modulesCases/billCases';
import { invoiceCases } from './modulesCases/invoiceCases';
import { lookupCases } from './modulesCases/lookupCases';
import { organizationCases } from './modulesCases/organizationCases';
import { printCases } from './modulesCases/printCases';
import { ruleCases } from './modulesCases/ruleCases';

jest.setTimeout(30_000);

const schemaOf = (item: Parameters<typeof readerOf>[0]) => readerOf(item).schema;

/** The modules' routes (modulesAnswers.ts), their answers read in-process. */
const CASES: ContractCase[] = [
  ...billCases,
  ...invoiceCases,
  ...printCases,
  ...ruleCases,
  ...organizationCases,
  ...lookupCases,
];

describe('the mock backend’s answers to the modules’ routes against their contracts', () => {
  it('checks each route with a schema the modules’ answer map names for it', () => {
    const unnamed = CASES.filter(({ route, schema }) => {
      const [method, path] = route.split(' ');
      const entry = MODULES_ANSWERS[`${method} /api${path}` as keyof typeof MODULES_ANSWERS];
      return !entry || !('schemas' in entry) || !entry.schemas.map(schemaOf).includes(schema);
    });
    expect(unnamed.map(({ route }) => route)).toEqual([]);
  });

  it('keeps the shell’s schemas of a route both read, since its entry here replaces the shell’s', () => {
    const shared = Object.entries(SHELL_ANSWERS).filter(([route]) => route in MODULES_ANSWERS);
    const lost = shared.filter(([route, shell]) => {
      const modules = MODULES_ANSWERS[route as keyof typeof MODULES_ANSWERS];
      const kept = modules && 'schemas' in modules ? modules.schemas.map(schemaOf) : [];
      return (
        shell &&
        'schemas' in shell &&
        shell.schemas.map(schemaOf).some((schema) => !kept.includes(schema))
      );
    });
    expect(lost.map(([route]) => route)).toEqual([]);
  });

  describeContractCases('the modules’ routes, answered in-process', CASES);
});
