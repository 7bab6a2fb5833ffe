import type { MicroAppDescriptor } from '../MicroAppDescriptor';

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
