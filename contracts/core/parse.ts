import * as v from 'valibot';

/** A network answer that does not have the shape its contract requires. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    message: string,
    /** Dotted path of the first field that failed ('' for the answer itself). */
    readonly field: string,
  ) {
    super(message);
  }
}

/** `form.details.3.id` for an issue deep in an answer. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

/**
 * Reads `json` with a contract schema. The schemas are forgiving (unknown fields ignored, bad
 * list entries dropped, absent texts empty), so this throws only when something the contract
 * requires is missing: the caller's error names the field.
 */
export function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  json: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, json);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const field = issuePath(issue);
  throw new ContractError(field ? `${field}: ${issue.message}` : issue.message, field);
}

/** Like `parse`, but an unusable answer reads as null (a list entry, an optional block). */
export function parseOrNull<TSchema extends v.GenericSchema>(
  schema: TSchema,
  json: unknown,
): v.InferOutput<TSchema> | null {
  const result = v.safeParse(schema, json);
  return result.success ? result.output : null;
}
