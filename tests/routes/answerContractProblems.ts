import type { AnswerContracts } from '../../mocks-server/answerContracts/answerContract';
import type { AnswerCheckReport } from '../../mocks-server/answerContracts/AnswerCheck';
import type { RouteKey } from '../../mocks-server/testing/unusedRoutes';

export interface AnswerContractInput {
  contracts: AnswerContracts;
  /** Routes the app's pages called during the run. */
  called: ReadonlySet<RouteKey>;
  /** Routes the mock has. */
  known: ReadonlySet<RouteKey>;
  /** One per lab (shard) of the run. */
  reports: readonly AnswerCheckReport[];
}

/**
 * What the e2e run's answers say against the answer contracts: an answer that broke its contract
 * (a required field missing, a list entry a reader would drop), a route the app called with no
 * contract, a contract for a route the mock does not have. Whether every field a contract reads
 * is sent is the in-process drift tests' question (mockAnswersMatchContracts*.test.ts): they ask
 * each route for answers that carry every field, which the e2e stories need not.
 */
export function answerContractProblems(input: AnswerContractInput): string[] {
  const { contracts, called, known } = input;
  const problems = input.reports.flatMap((report) => report.violations);
  for (const key of called) {
    if (!contracts[key]) problems.push(`${key}: the app calls it, but it has no answer contract`);
  }
  for (const key of Object.keys(contracts) as RouteKey[]) {
    if (!known.has(key))
      problems.push(`${key}: has an answer contract, but the mock has no such route`);
  }
  return problems;
}

/**
 * Readers of a called route that no successful answer in the run was for: not a failure (a route
 * the stories reach only through its refusals, or a reader of a rare request), but worth knowing.
 */
export function readersNotReached(input: AnswerContractInput): string[] {
  const reached = new Map<string, boolean[]>();
  for (const report of input.reports) {
    for (const [key, readers] of Object.entries(report.reached)) {
      const known = reached.get(key) ?? [];
      reached.set(
        key,
        readers.map((hit, index) => hit || known[index] === true),
      );
    }
  }
  const notes: string[] = [];
  for (const [key, contract] of Object.entries(input.contracts) as [
    RouteKey,
    AnswerContracts[RouteKey],
  ][]) {
    if (!contract || 'noJson' in contract || !input.called.has(key)) continue;
    const hits = reached.get(key) ?? [];
    contract.schemas.forEach((_item, index) => {
      if (!hits[index]) notes.push(`${key}: reader ${index + 1}`);
    });
  }
  return notes;
}
