import { FLAG_CATALOG } from '../../flags/catalog';
import { evaluateFlag } from '../../flags/evaluation';
import { DEFAULT_DEFINITIONS_DIR, loadDefinitions } from './loadDefinitions';
import { booleanFlag, segmentFlag, tenantSegment, writeDefinitions } from './testing/flagFixtures';

const NOW = '2026-05-01T00:00:00.000Z';
const MODULES = ['bills', 'approval', 'print', 'upload', 'group-center', 'admin-rules'];

describe('the shipped flag definitions', () => {
  const { flags, segments } = loadDefinitions(DEFAULT_DEFINITIONS_DIR, NOW);
  const byKey = new Map(flags.map((flag) => [flag.key, flag]));

  it.each(MODULES)('have module-%s enabled and serving true to everyone', (module) => {
    expect(byKey.get(`module-${module}`)).toMatchObject({
      isEnabled: true,
      variationType: 'boolean',
      fallthrough: { variations: [{ id: 'on', rollout: [0, 1] }] },
    });
  });

  it('have a flag that targets a tenant by corporationId', () => {
    const rule = byKey.get('upload-file-types')?.rules[0];
    expect(rule?.conditions[0]).toMatchObject({ property: 'corporationId', op: 'IsOneOf' });
  });

  it('have a percentage rollout that buckets whole tenants', () => {
    const rollouts = flags.filter((flag) => flag.fallthrough.variations.length > 1);
    expect(rollouts.map((flag) => flag.fallthrough.dispatchKey)).toContain('corporationId');
  });

  it.each(Object.entries(FLAG_CATALOG))(
    'define catalogue flag %s with its type, serving its default to an untargeted tenant',
    (key, definition) => {
      const flag = byKey.get(key);
      expect(flag?.variationType).toBe(definition.type);
      const user = { keyId: 'u1', name: 'u1', customizedProperties: [] };
      const served = flag && evaluateFlag(flag, user, segments).variation?.value;
      const expected =
        definition.type === 'json'
          ? JSON.stringify(definition.defaultValue)
          : String(definition.defaultValue);
      expect(served).toBe(expected);
    },
  );

  it('have one tenant segment', () => {
    expect(segments).toHaveLength(1);
    expect(segments[0].rules[0].conditions[0].property).toBe('corporationId');
  });
});

describe('loading definition files', () => {
  it('loads flags that use a segment defined beside them', () => {
    const dir = writeDefinitions({
      flags: [segmentFlag('pilot-only', 'seg-1')],
      segments: [tenantSegment('seg-1', ['c1'])],
    });
    expect(loadDefinitions(dir, NOW).flags.map((flag) => flag.key)).toEqual(['pilot-only']);
  });

  it('treats a missing segments.json as no segments', () => {
    const dir = writeDefinitions({ flags: [booleanFlag('a')] });
    expect(loadDefinitions(dir, NOW).segments).toEqual([]);
  });

  it('names the file when it is not valid JSON', () => {
    const dir = writeDefinitions({ flags: '[{"key": "a",]' });
    expect(() => loadDefinitions(dir, NOW)).toThrow(/flags\.json: is not valid JSON/);
  });

  it('names the file when flags.json is missing', () => {
    const dir = writeDefinitions({ segments: [] });
    expect(() => loadDefinitions(dir, NOW)).toThrow(/flags\.json: cannot be read/);
  });

  it('names the file and the entry that lacks a key', () => {
    const keyless = { ...booleanFlag('b'), key: undefined };
    const dir = writeDefinitions({ flags: [booleanFlag('a'), keyless] });
    expect(() => loadDefinitions(dir, NOW)).toThrow(/flags\.json: entry \[1\]: key is missing/);
  });

  it('names the file, the entry and the field of a bad flag', () => {
    const dir = writeDefinitions({ flags: [booleanFlag('a', { disabledVariationId: 'x' })] });
    expect(() => loadDefinitions(dir, NOW)).toThrow(
      /flags\.json: entry \[0\] "a": disabledVariationId "x"/,
    );
  });

  it('names both entries that share a key', () => {
    const dir = writeDefinitions({
      flags: [booleanFlag('a'), booleanFlag('b'), booleanFlag('a', { id: 'other-id' })],
    });
    expect(() => loadDefinitions(dir, NOW)).toThrow(
      /flags\.json: entries \[0\] and \[2\] have the same key "a"/,
    );
  });

  it('names a flag that uses a segment the segments file lacks', () => {
    const dir = writeDefinitions({ flags: [segmentFlag('f', 'missing-seg')], segments: [] });
    expect(() => loadDefinitions(dir, NOW)).toThrow(/entry \[0\] "f": .*"missing-seg"/);
  });

  it('names a duplicate segment key in segments.json', () => {
    const dir = writeDefinitions({
      flags: [],
      segments: [tenantSegment('s1', []), { ...tenantSegment('s2', []), key: 's1' }],
    });
    expect(() => loadDefinitions(dir, NOW)).toThrow(/segments\.json: entries \[0\] and \[1\]/);
  });
});
