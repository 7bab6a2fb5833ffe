import type { HttpClient } from '../http';

/** The spec shows the enterprise selection screen but not its call; this is the lab's path. */
export const CORPORATIONS_PATH = '/account/v2/corporations';
/** More than any real group has; a longer list is cut rather than freezing the page. */
export const MAX_CORPORATIONS = 500;
const MAX_ID_LENGTH = 128;
const MAX_NAME_LENGTH = 100;

export interface Corporation {
  id: string;
  name: string;
  /** The person's staff id in that corporation, when the answer says; switching uses it. */
  staffId?: string;
}

export class CorporationListError extends Error {
  override readonly name = 'CorporationListError';
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readCorporation(item: unknown): Corporation | undefined {
  if (!isObj(item)) return undefined;
  const id =
    typeof item.id === 'number' && Number.isSafeInteger(item.id) ? String(item.id) : item.id;
  if (typeof id !== 'string' || id.trim() === '' || id.length > MAX_ID_LENGTH) return undefined;
  if (typeof item.name !== 'string') return undefined;
  const name = item.name.trim().slice(0, MAX_NAME_LENGTH).trim();
  if (name === '') return undefined;
  const staffId =
    typeof item.staffId === 'string' &&
    item.staffId.trim() !== '' &&
    item.staffId.length <= MAX_ID_LENGTH
      ? item.staffId.trim()
      : undefined;
  return staffId ? { id: id.trim(), name, staffId } : { id: id.trim(), name };
}

/**
 * The corporations a person may enter, from an untrusted answer `{ items: [{ id, name }] }`:
 * bad items and repeated ids are dropped, names trimmed, the list capped at MAX_CORPORATIONS.
 */
export function parseCorporations(body: unknown): Corporation[] {
  if (!isObj(body) || !Array.isArray(body.items))
    throw new CorporationListError('The corporation list answer has no items');
  const seen = new Set<string>();
  const corporations: Corporation[] = [];
  for (const item of body.items) {
    if (corporations.length >= MAX_CORPORATIONS) break;
    const corporation = readCorporation(item);
    if (!corporation || seen.has(corporation.id)) continue;
    seen.add(corporation.id);
    corporations.push(corporation);
  }
  return corporations;
}

/** GET the corporations of the signed-in person; failures reject with the client's HttpError. */
export async function loadCorporations(http: HttpClient): Promise<Corporation[]> {
  const { data } = await http.axios.get<unknown>(CORPORATIONS_PATH);
  return parseCorporations(data);
}
