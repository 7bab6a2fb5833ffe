export { BILL_STATES, billStateLabels, isBillState, type BillState } from './billStates';
