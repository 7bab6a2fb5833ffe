import type { MicroAppDescriptor } from '../MicroAppDescriptor';
import { validateRegistry } from '../validateRegistry';

/** A raw registry entry as the registry center would send it; override any field. */
export function rawEntry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'bills',
    uuid: 'uuid-bills',
    version: '1.0.0',
    type: 'APPLICATION',
    rootPath: '/bills',
    bundleUrl: 'https://cdn.test/bills.js',
    ...overrides,
  };
}

/** A validated descriptor for tests that start after validation. */
export function descriptor(overrides: Partial<MicroAppDescriptor> = {}): MicroAppDescriptor {
  const name = overrides.name ?? 'bills';
  return {
    name,
    uuid: `uuid-${name}`,
    version: '1.0.0',
    type: 'UTIL',
    bundleUrl: `https://cdn.test/${name}.js`,
    priority: 2,
    entry: 'default',
    dependencies: [],
    params: {},
    ...overrides,
  };
}

/** A raw UTIL entry (no rootPath) named `name`. */
export function rawUtil(
  name: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return rawEntry({ name, uuid: `uuid-${name}`, type: 'UTIL', rootPath: undefined, ...overrides });
}

/** Validates and collects what survived and what was warned about. */
export function validateForTest(input: unknown): {
  apps: MicroAppDescriptor[];
  kept: string[];
  warnings: string[];
} {
  const warnings: string[] = [];
  const apps = validateRegistry(input, (message) => warnings.push(message));
  return { apps, kept: apps.map((app) => app.name), warnings };
}
