import { createFrameWindow, removeFrames } from '../core/testing/frameWindow';
import { answer, bridgeOn, framesOf } from './testing/bridgeOn';
import { NativeBridgeError } from './NativeBridgeError';

// Each test gets its own window: the callback registry and the frame pool live per window.
const freshWindow = createFrameWindow;

beforeEach(() => jest.useFakeTimers());
afterEach(removeFrames);

describe('the mobile bridge over hidden frames', () => {
  it('navigates a hidden frame to the bridge address, with ids 1, 3, 5…', () => {
    const win = freshWindow();
    const bridge = bridgeOn(win);
    void bridge.call('toast', { message: 'hi "there"' });
    void bridge.call('close');
    const [first, second] = framesOf(win);
    expect(first.getAttribute('src')).toBe(
      `expensebridge://toast?callbackId=1&params=${encodeURIComponent('{"message":"hi \\"there\\""}')}`,
    );
    expect(second.getAttribute('src')).toBe('expensebridge://close?callbackId=3&params=%7B%7D');
    expect(first.style.display).toBe('none');
  });

  it('removes each frame source after 10 ms', () => {
    const win = freshWindow();
    void bridgeOn(win).call('toast');
    jest.advanceTimersByTime(9);
    expect(framesOf(win)[0].hasAttribute('src')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(framesOf(win)[0].hasAttribute('src')).toBe(false);
  });

  it('reuses a pool of 9 frames round-robin', () => {
    const win = freshWindow();
    const bridge = bridgeOn(win);
    for (let i = 0; i < 10; i += 1) void bridge.call('ping', { i });
    const frames = framesOf(win);
    expect(frames).toHaveLength(9);
    expect(frames[0].getAttribute('src')).toContain('callbackId=19&');
    expect(frames[1].getAttribute('src')).toContain('callbackId=3&');
  });

  it('resolves with the data of a code 0 answer', async () => {
    const win = freshWindow();
    const call = bridgeOn(win).call('getPersonInfo');
    answer(win, 1, JSON.stringify({ code: 0, data: { id: 'u1' } }));
    await expect(call).resolves.toEqual({ id: 'u1' });
  });

  it('accepts a callback id sent as text', async () => {
    const win = freshWindow();
    const call = bridgeOn(win).call('close');
    answer(win, '1', '{"code":0}');
    await expect(call).resolves.toBeUndefined();
  });

  it('rejects with the wrapper code and message of a failed answer', async () => {
    const win = freshWindow();
    const call = bridgeOn(win).call('openLightApp');
    answer(win, 1, '{"code":403,"message":"no permission"}');
    await expect(call).rejects.toMatchObject({
      code: 403,
      method: 'openLightApp',
      message: 'The native bridge refused: no permission',
    });
  });

  it.each(['not json', '[1]', '{"data":1}', 'null'])(
    'rejects the malformed answer %p',
    async (json) => {
      const win = freshWindow();
      const call = bridgeOn(win).call('close');
      answer(win, 1, json);
      await expect(call).rejects.toMatchObject({ code: 'malformed' });
    },
  );

  describe('when the wrapper never answers', () => {
    it('rejects after the configured timeout and ignores a late answer', async () => {
      const win = freshWindow();
      const call = bridgeOn(win, false, 5000).call('getTicket');
      const settled = call.catch((error: unknown) => error);
      jest.advanceTimersByTime(5000);
      const error = await settled;
      expect(error).toBeInstanceOf(NativeBridgeError);
      expect(error).toMatchObject({ code: 'timeout' });
      expect(() => answer(win, 1, '{"code":0,"data":"late"}')).not.toThrow();
    });

    it('waits without a timer for calls that wait on the user', () => {
      const win = freshWindow();
      void bridgeOn(win).call('chooseImage', {}, { timeoutMs: null });
      jest.advanceTimersByTime(10);
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  it.each([
    ['a bad method name', 'a b', {}],
    ['parameters that are not JSON', 'toast', { n: BigInt(1) }],
  ])('refuses to send %s', async (_label, method, params) => {
    const win = freshWindow();
    await expect(bridgeOn(win).call(method, params)).rejects.toMatchObject({ code: 'unsendable' });
    expect(framesOf(win)).toHaveLength(0);
  });
});
