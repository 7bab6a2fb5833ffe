import type { Bill } from '../data/billTypes';
import type { BillFormType, TaskState } from '@contracts/billVocabulary';
import { currentNodeOf } from './advancePlan';
import { billFields, nodeOwnersOf } from './billFields';
import type { StaffNames } from './billFields';
import type { FieldCatalog, FieldValue } from './query/evaluateFilter';

/** One task: a bill waiting for one person at one node (docs/bills-and-workflow.md, backlog). */
export interface BacklogItem {
  /** `<bill id>:<node id>:<owner staff id>`: stable while the bill waits at that node. */
  id: string;
  flowId: string;
  flow: Bill;
  state: TaskState;
  /** The bill's form type (the backlog filters on `type`, bills on `formType`). */
  type: BillFormType;
  ownerId: string;
  nodeId: string;
  nodeName: string;
  /** When the bill reached the node. */
  createTime: number;
}

const TASK_STATES: ReadonlySet<string> = new Set([
  'APPROVING',
  'SENDING',
  'RECEIVING',
  'RECEIVING_EXCEP',
  'PAYING',
]);

/**
 * The tasks are derived from the bills on every call rather than stored: they can never
 * disagree with the bills, and a reset needs nothing extra.
 */
export function backlogOf(bills: readonly Bill[]): BacklogItem[] {
  return bills.flatMap((bill) => {
    const node = currentNodeOf(bill);
    if (!bill.active || !node || !TASK_STATES.has(node.state)) return [];
    const index = bill.plan.nodes.indexOf(node);
    const reached = bill.plan.nodes
      .slice(0, index)
      .reduce(
        (latest, before) => Math.max(latest, before.operateTime ?? 0),
        bill.form.submitDate ?? 0,
      );
    return nodeOwnersOf(bill).map((ownerId) => ({
      id: `${bill.id}:${node.id}:${ownerId}`,
      flowId: bill.id,
      flow: bill,
      state: node.state as TaskState,
      type: bill.formType,
      ownerId,
      nodeId: node.id,
      nodeName: node.name,
      createTime: reached || bill.updateTime,
    }));
  });
}

/**
 * Task fields first; every bill field is reachable as `flow.<path>` and, where the task has no
 * field of that name, bare (`form.title`), as the bill list spells it.
 */
export function backlogFields(names: StaffNames): FieldCatalog<BacklogItem> {
  const task: [string, (item: BacklogItem) => FieldValue][] = [
    ['id', (item) => item.id],
    ['flowId', (item) => item.flowId],
    ['state', (item) => item.state],
    ['type', (item) => item.type],
    ['ownerId', (item) => item.ownerId],
    ['nodeId', (item) => item.nodeId],
    ['nodeName', (item) => item.nodeName],
    ['createTime', (item) => item.createTime],
  ];
  const fields = new Map(task);
  for (const [path, resolve] of billFields(names)) {
    fields.set(`flow.${path}`, (item) => resolve(item.flow));
    if (!fields.has(path)) fields.set(path, (item) => resolve(item.flow));
  }
  return fields;
}
