import { figure, goal, round, type BenchFigure } from './BenchFigure';
import type { HostileLoad } from './measureHostileLoad';

export function hostileFigures(load: HostileLoad, seconds: number): BenchFigure[] {
  const section = 'Lab under hostile input';
  const how = `mock backend process; autocannon 5 connections on GET staffs/actives for ${seconds} s alone, then ${seconds} s beside 5 connections posting JSON nested 10,000 deep`;
  return [
    figure({
      id: 'hostile.normalFailures',
      section,
      label: 'Failed normal requests while under attack',
      value: load.normalFailures,
      unit: 'answers',
      goal: goal('exactly', 0),
      how,
    }),
    figure({
      id: 'hostile.serverErrors',
      section,
      label: `Hostile requests answered 5xx or not at all (of ${load.hostileRequests})`,
      value: load.hostileRequests > 0 ? load.hostileServerErrors : null,
      unit: 'answers',
      goal: goal('exactly', 0),
      how,
    }),
    figure({
      id: 'hostile.alive',
      section,
      label: 'The lab answers after the attack',
      value: load.alive,
      unit: 'yes = 1',
      goal: goal('exactly', 1),
      how,
    }),
    figure({
      id: 'hostile.throughputShare',
      section,
      label: 'Normal throughput under attack, as a share of alone',
      value: round(load.underAttackRequestsPerSecond / Math.max(1, load.aloneRequestsPerSecond), 2),
      unit: '×',
      how: 'the two normal runs of the same process, one after the other',
    }),
  ];
}
