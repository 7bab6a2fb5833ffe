import type { ValidationOptions } from './validateFile';

const SUFFIX = /^\.?[a-z0-9]{1,16}$/i;
const MAX_SUFFIXES = 100;

function limit(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 10_000
    ? value
    : undefined;
}

/**
 * The tenant's suffix allow-list and per-suffix limits, from the `upload-file-types` flag:
 * `{"suffixes": ["pdf", "jpg"], "maxSizeMbBySuffix": {"pdf": 10}}`. The value comes from a flag
 * server, so anything malformed is dropped piece by piece; nothing here can throw.
 */
export function readFileRules(
  raw: unknown,
): Pick<ValidationOptions, 'suffixes' | 'maxSizeMbBySuffix'> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const fields = raw as Record<string, unknown>;
  const suffixes = Array.isArray(fields.suffixes)
    ? fields.suffixes
        .filter((suffix): suffix is string => typeof suffix === 'string' && SUFFIX.test(suffix))
        .map((suffix) => suffix.replace(/^\./, '').toLowerCase())
        .slice(0, MAX_SUFFIXES)
    : [];
  const bySuffix: Record<string, number> = {};
  const given = fields.maxSizeMbBySuffix;
  if (typeof given === 'object' && given !== null && !Array.isArray(given)) {
    for (const [suffix, value] of Object.entries(given).slice(0, MAX_SUFFIXES)) {
      const mb = limit(value);
      if (mb !== undefined && SUFFIX.test(suffix))
        bySuffix[suffix.replace(/^\./, '').toLowerCase()] = mb;
    }
  }
  return {
    ...(suffixes.length > 0 && { suffixes }),
    ...(Object.keys(bySuffix).length > 0 && { maxSizeMbBySuffix: bySuffix }),
  };
}

/** The `upload-max-size-mb` flag, when it is a usable number of MB. */
export function readMaxSizeMb(raw: unknown): number | undefined {
  return limit(raw);
}
