import { enLabelKey } from '@shell/i18n';
import { fieldsOf, ownValue, readText } from './readDescriptorParts';
import { RefSourceError, type RefEntity, type RefItem } from './refEntities';

const MAX_ITEMS = 1000;
const MAX_ID_LENGTH = 200;
/** Fields that are not words to show: a picture address is no detail a reader wants read out. */
const HIDDEN_DETAILS = new Set(['id', 'icon', 'url', 'thumbUrl', 'key']);

/** An id as text: strings, or whole numbers some archives use. */
export function readId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  return value !== '' && value.length <= MAX_ID_LENGTH ? value : undefined;
}

/** One record → RefItem; null without a usable id. */
export function parseRefItem(raw: unknown, entity: RefEntity): RefItem | null {
  const fields = fieldsOf(raw);
  const id = readId(ownValue(fields, 'id'));
  if (id === undefined) return null;
  const enKey = enLabelKey(entity.labelField);
  const item: RefItem = { id, label: readText(fields, entity.labelField) ?? id, details: [] };
  const enLabel = readText(fields, enKey);
  if (enLabel) item.enLabel = enLabel;
  for (const key of entity.selectionFields) {
    if (key === entity.labelField || key === enKey || HIDDEN_DETAILS.has(key)) continue;
    const value = readText(fields, key);
    if (value !== undefined) item.details.push({ key, value });
  }
  return item;
}

/** `{items: [...]}` (or `{value: [...]}`) → items; unusable records are skipped. */
export function parseRefItems(body: unknown, entity: RefEntity): RefItem[] {
  const fields = fieldsOf(body);
  const list = ownValue(fields, 'items') ?? ownValue(fields, 'value');
  if (!Array.isArray(list)) throw new RefSourceError('The answer has no item list');
  return list.slice(0, MAX_ITEMS).flatMap((raw) => parseRefItem(raw, entity) ?? []);
}
