import type * as v from 'valibot';

/** What a contract schema exposes to a walk: its object entries, list item, or a record read. */
interface Walkable {
  type?: string;
  default?: unknown;
  entries?: Record<string, Walkable>;
  wrapped?: Walkable;
  pipe?: readonly Walkable[];
  options?: readonly Walkable[];
  listItem?: Walkable;
  fieldsRead?: Walkable;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An `optional` without a default is a field the contract itself says may be absent. */
const mayBeAbsent = (schema: Walkable) =>
  (schema.type === 'optional' || schema.type === 'nullish') && schema.default === undefined;

/** The schema that describes the shape: through pipes, wrappers and the detail's record read. */
function shapeOf(schema: Walkable): Walkable {
  if (schema.fieldsRead) return shapeOf(schema.fieldsRead);
  if (schema.listItem || schema.entries) return schema;
  for (const item of schema.pipe?.slice(1) ?? []) {
    const inner = shapeOf(item);
    if (inner.listItem || inner.entries) return inner;
  }
  return schema.wrapped ? shapeOf(schema.wrapped) : schema;
}

interface Walk {
  missing: string[];
  /** Optional fields count too: a sign-in field read only when present can be renamed as well. */
  optionalToo: boolean;
}

function walk(schema: Walkable, values: unknown[], path: string, state: Walk): void {
  const { missing } = state;
  const shape = shapeOf(schema);
  if (shape.listItem) {
    const items = values.flatMap((value) => (Array.isArray(value) ? value : []));
    walk(shape.listItem, items, `${path}[]`, state);
    return;
  }
  for (const [key, entry] of Object.entries(shape.entries ?? {})) {
    const present = values
      .filter(isRecord)
      .map((value) => value[key])
      .filter((value) => value !== undefined && value !== null);
    const fieldPath = path ? `${path}.${key}` : key;
    if (present.length === 0) {
      if (state.optionalToo || !mayBeAbsent(entry)) missing.push(fieldPath);
      continue;
    }
    walk(entry, present, fieldPath, state);
  }
}

/**
 * The fields a contract reads that no answer in `answers` carries: a field renamed on one side
 * only. A forgiving schema reads an absent text as '' without a word, so validating the answers
 * alone would not notice; this walk does.
 */
export function fieldsNeverSent(
  schema: v.GenericSchema,
  answers: unknown[],
  { optionalToo = false } = {},
): string[] {
  const missing: string[] = [];
  walk(schema as Walkable, answers, '', { missing, optionalToo });
  return missing;
}
