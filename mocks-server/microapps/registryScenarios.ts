import type { MicroAppDescriptor } from '../data/types';
import { readCookie } from '../http/readCookie';

/** Registry scenarios a person or a test picks with the `lab-scenario` cookie (comma-separated). */
export const REGISTRY_SCENARIOS = [
  'bundle-404',
  'bundle-throws',
  'bundle-no-mount',
  'bundle-slow-bootstrap',
  'bundle-mount-rejects',
  'bundle-unmount-hangs',
  'slow-loader',
  'registry-down',
] as const;
export type RegistryScenario = (typeof REGISTRY_SCENARIOS)[number];

export const SLOW_LOADER_BUNDLES = 8;
export const SLOW_LOADER_DELAY_MS = 800;

function app(kind: string, bundleUrl: string): MicroAppDescriptor {
  return {
    name: `lab-${kind}`,
    uuid: `00000000-0000-4000-8000-lab-${kind}`,
    version: '0.0.0-lab',
    type: 'APPLICATION',
    rootPath: `/lab/${kind}`,
    bundleUrl,
    priority: 2,
    entry: 'default',
    dependencies: [],
    params: { title: { 'zh-CN': `实验:${kind}`, 'en-US': `Lab: ${kind}` } },
  };
}

/** The extra registry entries a scenario adds; bundles are served from /lab-bundles/. */
export function scenarioEntries(scenario: RegistryScenario): MicroAppDescriptor[] {
  if (scenario === 'registry-down') return [];
  if (scenario === 'bundle-404') return [app('bundle-404', '/lab-bundles/missing.js')];
  if (scenario === 'slow-loader') {
    return Array.from({ length: SLOW_LOADER_BUNDLES }, (_, index) => ({
      ...app(
        `slow-util-${index + 1}`,
        `/lab-bundles/util.js?name=lab-slow-util-${index + 1}&delayMs=${SLOW_LOADER_DELAY_MS}`,
      ),
      type: 'UTIL' as const,
      rootPath: undefined,
      priority: ((index % 3) + 1) as 1 | 2 | 3,
    }));
  }
  const kind = scenario.replace(/^bundle-/, '');
  return [app(scenario, `/lab-bundles/${kind}.js?name=lab-${scenario}`)];
}

/** Reads the scenarios from a Cookie header; unknown names are ignored. */
export function scenariosFromCookie(cookie: string | undefined): RegistryScenario[] {
  const value = readCookie(cookie, 'lab-scenario');
  if (value === undefined || value === null) return [];
  const names = value.split(',').map((name) => name.trim());
  return names.filter((name): name is RegistryScenario =>
    (REGISTRY_SCENARIOS as readonly string[]).includes(name),
  );
}
