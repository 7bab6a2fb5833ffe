import type { ComponentType } from 'react';
import { layerManager, type LayerContentProps, type LayerManager } from '../overlays/LayerManager';
import { browserResourceHandlers } from './browserResourceHandlers';
import type { ResourceHandlers } from './openResource';
import { ResourcePanel } from './ResourcePanel';

/** What a remote component for a resource is given. */
export interface RemoteResourceProps {
  resource: Readonly<Record<string, unknown>>;
  close: () => void;
}

export interface AppResourceDeps {
  showError: (message: string) => void;
  /** The component an extension exports for this sourceType, or null when none does. */
  findComponent: (sourceType: string) => ComponentType<RemoteResourceProps> | null;
  title: (resource: Readonly<Record<string, unknown>>) => string;
  layers?: LayerManager;
}

/**
 * The application's opener: the browser's handlers plus the two spec §2 cases a plain browser
 * cannot do — SLIDE as a side popup on PC and a full-width drawer on a phone, and any other
 * sourceType as the remote component an extension registered for it, in a modal.
 */
export function appResourceHandlers(deps: AppResourceDeps): ResourceHandlers {
  const layers = deps.layers ?? layerManager;
  return browserResourceHandlers(deps.showError, {
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
      const Remote = deps.findComponent(sourceType);
      if (!Remote) return false;
      const Content = ({ close }: LayerContentProps) => (
        <Remote resource={resource} close={() => close()} />
      );
      void layers.open({
        key: `resource-${sourceType}`,
        title: deps.title(resource),
        kind: 'modal',
        component: Content,
      });
      return true;
    },
  });
}
