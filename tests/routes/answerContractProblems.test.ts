import { record, text } from '@contracts/core/fields';
import type { AnswerContracts } from '../../mocks-server/answerContracts/answerContract';
import type { AnswerCheckReport } from '../../mocks-server/answerContracts/AnswerCheck';
import type { RouteKey } from '../../mocks-server/testing/unusedRoutes';
import { answerContractProblems } from './answerContractProblems';

const STAFF: RouteKey = 'GET /api/staff';
const FILE: RouteKey = 'GET /api/file';
const staff = record({ name: text(), title: text() });

const report = (over: Partial<AnswerCheckReport> = {}): AnswerCheckReport => ({
  answered: { [STAFF]: 2 },
  violations: [],
  shapes: { [STAFF]: [{ name: 'Li', title: 'CFO' }] },
  ...over,
});

const problems = (contracts: AnswerContracts, reports = [report()], called = [STAFF]) =>
  answerContractProblems({
    contracts,
    called: new Set(called),
    known: new Set([STAFF, FILE]),
    reports,
  });

describe('judging the e2e run’s answers against the answer contracts', () => {
  it('finds nothing when every called route has a contract its answers met in full', () => {
    expect(problems({ [STAFF]: { schemas: [staff] }, [FILE]: { noJson: 'a file' } })).toEqual([]);
  });

  it('names a route the app called that has no contract', () => {
    expect(problems({}, [report()], [STAFF, FILE])).toEqual([
      `${STAFF}: the app calls it, but it has no answer contract`,
      `${FILE}: the app calls it, but it has no answer contract`,
    ]);
  });

  it('fails on a field the contract reads that no answer of any shard carried', () => {
    const renamed = report({ shapes: { [STAFF]: [{ name: 'Li', titel: 'CFO' }] } });
    expect(problems({ [STAFF]: { schemas: [staff] } }, [renamed, report({ shapes: {} })])).toEqual([
      `${STAFF}: the contract reads title, which no answer carried (renamed on one side?)`,
    ]);
  });

  it('keeps the never-sent list true: a listed field the lab does send is reported', () => {
    expect(
      problems({ [STAFF]: { schemas: [staff], notSent: { title: 'the seed has none' } } }),
    ).toEqual([`${STAFF}: title is listed as never sent, but the lab sends it`]);
  });

  it('passes on the violations the labs saw and reports a contract no answer tested', () => {
    const broken = report({ violations: ['GET /api/staff (schema 1) /api/staff: name: bad'] });
    expect(problems({ [STAFF]: { schemas: [staff] } }, [broken])).toEqual([
      'GET /api/staff (schema 1) /api/staff: name: bad',
    ]);
    expect(problems({ [STAFF]: { schemas: [staff] } }, [report({ answered: {} })])).toEqual([
      `${STAFF}: the app calls it, but none of its answers in the run was checked`,
    ]);
  });

  it('holds each reader to the answers it reads, and asks that every reader met one', () => {
    const countOnly = record({ count: text() });
    const readers = {
      [STAFF]: {
        schemas: [staff, { schema: countOnly, when: () => false }],
      },
    };
    expect(
      problems(readers, [report({ shapes: { [STAFF]: [{ name: 'Li', title: 'CFO' }, null] } })]),
    ).toEqual([`${STAFF}: no answer in the run was for reader 2`]);
  });

  it('reports a contract for a route the mock does not have', () => {
    expect(problems({ [STAFF]: { schemas: [staff] }, 'GET /api/gone': { noJson: 'x' } })).toEqual([
      'GET /api/gone: has an answer contract, but the mock has no such route',
    ]);
  });
});
