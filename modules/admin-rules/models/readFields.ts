export type Fields = Record<string, unknown>;

export const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, 256) : '';

export const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The answer was not the shape the contract promises. */
export class AdminRulesAnswerError extends Error {
  override readonly name = 'AdminRulesAnswerError';
}

export function itemsOf(body: unknown): unknown[] {
  const items = fieldsOf(body).items;
  if (!Array.isArray(items)) throw new AdminRulesAnswerError('The list answer has no items');
  return items;
}
