import { FlagDefinitionError } from './FlagDefinitionError';

/**
 * Reads typed fields out of untrusted JSON (definition files, admin API bodies) and names the
 * exact field in every error, e.g. `rules[0].conditions[1].value must be a string`.
 */
export class FieldReader {
  private constructor(
    private readonly source: Record<string, unknown>,
    private readonly where: string,
  ) {}

  static isObject(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  }

  static of(value: unknown, where: string): FieldReader {
    if (!FieldReader.isObject(value)) {
      throw new FlagDefinitionError(`${where || 'the entry'} must be a JSON object`);
    }
    return new FieldReader(value, where);
  }

  /** The label of a field or array element, for nested readers and messages. */
  path(field: string | number): string {
    if (typeof field === 'number') return `${this.where}[${field}]`;
    return this.where ? `${this.where}.${field}` : field;
  }

  has(field: string): boolean {
    return this.source[field] !== undefined;
  }

  raw(field: string): unknown {
    return this.source[field];
  }

  string(field: string, fallback?: string): string {
    const value = this.source[field];
    if (value === undefined && fallback !== undefined) return fallback;
    if (value === undefined) throw this.fail(field, 'is missing');
    if (typeof value !== 'string') throw this.fail(field, 'must be a string');
    return value;
  }

  optionalString(field: string): string | undefined {
    return this.has(field) ? this.string(field) : undefined;
  }

  nullableString(field: string): string | null {
    const value = this.source[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') throw this.fail(field, 'must be a string or null');
    return value;
  }

  boolean(field: string, fallback: boolean): boolean {
    const value = this.source[field];
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') throw this.fail(field, 'must be true or false');
    return value;
  }

  number(field: string, fallback?: number): number {
    const value = this.source[field];
    if (value === undefined && fallback !== undefined) return fallback;
    if (value === undefined) throw this.fail(field, 'is missing');
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw this.fail(field, 'must be a finite number');
    }
    return value;
  }

  array(field: string, fallback?: unknown[]): unknown[] {
    const value = this.source[field];
    if (value === undefined && fallback !== undefined) return fallback;
    if (value === undefined) throw this.fail(field, 'is missing');
    if (!Array.isArray(value)) throw this.fail(field, 'must be an array');
    return value;
  }

  stringArray(field: string, fallback?: string[]): string[] {
    const items = this.array(field, fallback);
    items.forEach((item, index) => {
      if (typeof item !== 'string') {
        throw new FlagDefinitionError(`${this.path(field)}[${index}] must be a string`);
      }
    });
    return items as string[];
  }

  /** Each element of an array field as a reader, for arrays of objects. */
  objects(field: string, fallback?: unknown[]): FieldReader[] {
    const label = this.path(field);
    return this.array(field, fallback).map((item, index) =>
      FieldReader.of(item, `${label}[${index}]`),
    );
  }

  child(field: string): FieldReader {
    return FieldReader.of(this.source[field], this.path(field));
  }

  private fail(field: string, problem: string): FlagDefinitionError {
    return new FlagDefinitionError(`${this.path(field)} ${problem}`);
  }
}
