import { BILL_BLOCKS_PATH, BillBlocksStore } from '@shell/billBlocks';
import type { HttpClient } from '@shell/http';
import { createStoreRef } from '@shell/store';
import { billBlocksAnswerSchema } from '@contracts/admin/displayRule';
import { answerOf } from './models/billAnswers';

/**
 * The additional-message rule of a specification (docs/bills-and-workflow.md getSmallComponentConfig), read for
 * the bill detail; the shell's store keeps one answer per specification.
 */
export function createBillBlocksStore(http: HttpClient): BillBlocksStore {
  return new BillBlocksStore(async (specificationId) => {
    const { data } = await http.axios.get<unknown>(BILL_BLOCKS_PATH, {
      params: { specificationId },
    });
    return answerOf(billBlocksAnswerSchema, data).value;
  });
}

export const billBlocksStoreRef = createStoreRef<BillBlocksStore>('bills.blocks');
