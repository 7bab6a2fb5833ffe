import { STAFF } from './storeHarness';

/** A FeatBit data-sync `full` message carrying boolean flags for the harness staff member. */
export const fullSync = (flags: Record<string, string>) =>
  JSON.stringify({
    messageType: 'data-sync',
    data: {
      eventType: 'full',
      userKeyId: STAFF.staffId,
      featureFlags: Object.entries(flags).map(([id, variation]) => ({
        id,
        variation,
        variationType: 'boolean',
        variationOptions: [
          { id: 'on', value: 'true' },
          { id: 'off', value: 'false' },
        ],
        timestamp: 1_700_000_000_000,
        matchReason: 'default',
        sendToExperiment: false,
      })),
    },
  });

export type Reply = { status: number; body?: string } | 'network-error';

/** Answers polls with the given replies in turn (the last one repeats); events get 200. */
export function answerFetch(...replies: Reply[]) {
  const requests: Array<{ url: string; body: string }> = [];
  let polls = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    requests.push({ url, body: String(init?.body ?? '') });
    if (url.includes('/insight/track')) return new Response('', { status: 200 });
    const reply = replies[Math.min(polls++, replies.length - 1)];
    if (reply === 'network-error') throw new TypeError('fetch failed');
    return new Response(reply.body ?? '', { status: reply.status });
  });
  return requests;
}
