import * as v from 'valibot';
import { isPlainObject, record } from '../core/fields';

const SUFFIX = /^\.?[a-z0-9]{1,16}$/i;
const MAX_SUFFIXES = 100;
const MAX_SIZE_MB = 10_000;

const tidy = (suffix: string) => suffix.replace(/^\./, '').toLowerCase();
const isSuffix = (value: unknown): value is string =>
  typeof value === 'string' && SUFFIX.test(value);

/** A size limit in MB: a finite number above 0 and at most 10 000. */
export const sizeLimitMbSchema = v.pipe(
  v.number(),
  v.finite(),
  v.gtValue(0),
  v.maxValue(MAX_SIZE_MB),
);

// Pieces are dropped silently, not with a warning: the upload widget reads the flag each render.
const suffixes = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      Array.isArray(value) ? value.filter(isSuffix).map(tidy).slice(0, MAX_SUFFIXES) : [],
    ),
  ),
  () => [],
);

const maxSizeMbBySuffix = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const limits: Record<string, number> = {};
      if (!isPlainObject(value)) return limits;
      for (const [suffix, mb] of Object.entries(value).slice(0, MAX_SUFFIXES)) {
        if (isSuffix(suffix) && v.is(sizeLimitMbSchema, mb)) limits[tidy(suffix)] = mb;
      }
      return limits;
    }),
  ),
  () => ({}),
);

/**
 * The `upload-file-types` flag's JSON value (flags/catalog.ts): the tenant's suffix allow-list and
 * per-suffix limits, `{"suffixes": ["pdf"], "maxSizeMbBySuffix": {"pdf": 10}}`. It comes from a
 * flag server, so anything malformed is dropped piece by piece; an empty part reads as absent
 * (every type allowed, no limit of its own).
 */
export const uploadFileTypesSchema = v.pipe(
  record({ suffixes, maxSizeMbBySuffix }),
  v.transform(({ suffixes: allowed, maxSizeMbBySuffix: limits }) => ({
    ...(allowed.length > 0 && { suffixes: allowed }),
    ...(Object.keys(limits).length > 0 && { maxSizeMbBySuffix: limits }),
  })),
);
