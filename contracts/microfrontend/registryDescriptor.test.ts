import { parseWithReasons } from '../core/parseWithReasons';
import { registryEntrySchema } from './registryDescriptor';

const entry = {
  name: 'bills',
  uuid: 'uuid-bills',
  version: '1.0.0',
  type: 'APPLICATION',
  rootPath: '/bills',
  bundleUrl: '/modules/bills.js',
};

describe('the registry descriptor contract', () => {
  it('gives every reason an entry is dropped, not only the first', () => {
    const reading = parseWithReasons(registryEntrySchema, {
      ...entry,
      version: ' ',
      bundleUrl: 'javascript:alert(1)',
      rootPath: undefined,
      dependencies: ['a', 7],
    });
    expect(reading).toEqual({
      ok: false,
      reasons: [
        'version is empty or not a string',
        'bundleUrl is not an http(s) URL',
        'dependency #1 is not a uuid string',
        'an APPLICATION has no rootPath',
      ],
    });
  });

  it('fills the defaults and notes a present but unusable priority or entry', () => {
    const reading = parseWithReasons(registryEntrySchema, { ...entry, priority: 9, entry: '' });
    expect(reading).toEqual({
      ok: true,
      output: {
        descriptor: { ...entry, priority: 2, entry: 'default', dependencies: [], params: {} },
        notes: [
          'priority is not 1, 2 or 3; using 2',
          'entry is empty or not a string; using "default"',
        ],
      },
    });
  });
});
