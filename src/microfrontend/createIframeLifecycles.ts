import type { LifeCycles } from 'single-spa';
import type { MicroAppDescriptor } from './MicroAppDescriptor';

/**
 * An IFRAME entry shows its bundleUrl in a sandboxed frame: scripts and forms may run, but the
 * page cannot reach the shell (no allow-same-origin) nor navigate the top window.
 */
export function createIframeLifecycles(
  descriptor: MicroAppDescriptor,
  slot: () => HTMLElement,
  removeSlot: () => void,
): LifeCycles<object> {
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const frame = document.createElement('iframe');
      frame.src = descriptor.bundleUrl;
      frame.title = descriptor.name;
      frame.setAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
      frame.setAttribute('referrerpolicy', 'no-referrer');
      frame.style.cssText = 'width:100%;min-height:70vh;border:0';
      slot().appendChild(frame);
    },
    unmount: async () => removeSlot(),
  };
}
