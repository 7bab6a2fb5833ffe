import * as v from 'valibot';
import { record } from '../core/fields';
import { issuePath } from '../core/parse';
import { fieldDescriptorSchema, type FieldDescriptorWire } from './fieldDescriptor';

/** More fields than any specification has: the rest of a hostile list is dropped. */
export const MAX_FIELDS = 500;

const fieldList = v.fallback(v.nullable(v.array(v.unknown())), null);
const listEntries = { components: fieldList, fields: fieldList };
const envelope = record({ ...listEntries, value: record(listEntries) });

/** The field list: a list itself, `{components}`, `{fields}`, or either inside `{value}`. */
function fieldListOf(input: unknown): readonly unknown[] | null {
  if (Array.isArray(input)) return input;
  const { components, fields, value } = v.parse(envelope, input);
  return components ?? fields ?? value.components ?? value.fields;
}

/** One entry read, or why it is not a field (a throwing getter or proxy included). */
function readEntry(raw: unknown): FieldDescriptorWire | string {
  try {
    const result = v.safeParse(fieldDescriptorSchema, raw);
    if (result.success) return result.output;
    const [issue] = result.issues;
    const field = issuePath(issue);
    return field ? `${field}: ${issue.message}` : issue.message;
  } catch {
    return 'could not be read';
  }
}

function fieldsOf(input: unknown): { fields: FieldDescriptorWire[]; problems: string[] } {
  let list: readonly unknown[] | null;
  try {
    list = fieldListOf(input);
  } catch {
    list = null;
  }
  if (!list) return { fields: [], problems: ['The specification has no field list'] };
  const problems: string[] = [];
  if (list.length > MAX_FIELDS) problems.push(`Only the first ${MAX_FIELDS} fields are kept`);
  const fields: FieldDescriptorWire[] = [];
  const seen = new Set<string>();
  list.slice(0, MAX_FIELDS).forEach((raw, index) => {
    const field = readEntry(raw);
    if (typeof field === 'string') problems.push(`Field ${index}: ${field}`);
    else if (seen.has(field.name)) problems.push(`Field ${index}: duplicate name ${field.name}`);
    else {
      seen.add(field.name);
      fields.push(field);
    }
  });
  return { fields, problems };
}

/**
 * A specification's field descriptors (docs/bills-and-workflow.md `form.Specification.Versioned`
 * components) with why entries were dropped: an entry without a usable name, a duplicate name,
 * the rest of an over-long list. Never fails: a field list it cannot find reads as none, with a
 * problem. The problems are for a console warning, never shown to staff.
 */
export const specificationFieldsSchema = /* @__PURE__ */ Object.assign(
  v.pipe(v.unknown(), v.transform(fieldsOf)),
  // The entry schema stays readable so a test can walk the contract's fields (contracts/README.md).
  { listItem: fieldDescriptorSchema },
);
export type SpecificationFieldsWire = v.InferOutput<typeof specificationFieldsSchema>;
