import type { Bill, Money } from '../data/billTypes';
import { currentNodeOf } from './advancePlan';
import { sceneOf } from './billScene';
import type { FieldCatalog, FieldValue } from './query/evaluateFilter';

/** Resolves staff ids to names, for the submitter-name filter. */
export type StaffNames = (staffId: string) => string | null;

/** Who the bill waits for now: the current node's signer, or its countersigners yet to sign. */
export function nodeOwnersOf(bill: Bill): string[] {
  const node = currentNodeOf(bill);
  if (!node) return [];
  if (node.type !== 'countersign') return node.signer === null ? [] : [node.signer];
  return (node.counterSigners ?? [])
    .filter((signer) => signer.state === 'APPROVING')
    .map((signer) => signer.signer);
}

/** Money sorts by its standard side; the number is for ordering only, never for arithmetic. */
function amount(money: Money): number {
  return Number(money.standard);
}

export function billFields(names: StaffNames): FieldCatalog<Bill> {
  const fields: [string, (bill: Bill) => FieldValue][] = [
    ['id', (bill) => bill.id],
    ['state', (bill) => bill.state],
    ['formType', (bill) => bill.formType],
    ['scene', (bill) => sceneOf(bill.state)],
    ['appId', (bill) => bill.appId],
    ['active', (bill) => bill.active],
    ['createTime', (bill) => bill.createTime],
    ['updateTime', (bill) => bill.updateTime],
    ['currRoleId', (bill) => bill.currRoleId],
    ['ownerId', nodeOwnersOf],
    ['printState', (bill) => bill.printState],
    ['printCount', (bill) => bill.printCount],
    ['form.code', (bill) => bill.form.code],
    ['form.title', (bill) => bill.form.title],
    ['form.submitterId', (bill) => bill.form.submitterId],
    ['form.submitterId.name', (bill) => names(bill.form.submitterId)],
    ['form.expenseDepartment', (bill) => bill.form.expenseDepartment],
    ['form.specificationId', (bill) => bill.form.specificationId],
    ['form.payType', (bill) => bill.form.payType],
    ['form.receiptState', (bill) => bill.form.receiptState],
    ['form.expenseStatus', (bill) => bill.form.expenseStatus],
    ['form.submitDate', (bill) => bill.form.submitDate],
    ['form.expenseMoney.standard', (bill) => amount(bill.form.expenseMoney)],
    ['form.payMoney.standard', (bill) => amount(bill.form.payMoney)],
  ];
  return new Map(fields);
}
