import type { LifeCycles } from 'single-spa';
import { guardLifecycles } from './guardLifecycles';
import { flushPromises } from './testing/fakeScripts';

type Props = Parameters<Exclude<LifeCycles<object>['unmount'], unknown[]>>[0];
const PROPS = { name: 'bad' } as unknown as Props;

function guard(unmount: () => unknown) {
  const timers: Array<() => void> = [];
  const removeSlot = jest.fn();
  const onUnmountTimeout = jest.fn();
  const guarded = guardLifecycles(
    {
      bootstrap: async () => undefined,
      mount: async () => undefined,
      unmount: unmount as () => Promise<void>,
    },
    {
      name: 'bad',
      removeSlot,
      onUnmountTimeout,
      setTimer: (run) => timers.push(run),
    },
  );
  const fireTimers = () => timers.splice(0).forEach((run) => run());
  return {
    unmount: guarded.unmount as (props: Props) => Promise<unknown>,
    removeSlot,
    onUnmountTimeout,
    fireTimers,
  };
}

describe('guardLifecycles with an untrusted unmount', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('rejects an unmount that throws synchronously and never quarantines it later', async () => {
    const { unmount, removeSlot, onUnmountTimeout, fireTimers } = guard(() => {
      throw new Error('boom');
    });
    await expect(unmount(PROPS)).rejects.toThrow('boom');
    fireTimers();
    expect(removeSlot).not.toHaveBeenCalled();
    expect(onUnmountTimeout).not.toHaveBeenCalled();
  });

  it('treats an unmount that returns a non-promise as finished', async () => {
    const { unmount, removeSlot, onUnmountTimeout, fireTimers } = guard(() => undefined);
    await expect(unmount(PROPS)).resolves.toBeUndefined();
    await flushPromises();
    fireTimers();
    expect(removeSlot).toHaveBeenCalledTimes(1);
    expect(onUnmountTimeout).not.toHaveBeenCalled();
  });
});
