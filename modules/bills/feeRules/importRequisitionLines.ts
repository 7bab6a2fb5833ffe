import type { LineRecordWire } from '@contracts/bills/lineRecord';
import type { FeeLinesStore } from '../lines/FeeLinesStore';
import type { FeeTypesStore } from '../lines/FeeTypesStore';
import { lineFromWire } from '../lines/lineWire';

/**
 * A requisition's lines added to the bill as new lines: same fee type and values, no ids. A
 * line whose fee type cannot be read here is left out. Returns how many were added.
 */
export async function importRequisitionLines(
  details: readonly LineRecordWire[],
  lines: FeeLinesStore,
  feeTypes: FeeTypesStore,
): Promise<number> {
  await feeTypes.load(details.flatMap((wire) => wire.feeTypeId ?? []));
  return details.filter((wire) => {
    const line = lineFromWire(wire, feeTypes.data, lines.base);
    if (!line || line.raw) return false;
    lines.add(line.feeTypeId, line.feeTypeName, line.values);
    return true;
  }).length;
}
