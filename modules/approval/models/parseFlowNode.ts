import { AGREE_TYPES, NODE_TYPES, SKIP_TYPES, type CounterSigner, type FlowNode } from '../types';
import { idOf, listOf, oneOf, textOf, timeOf, wireOf } from './readWire';

function parseCounterSigner(raw: unknown): CounterSigner | null {
  const wire = wireOf(raw);
  const signer = idOf(wire, 'signer');
  return signer ? { signer, state: textOf(wire, 'state'), action: idOf(wire, 'action') } : null;
}

/** One plan node; a node without an id is dropped (nothing could point at it). */
export function parseFlowNode(raw: unknown): FlowNode | null {
  const wire = wireOf(raw);
  const id = idOf(wire, 'id');
  if (!id) return null;
  return {
    id,
    name: textOf(wire, 'name'),
    type: oneOf(wire, 'type', NODE_TYPES) ?? 'normal',
    signer: idOf(wire, 'signer'),
    state: textOf(wire, 'state'),
    action: idOf(wire, 'action'),
    skippedType: oneOf(wire, 'skippedType', SKIP_TYPES) ?? 'NO_SKIPPED',
    agreeType: oneOf(wire, 'agreeType', AGREE_TYPES) ?? 'NO_AUTO_AGREE',
    description: textOf(wire, 'description'),
    nonMatched: wire.nonMatched === true,
    operateTime: timeOf(wire, 'operateTime'),
    policy: oneOf(wire, 'policy', ['ANY', 'ALL'] as const),
    counterSigners: listOf(wire, 'counterSigners').flatMap(
      (each) => parseCounterSigner(each) ?? [],
    ),
  };
}
