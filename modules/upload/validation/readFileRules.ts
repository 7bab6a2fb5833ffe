import { parse, parseOrNull } from '@contracts/core/parse';
import { sizeLimitMbSchema, uploadFileTypesSchema } from '@contracts/flags/uploadFileTypes';
import type { ValidationOptions } from './validateFile';

/**
 * The tenant's suffix allow-list and per-suffix limits, from the `upload-file-types` flag
 * (contracts/flags/uploadFileTypes.ts). Nothing here can throw: the contract drops what is
 * malformed piece by piece.
 */
export function readFileRules(
  raw: unknown,
): Pick<ValidationOptions, 'suffixes' | 'maxSizeMbBySuffix'> {
  return parse(uploadFileTypesSchema, raw);
}

/** The `upload-max-size-mb` flag, when it is a usable number of MB. */
export function readMaxSizeMb(raw: unknown): number | undefined {
  return parseOrNull(sizeLimitMbSchema, raw) ?? undefined;
}
