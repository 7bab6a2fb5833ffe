import {
  MessageChannel as NodeMessageChannel,
  type MessagePort as NodePort,
} from 'node:worker_threads';
import type { RpcPort } from '../RpcPort';

// jsdom has no MessageChannel; Node's real one has the same message-event surface.
const opened: NodePort[] = [];

export interface TestChannel {
  /** One end as the RPC code sees it. */
  left: RpcPort;
  right: RpcPort;
  /** The same ends as Node ports, to await what reaches them. */
  leftNode: NodePort;
  rightNode: NodePort;
}

export function openChannel(): TestChannel {
  const { port1, port2 } = new NodeMessageChannel();
  opened.push(port1, port2);
  return {
    left: port1 as unknown as RpcPort,
    right: port2 as unknown as RpcPort,
    leftNode: port1,
    rightNode: port2,
  };
}

export function nextMessage(port: NodePort): Promise<unknown> {
  return new Promise((resolve) => port.once('message', resolve));
}

/** Open ports keep jest alive: every test file closes them after each test. */
export function closeChannels(): void {
  for (const port of opened.splice(0)) port.close();
}
