import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import type { ModuleDefinition, RootStore } from '../store';
import { ModuleRoot, type ModuleRootProps } from './ModuleRoot';

export const SLOT_CONTAINER_ID = 'root';

/** Each app gets its own element inside #root, so one app's React root never touches another's. */
export function slotFor(name: string, doc: Document = document): HTMLElement {
  const id = `single-spa-application:${name}`;
  const existing = doc.getElementById(id);
  if (existing) return existing;
  const container = doc.getElementById(SLOT_CONTAINER_ID);
  if (!container) throw new Error(`No #${SLOT_CONTAINER_ID} element to mount "${name}" into`);
  const slot = doc.createElement('div');
  slot.id = id;
  container.appendChild(slot);
  return slot;
}

/** Lifecycles for a module definition: registers its stores on bootstrap, renders on mount. */
export function createModuleLifecycles(
  definition: ModuleDefinition<RootStore>,
  root: RootStore,
): LifeCycles<ModuleRootProps> {
  const react = singleSpaReact<ModuleRootProps>({
    React,
    ReactDOMClient,
    rootComponent: ModuleRoot,
    domElementGetter: () => slotFor(definition.id),
  });
  // single-spa hands each lifecycle its own props; the module's root and definition are added here.
  const withProps =
    (lifecycle: LifeCycleFn<ModuleRootProps>) => (props: ModuleRootProps & AppProps) =>
      lifecycle({ ...props, root, definition });
  return {
    bootstrap: async (props) => {
      if (!root.isRegistered(definition.id)) root.registerModule(definition);
      await withProps(react.bootstrap)(props);
    },
    mount: withProps(react.mount),
    unmount: async (props) => {
      await withProps(react.unmount)(props);
      document.getElementById(`single-spa-application:${definition.id}`)?.remove();
    },
  };
}
