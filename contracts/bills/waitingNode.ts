import * as v from 'valibot';
import { id, record, text, time } from '../core/fields';
import { listOf } from '../core/listOf';

/** A countersigner who has not acted yet is still in the node's task state. */
const STILL_WAITING = 'APPROVING';

const planNode = record({
  id,
  name: text(),
  type: text(),
  signer: id,
  counterSigners: listOf('plan.nodes.counterSigners', record({ signer: id, state: text() })),
});

/** The node a bill's plan says it waits at, or null when none is current. */
export const waitingNodeSchema = v.pipe(
  record({ currentNodeId: id, nodes: listOf('plan.nodes', planNode) }),
  v.transform(({ currentNodeId, nodes }) => {
    const node = currentNodeId ? nodes.find((entry) => entry.id === currentNodeId) : undefined;
    if (!currentNodeId || !node) return null;
    const ownerIds =
      node.type !== 'countersign'
        ? node.signer
          ? [node.signer]
          : []
        : node.counterSigners.flatMap(({ signer, state }) =>
            signer && state === STILL_WAITING ? [signer] : [],
          );
    return { id: currentNodeId, name: node.name, type: node.type || 'normal', ownerIds };
  }),
);

/** A bill's `rejection`, or null when it has none worth showing. */
export const rejectionSchema = v.pipe(
  v.unknown(),
  v.transform((raw) => (typeof raw === 'object' && raw !== null ? raw : null)),
  v.nullable(record({ by: id, nodeName: text(100), reason: text(500), time })),
);
