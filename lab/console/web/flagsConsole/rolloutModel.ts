import type { FeatureFlag } from '../../../../flags/evaluation/types';
import { setRollout } from '../../../flagServer/setRollout';
import { targetTenants } from '../../../flagServer/targetTenants';
import { targetedTenants, type ConsoleFlag } from '../shared/flagModel';

/**
 * Who gets what, in one model per flag: tenants targeted with a variation, then a percentage
 * of the rest (bucketed by `dispatchKey`, corporationId keeps a tenant in one bucket) served
 * `serve`, everyone else `other`. The matrix and the rollout editor both edit this.
 */
export interface RolloutModel {
  targeted: Map<string, string>;
  percentage: number;
  serve: string;
  other: string;
  dispatchKey: string;
}

export function readModel(flag: ConsoleFlag): RolloutModel {
  const targeted = new Map<string, string>();
  for (const [variationId, tenants] of targetedTenants(flag)) {
    for (const tenant of tenants) targeted.set(tenant, variationId);
  }
  const served = flag.fallthrough.variations.filter((v) => v.rollout[1] > v.rollout[0]);
  const byValue = (value: string) => flag.variations.find((v) => v.value === value)?.id;
  const serve = served[0]?.id ?? byValue('true') ?? flag.variations[0]?.id ?? '';
  const share = served[0] ? served[0].rollout[1] - served[0].rollout[0] : 1;
  const other = served[1]?.id ?? flag.variations.find((v) => v.id !== serve)?.id ?? serve;
  return {
    targeted,
    percentage: Math.round(share * 100000) / 1000,
    serve,
    other,
    // A flag not rolled out yet buckets by tenant when it is: a tenant must never be split.
    dispatchKey: flag.fallthrough.dispatchKey ?? (served.length > 1 ? '' : 'corporationId'),
  };
}

const sameRollout = (a: RolloutModel, b: RolloutModel) =>
  a.percentage === b.percentage &&
  a.serve === b.serve &&
  a.other === b.other &&
  a.dispatchKey === b.dispatchKey;

/**
 * The flag with `model` applied: tenant rules rebuilt (the lab's `lab-tenants-<variation>`
 * rules), the fallthrough rolled out only when its part of the model changed, so a targeting
 * edit leaves the rest of the flag as it was. Throws the server's own FlagDefinitionError.
 */
export function applyModel(flag: ConsoleFlag, model: RolloutModel): ConsoleFlag {
  let next = structuredClone(flag) as unknown as FeatureFlag;
  const current = readModel(flag);
  const untargeted = [...current.targeted.keys()].filter((tenant) => !model.targeted.has(tenant));
  if (untargeted.length > 0)
    next = targetTenants(next, { corporationIds: untargeted, variationId: null });
  for (const variation of flag.variations) {
    const tenants = [...model.targeted]
      .filter(([, id]) => id === variation.id)
      .map(([tenant]) => tenant);
    const had = [...current.targeted].filter(([, id]) => id === variation.id).length;
    if (tenants.length === 0 && had === 0) continue;
    next = targetTenants(next, {
      corporationIds: tenants,
      variationId: variation.id,
      replace: true,
    });
  }
  if (!sameRollout(current, model)) {
    next = setRollout(next, {
      percentage: model.percentage,
      dispatchKey: model.dispatchKey,
      variationId: model.serve,
      otherVariationId: model.other,
    });
  }
  return next as unknown as ConsoleFlag;
}
