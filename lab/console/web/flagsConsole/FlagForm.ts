import { isFlag, type ConsoleFlag } from '../shared/flagModel';
import { isRecord } from '../shared/text';
import { booleanRows, FlagFormRows } from './FlagFormRows';
import { flagFormMarkup } from './flagFormMarkup';
import type { FlagsConsole } from './FlagsConsole';
import { flagFromForm } from './flagFromForm';
import { clearProblems, saveForm } from './formProblems';
import { ChangeCancelled, putFlag, requireActor } from './saveFlag';

/** The one variation the fallthrough serves to everyone, or null for a split rollout. */
function singleFallthrough(flag: ConsoleFlag): string | null {
  const served = flag.fallthrough.variations.filter((v) => v.rollout[1] > v.rollout[0]);
  const whole = served.length === 1 && served[0].rollout[0] <= 0 && served[0].rollout[1] >= 1;
  return whole ? served[0].id : null;
}

/**
 * The flag form: empty for "New flag", filled from a flag for "Edit" (key read-only, plus the
 * whole flag as JSON, the base the fields win over). New flags POST, edits PUT through review.
 */
export class FlagForm {
  readonly form: HTMLFormElement;
  private readonly alert: HTMLElement;
  private readonly rows: FlagFormRows;
  private editing: string | null = null;
  private opener = 'new-flag';

  constructor(
    private readonly fc: FlagsConsole,
    private readonly saved: (flag: ConsoleFlag) => Promise<void>,
  ) {
    this.form = flagFormMarkup(fc);
    this.alert = this.form.querySelector('#flag-form-error') as HTMLElement;
    this.rows = new FlagFormRows(fc);
    const on = (id: string, event: string, run: () => void) =>
      this.form.querySelector(`#${id}`)?.addEventListener(event, run);
    on('flag-cancel', 'click', () => {
      this.close();
      fc.feedback.say(fc.t('flagForm.closed'));
    });
    on('flag-type', 'change', () => {
      const original = this.editing ? fc.flag(this.editing) : undefined;
      const type = fc.dom.byId<HTMLSelectElement>('flag-type').value;
      this.rows.changeType(
        type,
        original?.variationType === 'boolean' ? original.variations : null,
      );
    });
    on('flag-add-variation', 'click', () => this.rows.add());
    on('flag-variation-rows', 'input', () => this.rows.renderSelects());
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.save();
    });
  }

  open(flag: ConsoleFlag | null): void {
    const { dom, t } = this.fc;
    if (!flag && this.editing === null && !this.form.hidden) {
      dom.byId('flag-key').focus();
      return;
    }
    this.editing = flag?.key ?? null;
    this.opener = flag ? `edit:${flag.key}` : 'new-flag';
    this.rows.type = flag?.variationType ?? 'boolean';
    this.rows.keepRollout = flag !== null && singleFallthrough(flag) === null;
    clearProblems(this.form, this.alert);
    dom.byId('flag-form-heading').textContent = flag
      ? t('flagForm.editHeading', { key: flag.key })
      : t('flagForm.newHeading');
    dom.byId('flag-save').textContent = t(flag ? 'flagForm.save' : 'flagForm.create');
    const key = dom.byId<HTMLInputElement>('flag-key');
    key.value = flag?.key ?? '';
    key.readOnly = flag !== null;
    dom.byId<HTMLInputElement>('flag-name').value = flag?.name ?? '';
    dom.byId<HTMLTextAreaElement>('flag-description').value = flag?.description ?? '';
    dom.byId<HTMLSelectElement>('flag-type').value = this.rows.type;
    dom.byId<HTMLInputElement>('flag-enabled').checked = flag?.isEnabled ?? false;
    this.rows.render(flag?.variations ?? booleanRows());
    const fallthrough = flag ? singleFallthrough(flag) : null;
    this.rows.renderSelects(
      flag ? this.rows.uidOf(flag.disabledVariationId) : '',
      flag ? (fallthrough === null ? 'keep' : this.rows.uidOf(fallthrough)) : '',
    );
    dom.byId('flag-json-field').hidden = flag === null;
    dom.byId<HTMLTextAreaElement>('flag-json').value = flag ? JSON.stringify(flag, null, 2) : '';
    this.form.hidden = false;
    dom.byId(flag ? 'flag-name' : 'flag-key').focus();
  }

  close(): void {
    this.form.hidden = true;
    clearProblems(this.form, this.alert);
    this.editing = null;
    this.fc.dom.focusSlot(this.opener);
  }

  private async save(): Promise<void> {
    const { fc } = this;
    const creating = this.editing === null;
    const typed = fc.dom.byId<HTMLInputElement>('flag-key').value.trim() || fc.t('flagForm.noKey');
    const label = fc.t(creating ? 'flagForm.createLabel' : 'flagForm.saveLabel', { key: typed });
    await saveForm(fc, { form: this.form, alert: this.alert }, label, async () => {
      requireActor(fc);
      const body = flagFromForm(fc, this.rows, this.editing);
      let saved: ConsoleFlag;
      if (creating) {
        const data = await fc.api.call('POST', '/__lab/flags', body);
        if (!isRecord(data) || !isFlag(data.flag)) throw new Error(fc.t('flags.noFlagInAnswer'));
        saved = data.flag;
        fc.store(saved);
      } else {
        try {
          saved = await putFlag(fc, label, body);
        } catch (error) {
          if (error instanceof ChangeCancelled) return fc.t('review.cancelledWhat', { label });
          throw error;
        }
      }
      this.opener = `edit:${saved.key}`;
      await this.saved(saved);
      this.close();
      return fc.t(creating ? 'flagForm.created' : 'flagForm.saved', { key: saved.key });
    });
  }
}
