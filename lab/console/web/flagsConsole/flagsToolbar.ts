import { isRecord } from '../shared/text';
import type { FlagsConsole } from './FlagsConsole';
import { requireActor } from './saveFlag';

/** New flag, Reload, Export definitions (JSON) and Reset to the definition files. */
export function flagsToolbar(
  fc: FlagsConsole,
  actions: { newFlag(): void; reload(): Promise<string> },
): HTMLElement {
  const { dom, t, feedback } = fc;
  const button = (id: string, text: string, extraClass: string, onClick: () => void) => {
    const node = dom.el('button', {
      type: 'button',
      id,
      class: extraClass,
      'data-focus': id,
      text,
    });
    node.addEventListener('click', onClick);
    return node;
  };
  const exportDefinitions = async () => {
    const data = await fc.api.call('GET', '/__lab/flags/export');
    const record = isRecord(data) ? data : {};
    const blob = new fc.win.Blob([`${JSON.stringify(data, null, 2)}\n`], {
      type: 'application/json',
    });
    const url = fc.win.URL.createObjectURL(blob);
    const link = dom.el('a', { href: url, download: 'flag-definitions.json', hidden: true });
    dom.doc.body.append(link);
    link.click();
    link.remove();
    fc.win.setTimeout(() => fc.win.URL.revokeObjectURL(url), 10000);
    const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
    return t('flags.exported', { flags: count(record.flags), segments: count(record.segments) });
  };
  const reset = () => {
    if (!fc.win.confirm(t('flags.confirmReset'))) {
      feedback.say(t('flags.resetCancelled'));
      return;
    }
    void feedback.run(t('flags.resetLabel'), async () => {
      requireActor(fc);
      const data = await fc.api.call('POST', '/__lab/flags/reset');
      await actions.reload();
      const record = isRecord(data) ? data : {};
      return t('flags.wasReset', {
        flags: String(record.flags),
        segments: String(record.segments),
      });
    });
  };
  return dom.el('div', { class: 'toolbar' }, [
    button('new-flag', t('flags.new'), '', actions.newFlag),
    button(
      'reload',
      t('flags.reload'),
      'secondary',
      () => void feedback.run(t('flags.reloadLabel'), actions.reload),
    ),
    button(
      'export',
      t('flags.export'),
      'secondary',
      () => void feedback.run(t('flags.exportLabel'), exportDefinitions),
    ),
    button('reset', t('flags.reset'), 'danger', reset),
  ]);
}
