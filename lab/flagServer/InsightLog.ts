import type { EndUser } from '../../flags/evaluation/types';
import { parseEndUser } from './parseEndUser';
import { RingBuffer } from './RingBuffer';

export interface InsightVariation {
  featureFlagKey: string;
  variation?: { id?: string; value?: string };
  sendToExperiment?: boolean;
  timestamp?: number;
}

export interface InsightMetric {
  eventName: string;
  numericValue?: number;
  type?: string;
  route?: string;
  appType?: string;
  timestamp?: number;
}

export interface StoredInsight {
  id: number;
  requestId: number;
  receivedAt: string;
  user: EndUser | null;
  variations: InsightVariation[];
  metrics: InsightMetric[];
}

/** One POST to insight/track: the SDK sends at most 50 insights per request. */
export interface InsightRequest {
  id: number;
  receivedAt: string;
  insights: number;
  /** Entries that were neither an evaluation nor a metric; kept out of the log. */
  ignored: number;
}

export interface InsightCounts {
  /** Evaluation events per flag key, and per flag key per variation value. */
  evaluations: Record<string, number>;
  variations: Record<string, Record<string, number>>;
  metrics: Record<string, number>;
}

/** What SDKs reported: the latest insights and requests, plus counts that outlive the buffers. */
export class InsightLog {
  private readonly stored: RingBuffer<StoredInsight>;
  private readonly received: RingBuffer<InsightRequest>;
  // Maps, not objects: keys come from clients, and "__proto__" must stay an ordinary key.
  private evaluations = new Map<string, Map<string, number>>();
  private metrics = new Map<string, number>();
  private nextInsightId = 1;
  private nextRequestId = 1;

  constructor(
    capacity: number,
    private readonly now: () => number,
  ) {
    this.stored = new RingBuffer(capacity);
    this.received = new RingBuffer(capacity);
  }

  /** Validates loosely, as the ES does: unknown fields pass, unusable entries are skipped. */
  record(batch: readonly unknown[]): InsightRequest {
    const receivedAt = new Date(this.now()).toISOString();
    const request: InsightRequest = {
      id: this.nextRequestId++,
      receivedAt,
      insights: 0,
      ignored: 0,
    };
    for (const entry of batch) {
      const { user, variations, metrics } = (entry ?? {}) as Record<string, unknown>;
      const evaluations = listOf<InsightVariation>(variations, 'featureFlagKey');
      const tracked = listOf<InsightMetric>(metrics, 'eventName');
      if (evaluations.length + tracked.length === 0) {
        request.ignored += 1;
        continue;
      }
      request.insights += 1;
      const insight: StoredInsight = {
        id: this.nextInsightId++,
        requestId: request.id,
        receivedAt,
        user: parseEndUser(user),
        variations: evaluations,
        metrics: tracked,
      };
      this.stored.push(insight);
      this.count(insight);
    }
    this.received.push(request);
    return request;
  }

  insights(): StoredInsight[] {
    return this.stored.toArray();
  }

  requests(): InsightRequest[] {
    return this.received.toArray();
  }

  totals(): InsightCounts {
    const perFlag = [...this.evaluations];
    return {
      evaluations: Object.fromEntries(
        perFlag.map(([key, values]) => [key, [...values.values()].reduce((a, b) => a + b, 0)]),
      ),
      variations: Object.fromEntries(
        perFlag.map(([key, values]) => [key, Object.fromEntries(values)]),
      ),
      metrics: Object.fromEntries(this.metrics),
    };
  }

  clear(): void {
    this.stored.clear();
    this.received.clear();
    this.evaluations.clear();
    this.metrics.clear();
  }

  private count(insight: StoredInsight): void {
    for (const evaluation of insight.variations) {
      const key = evaluation.featureFlagKey;
      const value = String(evaluation.variation?.value ?? 'null');
      const perValue = this.evaluations.get(key) ?? new Map<string, number>();
      perValue.set(value, (perValue.get(value) ?? 0) + 1);
      this.evaluations.set(key, perValue);
    }
    for (const { eventName } of insight.metrics) {
      this.metrics.set(eventName, (this.metrics.get(eventName) ?? 0) + 1);
    }
  }
}

/** The array's objects that carry a string `field`; anything else is not an event we can count. */
function listOf<T>(value: unknown, field: string): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is T =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Record<string, unknown>)[field] === 'string',
  );
}
