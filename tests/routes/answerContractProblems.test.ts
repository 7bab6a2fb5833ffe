import { record, text } from '@contracts/core/fields';
import type { AnswerContracts } from '../../mocks-server/answerContracts/answerContract';
import type { AnswerCheckReport } from '../../mocks-server/answerContracts/AnswerCheck';
import type { RouteKey } from '../../mocks-server/testing/unusedRoutes';
import { answerContractProblems, readersNotReached } from './answerContractProblems';

const STAFF: RouteKey = 'GET /api/staff';
const FILE: RouteKey = 'GET /api/file';
const staff = record({ name: text(), title: text() });

const report = (over: Partial<AnswerCheckReport> = {}): AnswerCheckReport => ({
  answered: { [STAFF]: 2 },
  violations: [],
  reached: { [STAFF]: [true] },
  ...over,
});

const input = (contracts: AnswerContracts, reports = [report()], called = [STAFF]) => ({
  contracts,
  called: new Set(called),
  known: new Set([STAFF, FILE]),
  reports,
});

describe('judging the e2e run’s answers against the answer contracts', () => {
  it('finds nothing when every called route has a contract its answers met', () => {
    const contracts = { [STAFF]: { schemas: [staff] }, [FILE]: { noJson: 'a file' } };
    expect(answerContractProblems(input(contracts))).toEqual([]);
  });

  it('names a route the app called that has no contract', () => {
    expect(answerContractProblems(input({}, [report()], [STAFF, FILE]))).toEqual([
      `${STAFF}: the app calls it, but it has no answer contract`,
      `${FILE}: the app calls it, but it has no answer contract`,
    ]);
  });

  it('passes on every violation any shard’s lab saw', () => {
    const broken = report({ violations: ['GET /api/staff (reader 1) /api/staff: name: bad'] });
    expect(
      answerContractProblems(input({ [STAFF]: { schemas: [staff] } }, [report(), broken])),
    ).toEqual(['GET /api/staff (reader 1) /api/staff: name: bad']);
  });

  it('reports a contract for a route the mock does not have', () => {
    const contracts = { [STAFF]: { schemas: [staff] }, 'GET /api/gone': { noJson: 'x' } };
    expect(answerContractProblems(input(contracts))).toEqual([
      'GET /api/gone: has an answer contract, but the mock has no such route',
    ]);
  });

  it('notes a reader no answer in any shard was for, without failing on it', () => {
    const readers = {
      [STAFF]: { schemas: [staff, { schema: record({ count: text() }), when: () => false }] },
    };
    const shards = [report({ reached: { [STAFF]: [true, false] } }), report({ reached: {} })];
    expect(readersNotReached(input(readers, shards))).toEqual([`${STAFF}: reader 2`]);
    expect(answerContractProblems(input(readers, shards))).toEqual([]);
  });
});
