import { createFrameWindow, removeFrames } from '../core/testing/frameWindow';
import { answer, bridgeOn, framesOf } from './testing/bridgeOn';

// Each test gets its own window: the callback registry and the frame pool live per window.
const freshWindow = createFrameWindow;

beforeEach(() => jest.useFakeTimers());
afterEach(removeFrames);

describe('the mobile bridge over the Android prompt channel', () => {
  it('takes a non-empty prompt answer as the result', async () => {
    const win = freshWindow();
    const prompt = jest.fn(() => '{"code":0,"data":"ticket-1"}');
    win.prompt = prompt;
    await expect(bridgeOn(win, true).call('getTicket')).resolves.toBe('ticket-1');
    expect(prompt).toHaveBeenCalledWith('expensebridge://getTicket?callbackId=1&params=%7B%7D', '');
    expect(framesOf(win)).toHaveLength(0);
  });

  it('waits for the callback when the prompt answers empty', async () => {
    const win = freshWindow();
    win.prompt = () => '';
    const call = bridgeOn(win, true).call('getTicket');
    answer(win, 1, '{"code":0,"data":"ticket-2"}');
    await expect(call).resolves.toBe('ticket-2');
  });

  it('rejects when the prompt throws', async () => {
    const win = freshWindow();
    win.prompt = () => {
      throw new Error('blocked');
    };
    await expect(bridgeOn(win, true).call('getTicket')).rejects.toMatchObject({
      code: 'unsendable',
    });
    expect(jest.getTimerCount()).toBe(0);
  });
});
