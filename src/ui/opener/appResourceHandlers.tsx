import type { ComponentType } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { layerManager, type LayerContentProps, type LayerManager } from '../overlays/LayerManager';
import { browserResourceHandlers } from './browserResourceHandlers';
import type { ResourceHandlers } from './openResource';
import { ResourcePanel } from './ResourcePanel';
import type { ResourceServices } from './ResourceServicesContext';

/** What a remote component for a resource is given. */
export interface RemoteResourceProps {
  resource: Readonly<Record<string, unknown>>;
  close: () => void;
}

export interface AppResourceDeps extends ResourceServices {
  showError: (message: string) => void;
  /** The person's sentence for a sourceType no extension opens. */
  unknownType: (sourceType: string) => string;
  /** The person's sentence for a resource the host could not open. */
  notOpened: string;
  title: (resource: Readonly<Record<string, unknown>>) => string;
  /** A phone: remote components open in a drawer across the screen instead of a modal. */
  compact?: boolean;
  layers?: LayerManager;
}

/** The host wants an address it can open from anywhere, not one relative to this page. */
const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * The application's opener: the browser's handlers plus docs/overlays-and-previewer.md cases a plain browser cannot
 * do — OPEN_LINK off PC through the host's layout link opener, SLIDE as a side popup on PC and a
 * full-width drawer on a phone, and any other sourceType as the remote component a registry
 * extension exports for it, in a modal (a drawer on a phone; a component that throws shows the
 * kit's error screen).
 */
export function appResourceHandlers(deps: AppResourceDeps): ResourceHandlers {
  const layers = deps.layers ?? layerManager;
  const showRemote = (
    Remote: ComponentType<RemoteResourceProps>,
    sourceType: string,
    resource: Readonly<Record<string, unknown>>,
  ) => {
    const Content = ({ close }: LayerContentProps) => (
      <ErrorBoundary>
        <Remote resource={resource} close={() => close()} />
      </ErrorBoundary>
    );
    void layers.open({
      key: `resource-${sourceType}`,
      title: deps.title(resource),
      kind: deps.compact ? 'drawer' : 'modal',
      component: Content,
    });
  };
  const browser = browserResourceHandlers(deps.showError);
  return {
    ...browser,
    layoutLink: (action) => {
      const { openHostLink } = deps;
      if (!openHostLink) return browser.layoutLink(action);
      const { url } = action;
      openHostLink(absolute(url)).catch(() => deps.showError(deps.notOpened));
      return true;
    },
    slide: ({ variant, resource }) => {
      void layers.open(
        {
          key: 'resource-slide',
          title: deps.title(resource),
          kind: variant === 'pc' ? 'popup' : 'drawer',
          component: ResourcePanel,
        },
        resource,
      );
      return true;
    },
    remoteComponent: ({ sourceType, resource }) => {
      deps.findComponent(sourceType).then(
        (Remote) => {
          if (Remote) showRemote(Remote, sourceType, resource);
          else deps.showError(deps.unknownType(sourceType));
        },
        () => deps.showError(deps.notOpened),
      );
      return true;
    },
  };
}
