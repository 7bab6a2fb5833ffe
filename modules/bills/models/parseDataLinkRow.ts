import type { DataLinkField, DataLinkRow } from '../relationTypes';
import type { StaffRef } from '../types';
import { fieldsOf, isFields, readId, readList, readText, type Fields } from './readFields';

/** A data-link record from an untrusted answer; without an id it is dropped (null). */
export function parseDataLinkRow(raw: unknown): DataLinkRow | null {
  if (!isFields(raw)) return null;
  const id = readId(raw, 'id');
  if (!id) return null;
  const entity = fieldsOf(raw.entity);
  const visibility = fieldsOf(raw.visibility);
  const useCount = raw.useCount;
  return {
    id,
    name: readText(raw, 'name'),
    code: readText(raw, 'code'),
    entity: {
      id: readId(entity, 'id') ?? '',
      name: readText(entity, 'name'),
      isPrivateCar: entity.type === 'PRIVATE_CAR',
      fields: readList(entity, 'fields').flatMap((field) => fieldOf(fieldsOf(field)) ?? []),
    },
    visibility: {
      fullVisible: visibility.fullVisible === true,
      staffs: refsOf(visibility, 'staffs'),
      departments: refsOf(visibility, 'departments'),
    },
    owner: refOf(raw.owner),
    useCount:
      typeof useCount === 'number' && Number.isSafeInteger(useCount) && useCount >= 0
        ? useCount
        : null,
    values: valuesOf(fieldsOf(raw.values)),
  };
}

function fieldOf(fields: Fields): DataLinkField | null {
  const name = readText(fields, 'name');
  return name
    ? { name, label: readText(fields, 'label') || name, type: readText(fields, 'type') }
    : null;
}

function refOf(raw: unknown): StaffRef | null {
  const fields = fieldsOf(raw);
  const id = readId(fields, 'id');
  return id ? { id, name: readText(fields, 'name') } : null;
}

function refsOf(fields: Fields, key: string): StaffRef[] {
  return readList(fields, key).flatMap((raw) => refOf(raw) ?? []);
}

function valuesOf(fields: Fields): DataLinkRow['values'] {
  const values: DataLinkRow['values'] = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
      values[key] = value;
    } else if (typeof value === 'string') {
      values[key] = readText(fields, key);
    }
  }
  return values;
}
