import { ContractError, parse } from '@contracts/core/parse';
import { REF_ANSWERS } from '@contracts/references/refRecord';
import { enLabelKey } from '@shell/i18n';
import { RefSourceError, type RefEntity, type RefItem } from './refEntities';

const MAX_ID_LENGTH = 200;
/** Fields that are not words to show: a picture address is no detail a reader wants read out. */
const HIDDEN_DETAILS = new Set(['id', 'icon', 'url', 'thumbUrl', 'key']);

/** An id as text: strings, or whole numbers some archives use. */
export function readId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  return value !== '' && value.length <= MAX_ID_LENGTH ? value : undefined;
}

/** One record, read by its family's contract, as a picker's choice. */
function refItemOf(record: Readonly<Record<string, string | null>>, id: string, entity: RefEntity) {
  const enKey = enLabelKey(entity.labelField);
  const item: RefItem = { id, label: record[entity.labelField] ?? id, details: [] };
  const enLabel = record[enKey];
  if (enLabel) item.enLabel = enLabel;
  for (const key of entity.selectionFields) {
    if (key === entity.labelField || key === enKey || HIDDEN_DETAILS.has(key)) continue;
    const value = record[key];
    if (value) item.details.push({ key, value });
  }
  return item;
}

/** `{items: [...]}` (or `{value: [...]}`) → items; records without an id are dropped. */
export function parseRefItems(body: unknown, entity: RefEntity): RefItem[] {
  try {
    const { items } = parse(REF_ANSWERS[entity.selection], body);
    return items.map(({ id, ...record }) => refItemOf(record, id, entity));
  } catch (error) {
    if (error instanceof ContractError) throw new RefSourceError(`The answer: ${error.message}`);
    throw error;
  }
}
