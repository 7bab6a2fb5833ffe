export { billBlockLabels, type BillBlockLabels } from './billBlockLabels';
export { BillBlocksStore, type BillBlocksState } from './BillBlocksStore';
export { BillMessageBlocks, type BillMessageBlocksProps } from './BillMessageBlocks';
export type { BillBlockFacts } from './blockFactText';
export {
  BILL_BLOCK_NAMES,
  type BillBlock,
  type BillBlockName,
  type BillBlocksConfig,
} from './parseBillBlocks';

/** docs/bills-and-workflow.md: the rule for one specification (query specificationId), answering `{value}`. */
export const BILL_BLOCKS_PATH = '/v1/flow/smallComponentConfig/getSmallComponentConfig';
