/** Thrown while reading a definition; the message names the field so a person can fix the JSON. */
export class BadFaultError extends Error {
  override readonly name = 'BadFaultError';
}

export type JsonRecord = Record<string, unknown>;

export function expectRecord(value: unknown, where: string): JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadFaultError(`${where} must be an object`);
  }
  return value as JsonRecord;
}

/** Unknown keys are refused: a typo such as `fire.count` would otherwise silently mean "always". */
export function expectKeys(record: JsonRecord, allowed: readonly string[], where: string): void {
  const unknown = Object.keys(record).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw new BadFaultError(
      `${where} has unknown key${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (allowed: ${allowed.join(', ')})`,
    );
  }
}

export function expectNumber(
  record: JsonRecord,
  key: string,
  where: string,
  range: { min: number; max: number; integer?: boolean },
): number {
  const value = record[key];
  const kind = range.integer ? 'an integer' : 'a number';
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    (range.integer && !Number.isInteger(value)) ||
    value < range.min ||
    value > range.max
  ) {
    throw new BadFaultError(
      `${where}.${key} must be ${kind} from ${range.min} to ${range.max}, got ${JSON.stringify(value) ?? 'nothing'}`,
    );
  }
  return value;
}

export function expectOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  where: string,
): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new BadFaultError(
      `${where} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value) ?? 'nothing'}`,
    );
  }
  return value as T;
}
