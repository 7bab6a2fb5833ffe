export { BillBlocksStore, type BillBlocksState } from './BillBlocksStore';
export { BillMessageBlocks, type BillMessageBlocksProps } from './BillMessageBlocks';
export type { BillBlockFacts } from './blockFactText';
export {
  BILL_BLOCK_NAMES,
  type BillBlock,
  type BillBlockName,
  type BillBlocksConfig,
} from './parseBillBlocks';

/** Spec §7: the rule for one specification (query specificationId), answering `{value}`. */
export const BILL_BLOCKS_PATH = '/v1/flow/smallComponentConfig/getSmallComponentConfig';
