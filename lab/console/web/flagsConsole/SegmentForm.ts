import { isRecord } from '../shared/text';
import { confirmDefinitions } from './changeGate';
import type { ConsoleSegment, FlagsConsole } from './FlagsConsole';
import { checkKey, clearProblems, FormProblem, parseJsonField, saveForm } from './formProblems';
import { requireActor } from './saveFlag';
import { segmentFormMarkup } from './segmentFormMarkup';

export const segmentPath = (id: string) => `/__lab/flags/segments/${encodeURIComponent(id)}`;
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The segment form: "New segment" posts, "Edit" puts; a save that changes what several tenants
 * get from the flags using the segment goes through the review. A refused save keeps every field.
 */
export class SegmentForm {
  readonly form: HTMLFormElement;
  private readonly alert: HTMLElement;
  editing: string | null = null;
  private opener = 'new-segment';

  constructor(
    private readonly fc: FlagsConsole,
    private readonly changed: () => Promise<void>,
  ) {
    this.form = segmentFormMarkup(fc);
    this.alert = this.form.querySelector('#segment-form-error') as HTMLElement;
    this.form.querySelector('#segment-cancel')?.addEventListener('click', () => {
      this.close();
      fc.feedback.say(fc.t('segments.closed'));
    });
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.save();
    });
  }

  open(segment: ConsoleSegment | null): void {
    const { dom, t } = this.fc;
    if (!segment && this.editing === null && !this.form.hidden) {
      dom.byId('segment-name').focus();
      return;
    }
    this.editing = segment?.id ?? null;
    this.opener = segment ? `edit-segment:${segment.id}` : 'new-segment';
    clearProblems(this.form, this.alert);
    dom.byId('segment-form-heading').textContent = segment
      ? t('segments.editHeading', { key: segment.key })
      : t('segments.newHeading');
    dom.byId('segment-save').textContent = t(segment ? 'segments.save' : 'segments.create');
    const set = (id: string, value: string) => (dom.byId<HTMLInputElement>(id).value = value);
    set('segment-name', segment?.name ?? '');
    set('segment-key', segment?.key ?? '');
    set('segment-included', (segment?.included ?? []).join('\n'));
    set('segment-excluded', (segment?.excluded ?? []).join('\n'));
    set('segment-rules', JSON.stringify(segment?.rules ?? [], null, 2));
    this.form.hidden = false;
    dom.byId('segment-name').focus();
  }
  close(): void {
    this.form.hidden = true;
    clearProblems(this.form, this.alert);
    this.editing = null;
    this.fc.dom.focusSlot(this.opener);
  }

  /** The form as FeatBit's segment; an edit keeps the fields the form does not show. */ private fromForm(): ConsoleSegment {
    const { dom, t, state } = this.fc;
    const value = (id: string) => dom.byId<HTMLInputElement>(id).value;
    const key = value('segment-key').trim();
    checkKey(t, 'segment-key', key, t('segments.what'));
    if (state.segments.some((s) => s.key === key && s.id !== this.editing))
      throw new FormProblem('segment-key', t('segments.exists', { key }));
    const rulesText = value('segment-rules').trim();
    const rules =
      rulesText === '' ? [] : parseJsonField(dom, t, 'segment-rules', t('flagForm.json'));
    if (!Array.isArray(rules)) throw new FormProblem('segment-rules', t('segments.rulesNotArray'));
    const current = state.segments.find((s) => s.id === this.editing);
    const name = value('segment-name').trim();
    return Object.assign({ type: 'environment-specific', isArchived: false }, current, {
      name: name === '' ? key : name,
      key,
      included: lines(value('segment-included')),
      excluded: lines(value('segment-excluded')),
      rules,
    });
  }
  private async save(): Promise<void> {
    const { fc } = this;
    const creating = this.editing === null;
    const typed =
      fc.dom.byId<HTMLInputElement>('segment-key').value.trim() || fc.t('flagForm.noKey');
    const label = fc.t(creating ? 'segments.createLabel' : 'segments.saveLabel', { key: typed });
    await saveForm(fc, { form: this.form, alert: this.alert }, label, async () => {
      requireActor(fc);
      const body = this.fromForm();
      const segments = fc.state.segments.filter((s) => s.id !== this.editing).concat([body]);
      const before = { flags: fc.state.flags, segments: fc.state.segments };
      if (
        !creating &&
        !(await confirmDefinitions(fc, label, before, { flags: fc.state.flags, segments }))
      ) {
        return fc.t('review.cancelledWhat', { label });
      }
      const data = await fc.api.call(
        creating ? 'POST' : 'PUT',
        creating ? '/__lab/flags/segments' : segmentPath(this.editing ?? ''),
        body,
      );
      if (!isRecord(data) || !isRecord(data.segment)) throw new Error(fc.t('segments.noAnswer'));
      const saved = data.segment as unknown as ConsoleSegment;
      const usedBy = Array.isArray(data.usedBy) ? data.usedBy.map(String) : [];
      fc.state.segments = fc.state.segments.filter((s) => s.id !== saved.id).concat([saved]);
      this.opener = `edit-segment:${saved.id}`;
      await this.changed();
      this.close();
      const resent =
        usedBy.length === 0 ? '' : fc.t('segments.resent', { keys: usedBy.join(', ') });
      return fc.t(creating ? 'segments.created' : 'segments.saved', { key: saved.key }) + resent;
    });
  }
}
