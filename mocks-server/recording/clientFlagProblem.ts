export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const VARIATION_TYPES = ['boolean', 'number', 'string', 'json'];

function isOption(value: unknown): boolean {
  return isObject(value) && typeof value.id === 'string' && typeof value.value === 'string';
}

/**
 * What is wrong with one flag of a recorded data-sync, or null. Replay sends these to the real
 * SDK, which throws on a flag without variationOptions and misreads a non-string variation.
 */
export function clientFlagProblem(value: unknown): string | null {
  if (!isObject(value)) return 'must be an object';
  if (typeof value.id !== 'string' || value.id === '') return 'id must be the flag key';
  if (value.variation !== null && typeof value.variation !== 'string') {
    return 'variation must be a string or null';
  }
  if (typeof value.variationType !== 'string' || !VARIATION_TYPES.includes(value.variationType)) {
    return `variationType must be one of ${VARIATION_TYPES.join(', ')}`;
  }
  if (!Array.isArray(value.variationOptions) || !value.variationOptions.every(isOption)) {
    return 'variationOptions must be an array of { id, value } strings';
  }
  if (typeof value.timestamp !== 'number' || !Number.isFinite(value.timestamp)) {
    return 'timestamp must be a number (epoch ms)';
  }
  for (const field of ['variationId', 'matchReason'] as const) {
    if (typeof value[field] !== 'string') return `${field} must be a string`;
  }
  return typeof value.sendToExperiment === 'boolean'
    ? null
    : 'sendToExperiment must be true or false';
}
