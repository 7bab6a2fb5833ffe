import type { BillState } from '@contracts/billVocabulary';

/** The list tab a bill falls under; `scene` is filterable like a field. */
export type BillScene = 'todo' | 'doing' | 'done' | 'void';

const SCENES: Readonly<Record<BillState, BillScene>> = {
  draft: 'todo',
  rejected: 'todo',
  pending: 'doing',
  approving: 'doing',
  sending: 'doing',
  receiving: 'doing',
  receivingExcep: 'doing',
  paying: 'doing',
  PROCESSING: 'doing',
  failure: 'doing',
  paid: 'done',
  archived: 'done',
  PROCESS: 'done',
  nullify: 'void',
};

export function sceneOf(state: BillState): BillScene {
  return SCENES[state];
}
