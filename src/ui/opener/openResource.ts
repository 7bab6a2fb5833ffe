import type { Locale } from '@shell/i18n';
import { openerMessages } from './openerMessages';
import { resolveResource, type OpenerEnvironment, type ResourceAction } from './resolveResource';

type Of<K extends ResourceAction['kind']> = Extract<ResourceAction, { kind: K }>;

/**
 * What the application plugs in. Each returns false when it could not open the resource (popup
 * blocked, no host bridge); `openRemoteComponent` returns false for a type it does not know.
 */
export interface ResourceHandlers {
  mallRedirect: (action: Of<'mallRedirect'>) => boolean;
  openLink: (action: Of<'openLink'>) => boolean;
  /** Through the host bridge's layout link opener, off PC. */
  layoutLink: (action: Of<'layoutLink'>) => boolean;
  newWindow: (action: Of<'newWindow'>) => boolean;
  slide: (action: Of<'slide'>) => boolean;
  iframe: (action: Of<'iframe'>) => boolean;
  remoteComponent: (action: Of<'remoteComponent'>) => boolean;
  /** A localized sentence for the person. */
  showError: (message: string) => void;
}

export interface OpenResourceOptions extends OpenerEnvironment {
  locale: Locale;
}

/** Opens a resource by its sourceType; returns the action taken (kind 'error' when it failed). */
export function openResource(
  raw: unknown,
  { isPC, locale }: OpenResourceOptions,
  handlers: ResourceHandlers,
): ResourceAction {
  const messages = openerMessages[locale];
  const action = resolveResource(raw, { isPC });
  if (action.kind === 'error') {
    handlers.showError(
      action.reason === 'badAddress' ? messages.badAddress : messages.noSourceType,
    );
    return action;
  }
  if (dispatch(action, handlers)) return action;
  if (action.kind === 'remoteComponent') {
    handlers.showError(messages.unknownType(action.sourceType));
    return { kind: 'error', reason: 'unknownType' };
  }
  handlers.showError(messages.blocked);
  return { kind: 'error', reason: 'notOpened' };
}

function dispatch(action: Exclude<ResourceAction, { kind: 'error' }>, handlers: ResourceHandlers) {
  switch (action.kind) {
    case 'mallRedirect':
      return handlers.mallRedirect(action);
    case 'openLink':
      return handlers.openLink(action);
    case 'layoutLink':
      return handlers.layoutLink(action);
    case 'newWindow':
      return handlers.newWindow(action);
    case 'slide':
      return handlers.slide(action);
    case 'iframe':
      return handlers.iframe(action);
    case 'remoteComponent':
      return handlers.remoteComponent(action);
  }
}
