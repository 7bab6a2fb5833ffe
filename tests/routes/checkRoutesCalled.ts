import { existsSync, readFileSync } from 'node:fs';
import { createMockServer } from '../../mocks-server';
import { LAB_ONLY_ROUTES } from '../../mocks-server/testing/labOnlyRoutes';
import { listRoutes } from '../../mocks-server/testing/listRoutes';
import { ROUTES_AWAITING_E2E } from '../../mocks-server/testing/routesAwaitingE2e';
import { routeKey, unusedRoutes } from '../../mocks-server/testing/unusedRoutes';
import { ROUTES_SEEN_FILE } from '../e2e/routeJournal';

/**
 * After the full e2e run (tests/run-all.ts): every mock route the journal can see is either
 * called by the app's pages during the run or listed, with its reason, as a lab-only route.
 * A listed route the app now calls, or one the mock no longer has, is reported too, so the list
 * stays true.
 */
function main(): number {
  if (!existsSync(ROUTES_SEEN_FILE)) {
    console.error(`${ROUTES_SEEN_FILE} is missing: run the whole e2e suite first.`);
    return 1;
  }
  const seen = readFileSync(ROUTES_SEEN_FILE, 'utf8').split('\n').filter(Boolean);
  const mock = createMockServer();
  const routes = listRoutes(mock.app);
  mock.close();
  const unused = new Set<string>(unusedRoutes(routes, seen));
  const awaiting = new Set(Object.keys(ROUTES_AWAITING_E2E));
  const listed = new Set([...Object.keys(LAB_ONLY_ROUTES), ...awaiting]);
  const known = new Set<string>(routes.map(routeKey));
  const problems = [
    ...[...unused]
      .filter((key) => !listed.has(key))
      .map((key) => `${key}: the app never called it and it is not listed as lab-only`),
    ...[...listed]
      .filter((key) => known.has(key) && !unused.has(key))
      .map((key) => `${key}: listed as lab-only or awaiting e2e, but the app called it`),
    ...[...listed]
      .filter((key) => !known.has(key))
      .map((key) => `${key}: listed as lab-only, but the mock has no such route`),
  ];
  for (const problem of problems) console.error(problem);
  for (const key of awaiting)
    console.info(
      `awaiting an e2e story: ${key} (${ROUTES_AWAITING_E2E[key as keyof typeof ROUTES_AWAITING_E2E]})`,
    );
  console.info(
    `${routes.length} mock routes, ${unused.size} not called by the app, ` +
      `${listed.size - awaiting.size} listed as lab-only, ${awaiting.size} awaiting an e2e story, ` +
      `${problems.length} problems`,
  );
  return problems.length === 0 ? 0 : 1;
}

process.exit(main());
