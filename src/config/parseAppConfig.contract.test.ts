import { appConfigFileSchema } from '@contracts/config/appConfigFile';
import fc from 'fast-check';
import * as v from 'valibot';
import { parseAppConfig } from './parseAppConfig';

/** Any JSON value, and edge values of the right kind, so both sides meet both. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('*', 'polling', 'x'.repeat(2048), 'x'.repeat(2049), null, true, 0, -1, 1e9),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.constant('*'), fc.integer())),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer())),
);

/** Mostly what the field should hold, sometimes anything: one wrong field among right ones. */
const mostly = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: right, weight: 12 }, { arbitrary: anyValue, weight: 1 });

const text = mostly(fc.oneof(fc.string({ maxLength: 12 }), fc.constant(null)));
const flag = mostly(fc.boolean());
const strings = mostly(fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }));

function section(fields: Record<string, fc.Arbitrary<unknown>>) {
  return mostly(fc.record(fields, { requiredKeys: [] }));
}

/** Config files as a deployment might write them: right, or wrong in one place or more. */
const configFile = section({
  apiBase: text,
  grantEndpointPatterns: strings,
  registryUrl: text,
  registryFallbackUrl: text,
  documentPreviewHost: text,
  featbit: section({
    mode: mostly(fc.constantFrom('streaming', 'polling')),
    sdkKey: text,
    streamingUrl: text,
    pollingUrl: text,
    eventsUrl: text,
  }),
  identityProvider: section({ host: text, clientId: text, crossOrigin: flag }),
  lab: section({ enabled: flag, crashRoute: flag, host: text }),
  hosts: section({
    sdkUrls: mostly(fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 8 }))),
    wecomSsoUrl: text,
    authorizeUrls: section({ dingtalk: text, feishu: text }),
    postEventOrigin: text,
    allowedMessageOrigins: strings,
    sdkTimeoutMs: mostly(fc.double({ min: 1, max: 200_000, noNaN: true })),
  }),
});

/** Each value the file gives, with its path; null and absent mean "the default". */
function givenLeaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [[path, value]];
  return Object.entries(value).flatMap(([key, inner]) => givenLeaves(inner, [...path, key]));
}

function at(source: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    source,
  );
}

describe('the app config reader and its contract (contracts/config/appConfigFile.ts)', () => {
  it('find a file wrong in exactly the same cases', () => {
    fc.assert(
      fc.property(configFile, (file) => {
        const { problems } = parseAppConfig(file);
        expect(problems.length === 0).toBe(v.safeParse(appConfigFileSchema, file).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('read every value a right file gives as the contract reads it', () => {
    fc.assert(
      fc.property(configFile, (file) => {
        const reading = v.safeParse(appConfigFileSchema, file);
        if (!reading.success) return;
        const { config } = parseAppConfig(file);
        for (const [path, value] of givenLeaves(reading.output)) {
          expect([path, at(config, path)]).toEqual([path, value]);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
