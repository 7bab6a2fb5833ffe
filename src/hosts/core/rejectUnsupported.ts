import { normalizeLocale } from '@shell/i18n';
import type { HostBridge, HostLog } from '../HostBridge';
import { hostBridgeMessages } from './hostBridgeMessages';
import { UnsupportedFeatureError, type UnsupportedFeature } from './UnsupportedFeatureError';

export interface UnsupportedContext {
  host: Pick<HostBridge, 'id' | 'variant'>;
  alert(text: string): void;
  locale(): string;
  log: HostLog;
}

/** A bridge method the host lacks (docs/sign-in-and-hosts.md: "log a message saying so"); no user-facing alert. */
export function rejectUnsupportedMethod(
  method: string,
  context: UnsupportedContext,
): Promise<never> {
  context.log.warn(`Host bridge "${context.host.id}" does not support ${method}`);
  return Promise.reject(new UnsupportedFeatureError(method, context.host.id, false));
}

/**
 * A user-facing feature the host lacks (docs/sign-in-and-hosts.md): the variant's alert in the user's locale,
 * a log line, then a typed rejection the caller can recognise and stay quiet about.
 */
export function rejectUnsupportedFeature(
  feature: UnsupportedFeature,
  context: UnsupportedContext,
): Promise<never> {
  const messages = hostBridgeMessages[normalizeLocale(safeLocale(context))];
  const text = context.host.variant === 'web' ? messages.notSupportedWeb : messages.notSupported;
  let alerted = true;
  try {
    context.alert(text);
  } catch (error) {
    alerted = false;
    context.log.error('Host bridge could not show the unsupported-feature alert', error);
  }
  context.log.warn(`Host bridge "${context.host.id}" does not support ${feature}`);
  return Promise.reject(new UnsupportedFeatureError(feature, context.host.id, alerted));
}

function safeLocale(context: UnsupportedContext): unknown {
  try {
    return context.locale();
  } catch {
    return undefined;
  }
}
