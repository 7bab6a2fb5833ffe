import * as v from 'valibot';

/** What an answer amounts to: the contract's output, or every reason it fails. */
export type Reading<TOutput> =
  | { readonly ok: true; readonly output: TOutput }
  | { readonly ok: false; readonly reasons: string[] };

/**
 * Like `parse`, but never throws for a bad answer and gives every issue's message, for readers
 * whose warnings list all that is wrong with an entry (the micro-app registry's).
 */
export function parseWithReasons<TSchema extends v.GenericSchema>(
  schema: TSchema,
  json: unknown,
): Reading<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, json);
  if (result.success) return { ok: true, output: result.output };
  return { ok: false, reasons: result.issues.map((issue) => issue.message) };
}
