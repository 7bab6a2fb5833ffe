import { waitingNodeSchema } from '@contracts/bills/waitingNode';
import { parse } from '@contracts/core/parse';
import type { WaitingNode } from './nextStepOf';

/** The node the bill's plan says it waits at, or null when none is current. */
export function parseWaitingNode(plan: unknown): WaitingNode | null {
  return parse(waitingNodeSchema, plan);
}
