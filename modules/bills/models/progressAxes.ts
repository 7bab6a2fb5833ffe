import type { SupplierProgress } from '../relationTypes';
import { CHECKING_STATES, INVOICE_STATES, SETTLEMENT_STATES } from './billEnumerations';

export type AxisName = 'checking' | 'invoice' | 'settlement';
export type StepStatus = 'done' | 'current' | 'todo';

/** One progress axis as a row of steps; NONE means the axis does not apply to the bill. */
export interface ProgressAxis {
  name: AxisName;
  /** The state the bill is in on this axis, null when the answer gave none we know. */
  state: string | null;
  notNeeded: boolean;
  steps: { code: string; status: StepStatus }[];
}

/**
 * docs/bills-and-workflow.md: checking, invoice and settlement are three separate axes, never folded into the
 * bill state or into each other. A step is done when the axis is past it; the last one is
 * done, not current, once reached.
 */
export function progressAxesOf(progress: SupplierProgress): ProgressAxis[] {
  return [
    axisOf('checking', CHECKING_STATES, progress.checkingState),
    axisOf('invoice', INVOICE_STATES, progress.invoiceState),
    axisOf('settlement', SETTLEMENT_STATES, progress.settlementState),
  ];
}

function axisOf(name: AxisName, codes: readonly string[], state: string | null): ProgressAxis {
  const steps = codes.filter((code) => code !== 'NONE');
  const at = state === null ? -1 : steps.indexOf(state);
  const last = steps.length - 1;
  return {
    name,
    state,
    notNeeded: state === 'NONE',
    steps: steps.map((code, index) => ({
      code,
      status:
        index < at || (index === at && at === last) ? 'done' : index === at ? 'current' : 'todo',
    })),
  };
}
