import type { Dom } from './Dom';

/** A labelled form control with an optional hint the control is described by (id `<id>-hint`). */
export function formField(
  dom: Dom,
  id: string,
  label: string,
  control: HTMLElement,
  hint?: string,
): HTMLElement {
  if (hint) control.setAttribute('aria-describedby', `${id}-hint`);
  return dom.el('div', { class: 'field' }, [
    dom.el('label', { for: id, text: label }),
    control,
    hint ? dom.el('span', { id: `${id}-hint`, class: 'hint', text: hint }) : null,
  ]);
}

/** The polite status line both consoles speak through. */
export function statusLine(dom: Dom, text: string): HTMLParagraphElement {
  return dom.el('p', {
    id: 'status',
    class: 'status',
    role: 'status',
    'aria-live': 'polite',
    text,
  });
}
