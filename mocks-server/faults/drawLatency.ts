import type { LatencyFault } from './FaultDefinition';

/** How long this request waits; uniform and jitter draw from the fault's seeded generator. */
export function drawLatency(fault: LatencyFault, random: () => number): number {
  if (fault.kind === 'fixed') return fault.ms;
  if (fault.kind === 'uniform') {
    return Math.round(fault.minMs + random() * (fault.maxMs - fault.minMs));
  }
  // Like Toxiproxy's latency toxic: ms ± jitterMs, never below zero.
  return Math.max(0, Math.round(fault.ms + (random() * 2 - 1) * fault.jitterMs));
}
