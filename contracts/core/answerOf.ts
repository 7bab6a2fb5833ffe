import type * as v from 'valibot';
import { ContractError, parse } from './parse';

/**
 * `parse`, with a contract failure reported as the reading module's own answer error (its
 * pages word that one), naming the field.
 */
export function answerOf<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  errorOf: (message: string) => Error,
): v.InferOutput<TSchema> {
  try {
    return parse(schema, body);
  } catch (error) {
    if (error instanceof ContractError) throw errorOf(error.message);
    throw error;
  }
}

/** Any contract schema, for a module's own `answerOf`. */
export type AnswerSchema = v.GenericSchema;
