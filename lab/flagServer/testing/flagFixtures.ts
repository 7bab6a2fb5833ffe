import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FeatureFlag, Segment } from '../../../flags/evaluation/types';
import type { FlagDefinitions } from '../loadDefinitions';

const CREATED = '2026-01-01T00:00:00.000Z';

/** An enabled boolean flag serving "true" to everyone, in FeatBit's full shape. */
export function booleanFlag(key: string, overrides: Partial<FeatureFlag> = {}): FeatureFlag {
  return {
    id: `id-${key}`,
    envId: 'lab',
    key,
    name: key,
    variationType: 'boolean',
    variations: [
      { id: 'on', name: 'On', value: 'true' },
      { id: 'off', name: 'Off', value: 'false' },
    ],
    targetUsers: [],
    rules: [],
    isEnabled: true,
    disabledVariationId: 'off',
    fallthrough: {
      dispatchKey: null,
      includedInExpt: false,
      variations: [{ id: 'on', rollout: [0, 1], exptRollout: 1 }],
    },
    exptIncludeAllTargets: false,
    isArchived: false,
    tags: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** A segment of tenants, by corporationId. */
export function tenantSegment(id: string, corporationIds: string[]): Segment {
  return {
    id,
    envId: 'lab',
    name: id,
    key: id,
    type: 'environment-specific',
    included: [],
    excluded: [],
    rules: [
      {
        id: `${id}-rule`,
        name: 'tenants',
        conditions: [
          { property: 'corporationId', op: 'IsOneOf', value: JSON.stringify(corporationIds) },
        ],
      },
    ],
    isArchived: false,
    updatedAt: CREATED,
  };
}

/** A flag serving "true" only to members of `segmentId`. */
export function segmentFlag(key: string, segmentId: string): FeatureFlag {
  return booleanFlag(key, {
    rules: [
      {
        id: 'in-segment',
        name: 'In segment',
        dispatchKey: null,
        includedInExpt: false,
        conditions: [
          { property: 'User is in segment', op: 'IsOneOf', value: JSON.stringify([segmentId]) },
        ],
        variations: [{ id: 'on', rollout: [0, 1], exptRollout: 1 }],
      },
    ],
    fallthrough: {
      dispatchKey: null,
      includedInExpt: false,
      variations: [{ id: 'off', rollout: [0, 1], exptRollout: 1 }],
    },
  });
}

/** A fresh definitions folder; file contents are written as given (a string stays raw). */
export function writeDefinitions(files: { flags?: unknown; segments?: unknown }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'flag-definitions-'));
  for (const [name, content] of Object.entries(files)) {
    if (content === undefined) continue;
    const text = typeof content === 'string' ? content : JSON.stringify(content, null, 2);
    writeFileSync(path.join(dir, `${name}.json`), text);
  }
  return dir;
}

export function definitions(flags: FeatureFlag[], segments: Segment[] = []): FlagDefinitions {
  return { flags, segments };
}
