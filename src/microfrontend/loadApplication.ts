import type { LifeCycles } from 'single-spa';
import type { RootStore } from '../store';
import { removeSlot, slotFor } from './appSlot';
import { createIframeLifecycles } from './createIframeLifecycles';
import { createModuleLifecycles } from './createModuleLifecycles';
import { guardLifecycles } from './guardLifecycles';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { resolveEntry } from './resolveLifecycles';
import type { ScriptLoader } from './ScriptLoader';

export interface LoadApplicationContext {
  root: RootStore;
  loader: ScriptLoader;
  beforeLoad: (descriptor: MicroAppDescriptor) => Promise<void>;
  quarantine: (name: string) => void;
}

/** single-spa's `app` loader: bundle (after its dependencies) → entry → guarded lifecycles. */
export async function loadApplication(
  descriptor: MicroAppDescriptor,
  { root, loader, beforeLoad, quarantine }: LoadApplicationContext,
): Promise<LifeCycles<object>> {
  const { name } = descriptor;
  const slot = () => slotFor(name);
  const detach = () => removeSlot(name);
  let lifecycles: LifeCycles<object>;
  if (descriptor.type === 'IFRAME') {
    lifecycles = createIframeLifecycles(descriptor, slot, detach);
  } else {
    await beforeLoad(descriptor);
    await loader.load(descriptor, { urgent: true });
    const entry = resolveEntry(descriptor);
    if (entry.kind === 'module') {
      lifecycles = createModuleLifecycles(entry.definition, root, slot) as LifeCycles<object>;
    } else if (entry.kind === 'lifecycles') {
      lifecycles = entry.lifecycles;
    } else {
      throw new Error(`"${name}" is an APPLICATION without lifecycles`);
    }
  }
  return guardLifecycles(lifecycles, {
    name,
    removeSlot: detach,
    onUnmountTimeout: () => quarantine(name),
  });
}
