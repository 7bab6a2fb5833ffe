import { observer } from 'mobx-react-lite';
import { createElement, lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Drawer } from './Drawer';
import {
  layerManager,
  type LayerContentProps,
  type LayerDefinition,
  type LayerManager,
  type OpenLayer,
} from './LayerManager';
import { Modal } from './Modal';
import { OVERLAY_DEFAULTS } from './overlayConstants';
import { useLeavingLayers } from './useLeavingLayers';
import { SidePopup } from './SidePopup';

const lazyContents = new WeakMap<LayerDefinition, ComponentType<LayerContentProps>>();

/** One lazy component per definition, made once, so reopening a layer does not reload it. */
function contentOf(definition: LayerDefinition): ComponentType<LayerContentProps> {
  if (definition.component) return definition.component;
  const cached = lazyContents.get(definition);
  if (cached) return cached;
  const load = definition.lazyComponent ?? (() => Promise.reject(new Error('no component')));
  const made = lazy(load);
  lazyContents.set(definition, made);
  return made;
}

function LayerContent({ layer, close }: { layer: OpenLayer; close: (result?: unknown) => void }) {
  return createElement(contentOf(layer.definition), { params: layer.params, close });
}

function LayerView({
  layer,
  manager,
  open,
}: {
  layer: OpenLayer;
  manager: LayerManager;
  open: boolean;
}) {
  const { definition, params, id } = layer;
  const close = (result?: unknown) => manager.close(id, result);
  const body = (
    <Suspense fallback={null}>
      <LayerContent layer={layer} close={close} />
    </Suspense>
  );
  const common = { open, title: definition.title, onClose: () => close() };
  if (definition.kind === 'drawer') return <Drawer {...common}>{body}</Drawer>;
  if (definition.kind === 'popup') return <SidePopup {...common}>{body}</SidePopup>;
  const onOk = definition.onOk;
  return (
    <Modal
      {...common}
      onOk={
        onOk &&
        (async () => {
          const result = await onOk(params);
          if (result !== false) manager.close(id, result);
          return false;
        })
      }
    >
      {body}
    </Modal>
  );
}

/** Mounted once by the shell: renders the manager's layers bottom to top. */
export const LayerOutlet = observer(function LayerOutlet({
  manager = layerManager,
}: {
  manager?: LayerManager;
}) {
  useEffect(() => {
    // Back or forward leaves the page the layers belong to; they must not float over the next.
    const closeAll = () => manager.closeAll();
    window.addEventListener('popstate', closeAll);
    return () => window.removeEventListener('popstate', closeAll);
  }, [manager]);
  const shown = useLeavingLayers(manager.layers, OVERLAY_DEFAULTS.animationMs);
  return (
    <>
      {shown.map(({ layer, open }) => (
        <LayerView key={layer.id} layer={layer} manager={manager} open={open} />
      ))}
    </>
  );
});
