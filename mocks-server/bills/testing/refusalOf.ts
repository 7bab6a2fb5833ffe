import { BillActionError } from '../BillActionError';

/**
 * What a parse makes of its input, as one string to compare: the refusal's status and message,
 * or 'accepted'. Any other error still throws, so a crash never passes for a refusal.
 */
export function refusalOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof BillActionError) return `${error.status} ${error.message}`;
    throw error;
  }
  return 'accepted';
}
