import type { BillState } from '../billStates';

export type TodoKey = 'approve' | 'pay' | 'send' | 'receive' | 'drafts' | 'rejected' | 'payFailed';

export interface TodoDefinition {
  key: TodoKey;
  /** Which list answers the count: the tasks waiting for me, or my own bills. */
  list: 'backlog' | 'mine';
  /** Backlog task state (docs/architecture.md) or bill state (docs/architecture.md). */
  state: string;
  /** The micro-app that shows the list; the to-do hides while that app is off. */
  app: 'approval' | 'bills' | 'print';
  /** The filtered list the to-do opens (micro-apps meet at addresses). */
  href: string;
}

const mine = (key: TodoKey, state: BillState): TodoDefinition => ({
  key,
  list: 'mine',
  state,
  app: 'bills',
  href: `/bills?state=${state}`,
});

/**
 * What can need the person, most urgent first: tasks waiting for them (approve, pay, paper
 * sending and receiving, docs/architecture.md), then their own bills that wait on them.
 */
export const TODO_DEFINITIONS: readonly TodoDefinition[] = [
  { key: 'approve', list: 'backlog', state: 'APPROVING', app: 'approval', href: '/approval' },
  { key: 'pay', list: 'backlog', state: 'PAYING', app: 'approval', href: '/approval?state=PAYING' },
  { key: 'send', list: 'backlog', state: 'SENDING', app: 'print', href: '/print?tab=send' },
  { key: 'receive', list: 'backlog', state: 'RECEIVING', app: 'print', href: '/print?tab=receive' },
  mine('drafts', 'draft'),
  mine('rejected', 'rejected'),
  mine('payFailed', 'failure'),
];
