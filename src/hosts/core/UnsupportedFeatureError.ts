import type { HostId } from '../HostBridge';

/** User-facing features an embedded host may lack; each shows the spec's alert before rejecting. */
export type UnsupportedFeature =
  'scan' | 'share' | 'chooseImage' | 'chooseFile' | 'invoiceEntry' | 'chooseConversation';

/**
 * A verb the current host cannot perform. `alerted` says whether the user was already told, so
 * callers never show a second message for the same refusal.
 */
export class UnsupportedFeatureError extends Error {
  override readonly name = 'UnsupportedFeatureError';
  constructor(
    readonly feature: string,
    readonly hostId: HostId,
    readonly alerted: boolean,
  ) {
    super(`${feature} is not supported by the ${hostId} host`);
  }
}
