import { figure, goal, round, type BenchFigure } from './BenchFigure';
import type { MockThroughput } from './measureMockThroughput';

export function mockFigures(mock: MockThroughput, runsNote: string): BenchFigure[] {
  const section = 'Mock backend';
  const how = `autocannon, 10 connections, GET ${mock.path}, ${runsNote}, journal on/off alternating`;
  return [
    figure({
      id: 'mock.requestsPerSecond',
      section,
      label: 'Throughput with the journal on',
      value: mock.journalOn.requestsPerSecond,
      unit: 'req/s',
      goal: goal('at least', 3000),
      how,
    }),
    figure({
      id: 'mock.p99LatencyMs',
      section,
      label: 'p99 latency with the journal on',
      value: mock.journalOn.p99LatencyMs,
      unit: 'ms',
      goal: goal('at most', 20),
      how,
    }),
    figure({
      id: 'mock.errors',
      section,
      label: 'Errors and non-2xx answers',
      value: mock.journalOn.errors + mock.journalOff.errors,
      unit: 'answers',
      goal: goal('exactly', 0),
      how,
    }),
    figure({
      id: 'mock.journalCostRatio',
      section,
      label: 'Throughput with the journal on, as a share of with it off',
      value: round(mock.journalOn.requestsPerSecond / mock.journalOff.requestsPerSecond, 2),
      unit: '×',
      how: 'medians from the same run, so the machine’s speed cancels out',
    }),
  ];
}
