import { existsSync, readFileSync } from 'node:fs';
import { createMockServer } from '../../mocks-server';
import { ANSWER_CONTRACTS } from '../../mocks-server/answerContracts/answerContracts';
import { listRoutes } from '../../mocks-server/testing/listRoutes';
import { calledRoutes, routeKey } from '../../mocks-server/testing/unusedRoutes';
import { readAnswerChecks } from '../e2e/answerCheckFiles';
import { ROUTES_SEEN_FILE } from '../e2e/routeJournal';
import { answerContractProblems, readersNotReached } from './answerContractProblems';

/**
 * After the full e2e run (tests/run-all.ts): every answer the app's pages got follows the contract
 * the app reads it with (mocks-server/answerContracts), and every route they called has one.
 */
function main(): number {
  const reports = readAnswerChecks();
  if (reports.length === 0 || !existsSync(ROUTES_SEEN_FILE)) {
    console.error('No answer-check report or routes-seen list: run the whole e2e suite first.');
    return 1;
  }
  const mock = createMockServer();
  const routes = listRoutes(mock.app);
  mock.close();
  const seen = readFileSync(ROUTES_SEEN_FILE, 'utf8').split('\n').filter(Boolean);
  const input = {
    contracts: ANSWER_CONTRACTS,
    called: calledRoutes(routes, seen),
    known: new Set(routes.map(routeKey)),
    reports,
  };
  const problems = answerContractProblems(input);
  for (const note of readersNotReached(input))
    console.info(
      `no successful answer in the run for ${note} (the in-process drift tests read it)`,
    );
  for (const problem of problems) console.error(problem);
  const checked = reports.reduce(
    (sum, report) => sum + Object.values(report.answered).reduce((a, b) => a + b, 0),
    0,
  );
  console.info(
    `${Object.keys(ANSWER_CONTRACTS).length} answer contracts, ${checked} answers checked, ` +
      `${problems.length} problems`,
  );
  return problems.length === 0 ? 0 : 1;
}

process.exit(main());
