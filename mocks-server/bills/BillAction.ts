import type { PaymentChannel, PaymentSimulation } from '@contracts/billVocabulary';

/** A workflow step as the routes and the seeds ask for it; `name` is Hose's log verb without `freeflow.`. */
export type BillAction =
  | { name: 'submit' }
  | { name: 'retract' }
  | { name: 'agree' | 'review' | 'nullify'; comment: string }
  /** `rejectTo`: an earlier node a person agreed at; absent sends the bill to its submitter. */
  | { name: 'reject'; comment: string; rejectTo?: string | null }
  | { name: 'addExpress'; expressNo: string }
  | { name: 'jumpExpress' }
  | { name: 'receive' }
  | { name: 'receiveExcep'; reason: string }
  /** `attempt`: the number the new payment record will get; a stale one is refused. */
  | { name: 'pay'; channel: PaymentChannel; simulate?: PaymentSimulation; attempt?: number }
  | { name: 'payResult'; success: boolean; reason: string }
  | { name: 'archive' }
  | { name: 'remind' }
  | { name: 'print'; printTemplateId: string; isPrintInvoice: boolean };

/** One valid sample of every action: the allowed-actions list tries each against the bill. */
export const SAMPLE_ACTIONS: readonly BillAction[] = [
  { name: 'submit' },
  { name: 'retract' },
  { name: 'agree', comment: '' },
  { name: 'review', comment: '' },
  { name: 'reject', comment: '' },
  { name: 'nullify', comment: '' },
  { name: 'addExpress', expressNo: 'SF0000000000' },
  { name: 'jumpExpress' },
  { name: 'receive' },
  { name: 'receiveExcep', reason: '-' },
  { name: 'pay', channel: 'OFFLINE' },
  { name: 'payResult', success: true, reason: '' },
  { name: 'archive' },
  { name: 'remind' },
  { name: 'print', printTemplateId: 'default', isPrintInvoice: false },
];

/** Who acts and when; the workflow never reads a clock of its own. */
export interface ActionContext {
  actorId: string;
  now: number;
}
