import type { LabConsole } from '../LabConsole';

/** The recording panel: a name, the six controls, and the saved recordings below. */
export function recordingMarkup(lab: LabConsole, saved: HTMLElement): HTMLElement {
  const { dom, t } = lab;
  const button = (id: string, text: string, extraClass = '') =>
    dom.el('button', { type: 'button', id, class: extraClass, text });
  return dom.el('section', { id: 'panel-recording', class: 'panel' }, [
    dom.el('h2', { id: 'recording-heading', text: t('recording.heading') }),
    dom.el('p', { class: 'muted', text: t('recording.intro') }),
    dom.el('div', { class: 'field inline' }, [
      dom.el('label', { for: 'record-name', text: t('recording.name') }),
      dom.el('input', {
        id: 'record-name',
        type: 'text',
        value: 'recording-1',
        autocomplete: 'off',
        spellcheck: 'false',
        'aria-describedby': 'record-name-hint',
      }),
      dom.el('span', { id: 'record-name-hint', class: 'hint', text: t('recording.nameHint') }),
    ]),
    dom.el('div', { class: 'toolbar', role: 'group', 'aria-label': t('recording.controls') }, [
      button('record-start', t('recording.record'), 'danger'),
      button('record-stop', t('recording.stop')),
      button('record-replay', t('recording.replay'), 'secondary'),
      button('record-download', t('recording.download'), 'secondary'),
      button('record-export', t('recording.export'), 'secondary'),
      button('record-save', t('recording.save'), 'secondary'),
    ]),
    saved,
  ]);
}
