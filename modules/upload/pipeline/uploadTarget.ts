import { ContractError, parse } from '@contracts/core/parse';
import { uploadTargetSchema, type UploadTarget } from '@contracts/upload/uploadTarget';

/** The storage kinds are the wire contract's (contracts/upload/uploadTarget.ts). */
export { SERVER_TARGET, type UploadTarget } from '@contracts/upload/uploadTarget';

/** Why an answer cannot be used: the person is told the upload could not start. */
export class UploadTargetError extends Error {
  override readonly name = 'UploadTargetError';
}

/** Reads the token answer (`{value: {...}}` or the bare object); throws on a storage it cannot use. */
export function readUploadTarget(raw: unknown): UploadTarget {
  try {
    return parse(uploadTargetSchema, raw);
  } catch (error) {
    if (error instanceof ContractError) throw new UploadTargetError(error.message);
    throw error;
  }
}
