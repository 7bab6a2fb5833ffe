export { BILL_STATES, billStateLabels, isBillState, type BillState } from './billStates';
export { billStateTone } from './billStateTone';
export { describeNextStep, type NameOf } from './describeNextStep';
export { nextStepMessages, type NextStepMessages } from './nextStepMessages';
export {
  nextStepOf,
  type NextStep,
  type NextStepBill,
  type NodeStepKind,
  type Rejection,
  type Waiter,
  type WaitingNode,
} from './nextStepOf';
export { parseRejection } from './parseRejection';
export { parseWaitingNode } from './parseWaitingNode';
export {
  fieldsOf,
  isFields,
  readCount,
  readId,
  readIds,
  readList,
  readOneOf,
  readText,
  readTime,
  type Fields,
} from './readFields';
