import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { ModuleDefinition, RootStore } from '../store';
import { ModuleRoot, type ModuleRootProps } from './ModuleRoot';

/** Lifecycles for a module definition: registers its stores on bootstrap, renders on mount. */
export function createModuleLifecycles(
  definition: ModuleDefinition<RootStore>,
  root: RootStore,
  slot: () => HTMLElement,
): LifeCycles<ModuleRootProps> {
  const react = singleSpaReact<ModuleRootProps>({
    React,
    ReactDOMClient,
    rootComponent: ModuleRoot,
    domElementGetter: slot,
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
    unmount: withProps(react.unmount),
  };
}
