import type { WaitingNode } from './nextStepOf';
import { fieldsOf, isFields, readId, readList, readText, type Fields } from './readFields';

/** A countersigner who has not acted yet is still in the node's task state. */
const STILL_WAITING = 'APPROVING';

function ownersOf(node: Fields): string[] {
  if (readText(node, 'type') !== 'countersign') {
    const signer = readId(node, 'signer');
    return signer ? [signer] : [];
  }
  return readList(node, 'counterSigners').flatMap((entry) => {
    const signer = fieldsOf(entry);
    const id = readId(signer, 'signer');
    return id && readText(signer, 'state') === STILL_WAITING ? [id] : [];
  });
}

/** The node the bill's plan says it waits at, or null when none is current. */
export function parseWaitingNode(plan: unknown): WaitingNode | null {
  const fields = fieldsOf(plan);
  const currentId = readId(fields, 'currentNodeId');
  if (!currentId) return null;
  const node = readList(fields, 'nodes').find(
    (entry): entry is Fields => isFields(entry) && readId(entry, 'id') === currentId,
  );
  if (!node) return null;
  return {
    id: currentId,
    name: readText(node, 'name'),
    type: readText(node, 'type') || 'normal',
    ownerIds: ownersOf(node),
  };
}
