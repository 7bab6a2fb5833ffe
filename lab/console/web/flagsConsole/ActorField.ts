import { saveActor } from '../shared/actor';
import type { FlagsConsole } from './FlagsConsole';

/** "Your name", asked once and remembered: the audit log says who made each change. */
export function actorField(fc: FlagsConsole): HTMLElement {
  const { dom, t } = fc;
  const input = dom.el('input', {
    id: 'actor-name',
    type: 'text',
    autocomplete: 'name',
    value: fc.actor,
    'aria-describedby': 'actor-hint',
  });
  input.addEventListener('change', () => {
    fc.actor = input.value.trim();
    saveActor(fc.win, fc.actor);
    fc.feedback.say(fc.actor === '' ? t('actor.cleared') : t('actor.saved', { name: fc.actor }));
  });
  return dom.el('div', { class: 'field inline actor' }, [
    dom.el('label', { for: 'actor-name', text: t('actor.label') }),
    input,
    dom.el('span', { id: 'actor-hint', class: 'hint', text: t('actor.hint') }),
  ]);
}
