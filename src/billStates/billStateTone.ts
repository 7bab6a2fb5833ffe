import type { Tone } from '../ui/data/StatusBadge';
import type { BillState } from './billStates';

const TONES: Record<BillState, Tone> = {
  draft: 'neutral',
  pending: 'info',
  approving: 'info',
  sending: 'info',
  receiving: 'info',
  paying: 'info',
  PROCESSING: 'info',
  receivingExcep: 'danger',
  rejected: 'danger',
  failure: 'danger',
  paid: 'success',
  archived: 'success',
  PROCESS: 'success',
  nullify: 'neutral',
};

/** The badge tone of a state (docs/bills-and-workflow.md labels); colour only repeats what the label says. */
export function billStateTone(state: BillState): Tone {
  return TONES[state];
}
