/**
 * FeatBit's JSON shapes (back-end Domain model and client SDK payload), shared by the evaluator,
 * the lab's mock flag server and the app. See docs/flags.md.
 */
export type VariationType = 'boolean' | 'number' | 'string' | 'json';

export interface Variation {
  id: string;
  name: string;
  /** Always a string on the wire, whatever the variationType. */
  value: string;
}

export interface Condition {
  /** A user property name, or 'User is in segment' / 'User is not in segment'. */
  property: string;
  op: string;
  value: string;
}

export interface RolloutVariation {
  id: string;
  /** [from, to], both inclusive, within [0, 1]. */
  rollout: [number, number];
  exptRollout: number;
}

export interface TargetRule {
  id: string;
  name: string;
  /** A user property whose value buckets the user (e.g. corporationId keeps a tenant together). */
  dispatchKey: string | null;
  includedInExpt: boolean;
  conditions: Condition[];
  variations: RolloutVariation[];
}

export interface TargetUser {
  keyIds: string[];
  variationId: string;
}

export interface FeatureFlag {
  id: string;
  envId: string;
  key: string;
  name: string;
  description?: string;
  variationType: VariationType;
  variations: Variation[];
  targetUsers: TargetUser[];
  rules: TargetRule[];
  isEnabled: boolean;
  disabledVariationId: string;
  fallthrough: {
    dispatchKey: string | null;
    includedInExpt: boolean;
    variations: RolloutVariation[];
  };
  exptIncludeAllTargets: boolean;
  isArchived: boolean;
  tags: string[];
  createdAt: string;
  /** ISO time; the client `timestamp` is this in epoch ms. */
  updatedAt: string;
}

export interface Segment {
  id: string;
  envId: string;
  name: string;
  key: string;
  type: 'environment-specific' | 'shared';
  included: string[];
  excluded: string[];
  rules: { id: string; name: string; conditions: Condition[] }[];
  isArchived: boolean;
  updatedAt: string;
}

export interface EndUser {
  keyId: string;
  name: string;
  customizedProperties?: { name: string; value: string }[];
}

export interface EvalResult {
  /** null only for an archived flag. */
  variation: { id: string; value: string } | null;
  /** 'flag archived' | 'flag disabled' | 'targeted' | a rule name | 'default'. */
  reason: string;
  sendToExperiment: boolean;
}

/** One flag as the client SDK receives it in a data-sync message. */
export interface ClientFlag {
  id: string;
  variation: string | null;
  variationType: VariationType;
  variationId: string;
  matchReason: string;
  variationOptions: { id: string; value: string }[];
  sendToExperiment: boolean;
  timestamp: number;
}
