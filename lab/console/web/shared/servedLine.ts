import { variationLabel, type ConsoleFlag, type ServedCell } from './flagModel';
import type { Translate } from './i18n';
import { text } from './text';

/** "Gets On (true): default": what a tenant gets from a flag now, and why. */
export function servedLine(
  t: Translate,
  flag: ConsoleFlag,
  cell: ServedCell | null | undefined,
  unknown: string,
): string {
  if (!cell) return unknown;
  if (cell.variationId === null) return t('tenantFlags.getsNothing', { reason: text(cell.reason) });
  const variation = flag.variations.find((v) => v.id === cell.variationId);
  const what = variation ? variationLabel(variation) : text(cell.variationId);
  return t('tenantFlags.gets', { what, reason: text(cell.reason) });
}
