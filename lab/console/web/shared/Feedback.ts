import type { Dom } from './Dom';
import type { Translate } from './i18n';
import { errorText } from './text';

/**
 * The console's two voices: the polite status line (progress and results) and the alert region
 * (problems, one per source, each said once and gone once that source works again).
 */
export class Feedback {
  private readonly problems = new Map<string, string>();

  constructor(
    private readonly dom: Dom,
    private readonly t: Translate,
    private readonly statusEl: HTMLElement,
    private readonly alertsEl: HTMLElement | null = null,
  ) {}

  say(message: string, isError = false): void {
    this.statusEl.textContent = message;
    this.statusEl.classList.toggle('error', isError);
  }

  get status(): string {
    return this.statusEl.textContent ?? '';
  }

  /** Shows one source's failure in the alert region; the same text again is not re-announced. */
  report(source: string, message: string): void {
    if (this.problems.get(source) === message) return;
    this.problems.set(source, message);
    this.renderProblems();
  }

  resolved(source: string): void {
    if (this.problems.delete(source)) this.renderProblems();
  }

  /** One user action: progress and its result in the status line, a failure in the alerts. */
  async act(label: string, source: string, work: () => Promise<string>): Promise<void> {
    this.say(this.t('common.working', { label }));
    try {
      const done = await work();
      this.resolved(source);
      this.say(done);
    } catch (error) {
      this.say(this.t('common.failed', { label }), true);
      this.report(source, this.t('common.couldNot', { label, why: errorText(error) }));
    }
  }

  /** One user action whose failure belongs in the status line (the flag console's way). */
  async run(label: string, work: () => Promise<string>): Promise<void> {
    this.say(this.t('common.working', { label }));
    try {
      this.say(await work());
    } catch (error) {
      this.say(this.t('common.couldNot', { label, why: errorText(error) }), true);
    }
  }

  private renderProblems(): void {
    if (!this.alertsEl) return;
    const items = [...this.problems.values()].map((message) =>
      this.dom.el('li', { text: message }),
    );
    this.alertsEl.replaceChildren(...(items.length === 0 ? [] : [this.dom.el('ul', {}, items)]));
  }
}
