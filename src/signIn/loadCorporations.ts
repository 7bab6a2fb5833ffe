import { ContractError, parse } from '@contracts/core/parse';
import { corporationsSchema } from '@contracts/organization/corporations';
import type { HttpClient } from '../http';

export { MAX_CORPORATIONS } from '@contracts/organization/corporations';

/** The spec shows the enterprise selection screen but not its call; this is the lab's path. */
export const CORPORATIONS_PATH = '/account/v2/corporations';

export interface Corporation {
  id: string;
  name: string;
  /** The person's staff id in that corporation, when the answer says; switching uses it. */
  staffId?: string;
}

export class CorporationListError extends Error {
  override readonly name = 'CorporationListError';
}

/**
 * The corporations a person may enter, from an untrusted answer `{ items: [{ id, name }] }`:
 * bad items and repeated ids are dropped, names trimmed, the list capped at MAX_CORPORATIONS.
 */
export function parseCorporations(body: unknown): Corporation[] {
  try {
    return parse(corporationsSchema, body);
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    throw new CorporationListError(`The corporation list answer is unusable: ${error.message}`);
  }
}

/** GET the corporations of the signed-in person; failures reject with the client's HttpError. */
export async function loadCorporations(http: HttpClient): Promise<Corporation[]> {
  const { data } = await http.axios.get<unknown>(CORPORATIONS_PATH);
  return parseCorporations(data);
}
