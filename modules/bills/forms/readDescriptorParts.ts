import { CNY, decimalFromNumber, isDecimalString, MAX_SCALE, type Currency } from '@shell/money';
import type { DecimalString } from '@shell/money';
import type { DataType, EnumOption } from './FieldDescriptor';

type Fields = Record<string, unknown>;

const MAX_TEXT = 200;
const MAX_OPTIONS = 500;
const MAX_COUNT = 100_000;
const MAX_BOUND_LENGTH = 40;
/** A plain identifier: formik reads '.' and '[' as paths, and prototype keys are refused. */
const FIELD_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const ENTITY_NAME = /^[A-Za-z][\w-]*(\.[\w-]+)*$/;

/** An object's own fields, or an empty record for anything else (arrays included). */
export function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : {};
}

/** Own properties only: 'constructor' or 'toString' must never come from the prototype. */
export function ownValue(fields: Fields, key: string): unknown {
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

/** A non-blank text, trimmed and capped. */
export function readText(fields: Fields, key: string, max = MAX_TEXT): string | undefined {
  const value = ownValue(fields, key);
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text.slice(0, max);
}

export function readBoolean(fields: Fields, key: string): boolean {
  return ownValue(fields, key) === true;
}

export function readFieldName(fields: Fields): string | undefined {
  for (const key of ['name', 'field']) {
    const value = ownValue(fields, key);
    if (typeof value === 'string' && FIELD_NAME.test(value) && !FORBIDDEN_NAMES.has(value)) {
      return value;
    }
  }
  return undefined;
}

export function readEntity(fields: Fields): string | undefined {
  const value = readText(fields, 'entity');
  return value !== undefined && ENTITY_NAME.test(value) ? value : undefined;
}

function readTypeName(fields: Fields): string {
  return readText(fields, 'type', 40) ?? '';
}

/** `dataType {type, entity, elemType}`; a bare top-level `type` is read as the data type. */
export function readDataType(fields: Fields): DataType {
  const raw = ownValue(fields, 'dataType');
  const source = raw === undefined ? fields : fieldsOf(raw);
  const dataType: DataType = { type: readTypeName(source) };
  const entity = readEntity(source);
  if (entity) dataType.entity = entity;
  const elem = ownValue(source, 'elemType');
  if (elem !== undefined) {
    const elemFields = fieldsOf(elem);
    const elemEntity = readEntity(elemFields);
    dataType.elemType = {
      type: readTypeName(elemFields),
      ...(elemEntity && { entity: elemEntity }),
    };
  }
  return dataType;
}

/** A bound as decimal text: JSON numbers are read as the decimal they were written as. */
export function readDecimal(fields: Fields, key: string): DecimalString | undefined {
  const value = ownValue(fields, key);
  const decimal = typeof value === 'number' ? decimalFromNumber(value) : value;
  return isDecimalString(decimal) && decimal.length <= MAX_BOUND_LENGTH ? decimal : undefined;
}

export function readCount(fields: Fields, key: string): number | undefined {
  const value = ownValue(fields, key);
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT
    ? value
    : undefined;
}

export function readScale(fields: Fields, key: string): number | undefined {
  const value = readCount(fields, key);
  return value !== undefined && value <= MAX_SCALE ? value : undefined;
}

/** A currency from the specification; any unusable part falls back to CNY's. */
export function readCurrency(value: unknown): Currency {
  const fields = fieldsOf(value);
  return {
    strCode: readText(fields, 'strCode', 8) ?? CNY.strCode,
    numCode: readText(fields, 'numCode', 8) ?? CNY.numCode,
    symbol: readText(fields, 'symbol', 8) ?? (readText(fields, 'strCode', 8) ? '' : CNY.symbol),
    unit: readText(fields, 'unit', 16) ?? (readText(fields, 'strCode', 8) ? '' : CNY.unit),
    scale: readScale(fields, 'scale') ?? CNY.scale,
  };
}

/** Enum choices: plain texts or `{value|id|code, label|name, enLabel|enName}`; duplicates dropped. */
export function readOptions(value: unknown): EnumOption[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const options: EnumOption[] = [];
  const seen = new Set<string>();
  for (const raw of value.slice(0, MAX_OPTIONS)) {
    const option = readOption(raw);
    if (option && !seen.has(option.value)) {
      seen.add(option.value);
      options.push(option);
    }
  }
  return options.length > 0 ? options : undefined;
}

function readOption(raw: unknown): EnumOption | undefined {
  if (typeof raw === 'string' || typeof raw === 'number') {
    const text = String(raw).trim().slice(0, MAX_TEXT);
    return text ? { value: text, label: text } : undefined;
  }
  const fields = fieldsOf(raw);
  const value = readText(fields, 'value') ?? readText(fields, 'id') ?? readText(fields, 'code');
  if (value === undefined) return undefined;
  const option: EnumOption = {
    value,
    label: readText(fields, 'label') ?? readText(fields, 'name') ?? value,
  };
  const enLabel = readText(fields, 'enLabel') ?? readText(fields, 'enName');
  if (enLabel) option.enLabel = enLabel;
  return option;
}
