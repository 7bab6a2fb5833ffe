import type { LifeCycles } from 'single-spa';
import { createIframeLifecycles } from './createIframeLifecycles';
import { descriptor } from './testing/registryEntry';

type Props = Parameters<Exclude<LifeCycles<object>['mount'], unknown[]>>[0];
const PROPS = { name: 'travel' } as unknown as Props;

function call(lifecycle: LifeCycles<object>['mount']): Promise<unknown> {
  if (typeof lifecycle !== 'function') throw new Error('expected one lifecycle function');
  return lifecycle(PROPS);
}

function setup() {
  const slot = document.createElement('div');
  document.body.appendChild(slot);
  const removeSlot = jest.fn(() => slot.remove());
  const app = descriptor({
    name: 'travel',
    type: 'IFRAME',
    rootPath: '/travel',
    bundleUrl: 'https://travel.example/app',
  });
  const lifecycles = createIframeLifecycles(app, () => slot, removeSlot);
  return { slot, removeSlot, lifecycles };
}

describe('createIframeLifecycles', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('bootstraps without touching the page', async () => {
    const { slot, lifecycles } = setup();
    await expect(call(lifecycles.bootstrap)).resolves.toBeUndefined();
    expect(slot.children).toHaveLength(0);
  });

  describe('when mounted', () => {
    async function mounted() {
      const context = setup();
      await call(context.lifecycles.mount);
      const frame = context.slot.querySelector('iframe');
      if (!frame) throw new Error('no iframe was mounted');
      return { ...context, frame };
    }

    it('shows the bundleUrl in a frame titled with the app name', async () => {
      const { frame } = await mounted();
      expect(frame.src).toBe('https://travel.example/app');
      expect(frame.title).toBe('travel');
    });

    it('sandboxes the frame without allow-same-origin or top navigation', async () => {
      const { frame } = await mounted();
      const tokens = (frame.getAttribute('sandbox') ?? '').split(/\s+/);
      expect(tokens).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
      expect(tokens).not.toContain('allow-same-origin');
      expect(tokens).not.toContain('allow-top-navigation');
    });

    it('sends no referrer', async () => {
      const { frame } = await mounted();
      expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    });
  });

  describe('when unmounted', () => {
    it('removes the slot and with it the frame', async () => {
      const { slot, removeSlot, lifecycles } = setup();
      await call(lifecycles.mount);
      await call(lifecycles.unmount);
      expect(removeSlot).toHaveBeenCalledTimes(1);
      expect(slot.isConnected).toBe(false);
      expect(document.querySelector('iframe')).toBeNull();
    });
  });
});
