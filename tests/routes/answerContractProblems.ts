import { readerOf, type AnswerContracts } from '../../mocks-server/answerContracts/answerContract';
import type { AnswerCheckReport } from '../../mocks-server/answerContracts/AnswerCheck';
import { mergeShape } from '../../mocks-server/answerContracts/mergeShape';
import type { RouteKey } from '../../mocks-server/testing/unusedRoutes';
import { fieldsNeverSent } from '../integration/node/contracts/fieldsNeverSent';

export interface AnswerContractInput {
  contracts: AnswerContracts;
  /** Routes the app's pages called during the run. */
  called: ReadonlySet<RouteKey>;
  /** Routes the mock has. */
  known: ReadonlySet<RouteKey>;
  /** One per lab (shard) of the run. */
  reports: readonly AnswerCheckReport[];
}

function merged(reports: readonly AnswerCheckReport[]) {
  const answered = new Map<string, number>();
  const shapes = new Map<string, unknown[]>();
  for (const report of reports) {
    for (const [key, count] of Object.entries(report.answered))
      answered.set(key, (answered.get(key) ?? 0) + count);
    for (const [key, readers] of Object.entries(report.shapes)) {
      const known = shapes.get(key) ?? [];
      shapes.set(
        key,
        readers.map((shape, index) => mergeShape(known[index], shape)),
      );
    }
  }
  return { answered, shapes, violations: reports.flatMap((report) => report.violations) };
}

/**
 * What the e2e run's answers say against the answer contracts: an answer that broke its contract,
 * a route the app called with no contract, a contract no answer tested, a field a contract reads
 * that no answer ever carried (a field renamed on one side), and list entries that are no longer
 * true.
 */
export function answerContractProblems(input: AnswerContractInput): string[] {
  const { contracts, called, known } = input;
  const { answered, shapes, violations } = merged(input.reports);
  const problems = [...violations];
  for (const key of called) {
    if (!contracts[key]) problems.push(`${key}: the app calls it, but it has no answer contract`);
  }
  for (const [key, contract] of Object.entries(contracts) as [
    RouteKey,
    AnswerContracts[RouteKey],
  ][]) {
    if (!known.has(key))
      problems.push(`${key}: has an answer contract, but the mock has no such route`);
    if (!contract || 'noJson' in contract || !called.has(key)) continue;
    if (!answered.get(key)) {
      problems.push(`${key}: the app calls it, but none of its answers in the run was checked`);
      continue;
    }
    const notSent = new Set(Object.keys(contract.notSent ?? {}));
    const readShapes = shapes.get(key) ?? [];
    const missing = new Set<string>();
    contract.schemas.forEach((item, index) => {
      const shape = readShapes[index];
      if (shape === undefined || shape === null) {
        problems.push(`${key}: no answer in the run was for reader ${index + 1}`);
        return;
      }
      for (const field of fieldsNeverSent(readerOf(item).schema, [shape])) missing.add(field);
    });
    for (const field of missing) {
      if (!notSent.has(field))
        problems.push(
          `${key}: the contract reads ${field}, which no answer carried (renamed on one side?)`,
        );
    }
    for (const field of notSent) {
      if (!missing.has(field))
        problems.push(`${key}: ${field} is listed as never sent, but the lab sends it`);
    }
  }
  return problems;
}
