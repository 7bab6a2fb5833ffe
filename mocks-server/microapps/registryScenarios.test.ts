import {
  REGISTRY_SCENARIOS,
  scenarioEntries,
  scenariosFromCookie,
  SLOW_LOADER_BUNDLES,
  SLOW_LOADER_DELAY_MS,
} from './registryScenarios';

describe('scenariosFromCookie', () => {
  it('ignores a cookie value with a malformed percent escape instead of throwing', () => {
    expect(scenariosFromCookie('lab-scenario=%E0%A4%A')).toEqual([]);
    expect(scenariosFromCookie('session=1; lab-scenario=100%')).toEqual([]);
  });

  it('reads nothing from a missing or unrelated cookie', () => {
    expect(scenariosFromCookie(undefined)).toEqual([]);
    expect(scenariosFromCookie('')).toEqual([]);
    expect(scenariosFromCookie('session=abc; theme=dark')).toEqual([]);
  });

  it('finds the lab-scenario cookie among several', () => {
    const cookie = 'session=abc; lab-scenario=bundle-throws; theme=dark';
    expect(scenariosFromCookie(cookie)).toEqual(['bundle-throws']);
  });

  it('reads a cookie that comes first, and one without a space after the semicolon', () => {
    expect(scenariosFromCookie('lab-scenario=slow-loader;a=1')).toEqual(['slow-loader']);
    expect(scenariosFromCookie('a=1;lab-scenario=slow-loader')).toEqual(['slow-loader']);
  });

  it('does not take a cookie whose name only ends in lab-scenario', () => {
    expect(scenariosFromCookie('old-lab-scenario=registry-down')).toEqual([]);
  });

  it('reads comma-separated scenarios, trimmed, in order', () => {
    expect(scenariosFromCookie('lab-scenario=bundle-404, slow-loader')).toEqual([
      'bundle-404',
      'slow-loader',
    ]);
  });

  it('reads url-encoded commas', () => {
    expect(scenariosFromCookie('lab-scenario=bundle-no-mount%2Cregistry-down')).toEqual([
      'bundle-no-mount',
      'registry-down',
    ]);
  });

  it('ignores unknown names', () => {
    const cookie = 'lab-scenario=bundle-throws,delete-everything,,__proto__,toString';
    expect(scenariosFromCookie(cookie)).toEqual(['bundle-throws']);
  });

  it('knows every scenario by name', () => {
    const cookie = `lab-scenario=${REGISTRY_SCENARIOS.join(',')}`;
    expect(scenariosFromCookie(cookie)).toEqual([...REGISTRY_SCENARIOS]);
  });
});

describe('scenarioEntries', () => {
  it('adds nothing when the registry is down', () => {
    expect(scenarioEntries('registry-down')).toEqual([]);
  });

  it('points bundle-404 at a bundle the lab does not serve', () => {
    expect(scenarioEntries('bundle-404')).toEqual([
      expect.objectContaining({
        name: 'lab-bundle-404',
        type: 'APPLICATION',
        rootPath: '/lab/bundle-404',
        bundleUrl: '/lab-bundles/missing.js',
      }),
    ]);
  });

  it.each([
    ['bundle-throws', 'throws'],
    ['bundle-no-mount', 'no-mount'],
    ['bundle-slow-bootstrap', 'slow-bootstrap'],
    ['bundle-mount-rejects', 'mount-rejects'],
    ['bundle-unmount-hangs', 'unmount-hangs'],
  ] as const)('adds one APPLICATION for %s, served as the %s bundle', (scenario, kind) => {
    const entries = scenarioEntries(scenario);
    expect(entries).toEqual([
      {
        name: `lab-${scenario}`,
        uuid: `00000000-0000-4000-8000-lab-${scenario}`,
        version: '0.0.0-lab',
        type: 'APPLICATION',
        rootPath: `/lab/${scenario}`,
        bundleUrl: `/lab-bundles/${kind}.js?name=lab-${scenario}`,
        priority: 2,
        entry: 'default',
        dependencies: [],
        params: { title: { 'zh-CN': `实验:${scenario}`, 'en-US': `Lab: ${scenario}` } },
      },
    ]);
  });

  describe('for slow-loader', () => {
    const entries = scenarioEntries('slow-loader');

    it(`adds ${SLOW_LOADER_BUNDLES} UTIL entries with distinct names and uuids`, () => {
      expect(entries).toHaveLength(8);
      expect(entries.every((entry) => entry.type === 'UTIL')).toBe(true);
      expect(entries.map((entry) => entry.name)).toEqual(
        Array.from({ length: 8 }, (_, index) => `lab-slow-util-${index + 1}`),
      );
      expect(new Set(entries.map((entry) => entry.uuid)).size).toBe(8);
    });

    it('spreads priorities over 1, 2 and 3', () => {
      expect(entries.map((entry) => entry.priority)).toEqual([1, 2, 3, 1, 2, 3, 1, 2]);
    });

    it('gives them no rootPath, even once sent as JSON', () => {
      expect(entries.every((entry) => entry.rootPath === undefined)).toBe(true);
      const sent = JSON.parse(JSON.stringify(entries)) as Array<Record<string, unknown>>;
      expect(sent.some((entry) => 'rootPath' in entry)).toBe(false);
    });

    it('loads each from the util bundle under its own name, held back by the delay', () => {
      expect(entries[0].bundleUrl).toBe(
        `/lab-bundles/util.js?name=lab-slow-util-1&delayMs=${SLOW_LOADER_DELAY_MS}`,
      );
      for (const entry of entries) expect(entry.bundleUrl).toContain(`name=${entry.name}&`);
    });
  });
});
