import type { BillsStore } from '../BillsStore';
import type { RowContext } from './NextStepLine';

/** Who "you" is, staff names and the time rows are measured against; read inside an observer. */
export function rowContextOf(store: BillsStore): RowContext {
  return {
    myId: store.currentStaffId,
    nameOf: (id) => store.staffName(id),
    now: store.now(),
  };
}
