import { JSDOM } from 'jsdom';
import type { PersonStep } from '../../../../../mocks-server/recording/PersonStep';
import type { RecordedFile } from '../../../../../mocks-server/recording/Recording';
import { StepCapture } from './StepCapture';

describe('capturing the person’s steps in the frame', () => {
  let dom: JSDOM;
  let steps: Array<{ step: PersonStep; seen: string[]; files?: RecordedFile[] }>;
  let active: boolean;
  beforeEach(() => {
    dom = new JSDOM(`<!doctype html><body>
      <p role="alert">网络异常</p>
      <button id="retry">重试</button>
      <label>标题 <input id="title"></label>
      <label>单据类型 <select id="type"><option>差旅报销单</option><option>日常报销单</option></select></label>
      <label><input id="agree" type="checkbox"> 同意</label>
      <label>添加附件 <input id="file" type="file"></label>
    </body>`);
    steps = [];
    active = true;
    new StepCapture(
      () => active,
      (step, seen, files) => steps.push({ step, seen, files }),
    ).attach(dom.window.document);
  });
  afterEach(() => dom.window.close());
  const byId = <T extends HTMLElement>(id: string) => dom.window.document.getElementById(id) as T;
  const fire = (element: Element, type: string) =>
    element.dispatchEvent(new dom.window.Event(type, { bubbles: true }));

  it('records a click on a button by its role and name, with the alerts on screen', () => {
    byId('retry').click();
    expect(steps).toEqual([
      {
        step: { action: 'click', role: 'button', name: '重试' },
        seen: ['网络异常'],
        files: undefined,
      },
    ]);
  });

  it('records text, an option and a checkbox by their labels once they change', () => {
    byId<HTMLInputElement>('title').value = '差旅';
    fire(byId('title'), 'change');
    byId<HTMLSelectElement>('type').value = '日常报销单';
    fire(byId('type'), 'change');
    byId<HTMLInputElement>('agree').checked = true;
    fire(byId('agree'), 'change');
    expect(steps.map(({ step }) => step)).toEqual([
      { action: 'fill', role: 'textbox', name: '标题', value: '差旅' },
      { action: 'select', name: '单据类型', option: '日常报销单', nth: undefined },
      { action: 'check', role: 'checkbox', name: '同意' },
    ]);
  });

  it('records Enter in a text field as its value, then the key', () => {
    byId<HTMLInputElement>('title').value = '出差';
    byId('title').dispatchEvent(
      new dom.window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }),
    );
    expect(steps.map(({ step }) => step.action)).toEqual(['fill', 'press']);
  });

  it('records chosen files with their bytes', async () => {
    const file = new dom.window.File([new Uint8Array([1, 2, 255])], '发票.pdf', {
      type: 'application/pdf',
    });
    Object.defineProperty(byId('file'), 'files', { value: [file] });
    fire(byId('file'), 'change');
    // The bytes are read asynchronously; wait for the step however long a loaded machine takes.
    while (steps.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(steps).toEqual([
      {
        step: { action: 'choose-files', name: '添加附件', files: [] },
        seen: ['网络异常'],
        files: [{ name: '发票.pdf', mimeType: 'application/pdf', base64: 'AQL/' }],
      },
    ]);
  });

  it('records nothing while no recording runs', () => {
    active = false;
    byId('retry').click();
    expect(steps).toEqual([]);
  });
});
