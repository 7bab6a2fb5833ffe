import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteResourceProps } from './appResourceHandlers';

/** What the shell lends the resource opener: the host's link opener and the registry's components. */
export interface ResourceServices {
  /**
   * docs/overlays-and-previewer.md OPEN_LINK off PC: the host's layout link opener (its bridge's `openLink`), with an
   * absolute address; null before a host bridge is known (the opener then uses a new tab).
   */
  openHostLink: ((url: string) => Promise<void>) | null;
  /**
   * any other type: a remote component (docs/overlays-and-previewer.md): the component a registry extension exports
   * for this sourceType once its bundle has loaded, or null when no extension has one.
   */
  findComponent: (sourceType: string) => Promise<ComponentType<RemoteResourceProps> | null>;
}

const NO_SERVICES: ResourceServices = {
  openHostLink: null,
  findComponent: () => Promise.resolve(null),
};

export const ResourceServicesContext = createContext<ResourceServices>(NO_SERVICES);

export function useResourceServices(): ResourceServices {
  return useContext(ResourceServicesContext);
}
