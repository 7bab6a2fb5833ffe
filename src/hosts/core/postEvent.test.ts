import { createParentEvents } from './postEvent';
import { createRecordingLog } from './testing/hostTestKit';

function framedWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  return frame.contentWindow as Window;
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('createParentEvents', () => {
  describe('when needPostEvent is set and an origin is configured', () => {
    it('posts {type, detail} to the parent with the configured origin', () => {
      const post = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
      const events = createParentEvents({
        enabled: true,
        targetOrigin: 'https://portal.example',
        window: framedWindow(),
      });
      expect(events.post('bill:submitted', { id: 'b1' })).toBe(true);
      expect(post).toHaveBeenCalledWith(
        { type: 'bill:submitted', detail: { id: 'b1' } },
        'https://portal.example',
      );
    });

    it('logs and reports false when the detail cannot be posted', () => {
      jest.spyOn(window, 'postMessage').mockImplementation(() => {
        throw new DOMException('could not be cloned', 'DataCloneError');
      });
      const log = createRecordingLog();
      const events = createParentEvents({
        enabled: true,
        targetOrigin: 'https://portal.example',
        window: framedWindow(),
        log,
      });
      expect(events.post('x', () => undefined)).toBe(false);
      expect(log.lines).toEqual([
        { level: 'warn', message: 'Parent-frame event x could not be posted' },
      ]);
    });
  });

  describe.each([
    ['needPostEvent is not set', false, 'https://portal.example', 'needPostEvent is not set'],
    ['no origin is configured', true, null, 'no valid postEventOrigin is configured'],
    ['the origin is "*"', true, '*', 'no valid postEventOrigin is configured'],
    [
      'the origin has a path',
      true,
      'https://portal.example/app',
      'no valid postEventOrigin is configured',
    ],
    ['the origin is junk', true, 'portal', 'no valid postEventOrigin is configured'],
  ])('when %s', (_label, enabled, targetOrigin, why) => {
    it('posts nothing and warns once', () => {
      const post = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
      const log = createRecordingLog();
      const events = createParentEvents({ enabled, targetOrigin, window: framedWindow(), log });
      expect(events.post('a')).toBe(false);
      expect(events.post('b')).toBe(false);
      expect(post).not.toHaveBeenCalled();
      expect(log.lines).toEqual([
        { level: 'warn', message: `Parent-frame events are off: ${why}` },
      ]);
    });
  });

  it('accepts an origin written with a trailing slash', () => {
    const post = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    createParentEvents({
      enabled: true,
      targetOrigin: 'https://portal.example/',
      window: framedWindow(),
    }).post('a');
    expect(post).toHaveBeenCalledWith({ type: 'a', detail: undefined }, 'https://portal.example');
  });

  it('posts nothing when the page is not framed', () => {
    const post = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const log = createRecordingLog();
    createParentEvents({ enabled: true, targetOrigin: 'https://portal.example', window, log }).post(
      'a',
    );
    expect(post).not.toHaveBeenCalled();
    expect(log.lines).toEqual([
      { level: 'warn', message: 'Parent-frame events are off: the page is not framed' },
    ]);
  });
});
