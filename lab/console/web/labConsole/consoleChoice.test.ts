import { JSDOM } from 'jsdom';
import { loadChoice, shareLink } from './consoleChoice';

describe('the console choice', () => {
  it('makes a link that opens the console with the same choice and opens the app', () => {
    const { window } = new JSDOM('', { url: 'http://127.0.0.1:4510/__lab/console' });
    const choice = {
      host: 'dingtalk',
      corp: 'c1',
      staff: 'c1:s',
      scenario: 'upload-reset-at-50',
      mode: 'normal',
      device: 'phone',
      recording: 'upload-reset',
    };
    const link = shareLink(window as unknown as Window, choice, 'zh-CN');
    expect(link).toBe(
      'http://127.0.0.1:4510/__lab/console?host=dingtalk&corp=c1&staff=c1%3As&scenario=upload-reset-at-50&mode=normal&device=phone&recording=upload-reset&lang=zh-CN&open=1',
    );
    const opened = new JSDOM('', { url: link }).window as unknown as Window;
    expect(loadChoice(opened)).toEqual({ choice, openNow: true });
  });

  it('reads a stored choice that someone edited by hand without trusting its shape', () => {
    const { window } = new JSDOM('', { url: 'http://lab.test/__lab/console' });
    window.localStorage.setItem('lab-console-choice', '{"host": 7, "corp": "c2"}');
    expect(loadChoice(window as unknown as Window).choice).toMatchObject({ host: '', corp: 'c2' });
  });
});
