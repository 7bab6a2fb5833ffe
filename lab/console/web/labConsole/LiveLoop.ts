import { errorText } from '../shared/text';
import type { LabConsole } from './LabConsole';

const LIVE_INTERVAL_MS = 1000;

/**
 * Refreshes every panel each second while the tab is visible and not paused, and once on
 * demand. A panel's failure goes to the alert region once and leaves it when it works again.
 */
export class LiveLoop {
  readonly element: HTMLElement;
  private timer: number | null = null;
  private busy = false;

  constructor(
    private readonly lab: LabConsole,
    private readonly panels: Record<string, () => Promise<void>>,
  ) {
    const { dom, t } = lab;
    const pause = dom.el('button', {
      type: 'button',
      id: 'live-pause',
      class: 'secondary',
      'aria-pressed': 'false',
      text: t('live.pause'),
    });
    const refresh = dom.el('button', {
      type: 'button',
      id: 'live-refresh',
      class: 'secondary',
      text: t('live.refresh'),
    });
    pause.addEventListener('click', () => this.togglePause(pause));
    refresh.addEventListener('click', async () => {
      await this.refresh();
      lab.feedback.say(t('live.refreshed'));
    });
    this.element = dom.el('div', { class: 'live-bar' }, [
      dom.el('p', { class: 'muted' }, [
        t('live.intro'),
        ' ',
        dom.el('code', { id: 'lab-session', text: t('live.noSession') }),
      ]),
      dom.el('div', { class: 'toolbar' }, [pause, refresh]),
    ]);
    lab.dom.doc.addEventListener('visibilitychange', () => {
      if (lab.dom.doc.hidden) this.stop();
      else this.start();
    });
  }

  private async refreshPanel(name: string): Promise<void> {
    const { feedback, t } = this.lab;
    try {
      await this.panels[name]();
      feedback.resolved(`live:${name}`);
    } catch (error) {
      feedback.report(
        `live:${name}`,
        t('live.panelFailed', { name: t(`live.names.${name}` as never), why: errorText(error) }),
      );
    }
  }

  async refresh(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      this.lab.dom.byId('lab-session').textContent = this.lab.session() ?? 'default';
      await Promise.all(Object.keys(this.panels).map((name) => this.refreshPanel(name)));
    } finally {
      this.busy = false;
    }
  }

  start(): void {
    if (this.timer !== null || this.lab.state.paused || this.lab.dom.doc.hidden) return;
    void this.refresh();
    this.timer = this.lab.win.setInterval(() => void this.refresh(), LIVE_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer === null) return;
    this.lab.win.clearInterval(this.timer);
    this.timer = null;
  }

  private togglePause(button: HTMLButtonElement): void {
    const { state, t, feedback } = this.lab;
    state.paused = !state.paused;
    button.setAttribute('aria-pressed', String(state.paused));
    button.textContent = t(state.paused ? 'live.resume' : 'live.pause');
    if (state.paused) this.stop();
    else this.start();
    feedback.say(t(state.paused ? 'live.paused' : 'live.resumed'));
  }
}
