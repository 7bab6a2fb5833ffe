import type { PersonInfo } from '../shared/hostContract';

const OPTIONAL_FIELDS = [
  'openId',
  'networkId',
  'enterpriseId',
  'companyName',
  'photoUrl',
  'name',
  'userId',
] as const;

/** Session data is page-global and untrusted: only an object with a usable id counts. */
export function parsePersonInfo(raw: unknown): PersonInfo | null {
  if (raw === null || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const id = asText(record.id);
  if (id === undefined) return null;
  const info: PersonInfo = { id };
  for (const field of OPTIONAL_FIELDS) {
    const value = asText(record[field]);
    if (value !== undefined) info[field] = value;
  }
  return info;
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
