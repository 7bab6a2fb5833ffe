import type { BillBlocksStore } from '@shell/billBlocks';
import { createStoreRef } from '@shell/store';

/** The additional-message rules the approval screen reads, one answer per specification. */
export const approvalBlocksStoreRef = createStoreRef<BillBlocksStore>('approval.blocks');
