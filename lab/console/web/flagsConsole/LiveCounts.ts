import { errorText, isRecord } from '../shared/text';
import type { FlagsConsole } from './FlagsConsole';

const LIVE_INTERVAL_MS = 2000;
const sum = (record: unknown) =>
  isRecord(record)
    ? Object.values(record).reduce<number>((total, n) => total + (Number(n) || 0), 0)
    : 0;

/** Streaming connections and insight counts, every 2 s while the tab is visible. */
export class LiveCounts {
  readonly element: HTMLElement;
  private timer: number | null = null;
  private busy = false;
  private lastError = '';

  constructor(private readonly fc: FlagsConsole) {
    const { dom, t } = fc;
    const item = (id: string, label: string, extra = '') =>
      dom.el('div', {}, [
        dom.el('dt', { text: label }),
        dom.el('dd', { id, class: extra, text: '–' }),
      ]);
    this.element = dom.el('section', { 'aria-labelledby': 'live-heading' }, [
      dom.el('h2', { id: 'live-heading', text: t('liveCounts.heading') }),
      dom.el('dl', { class: 'live' }, [
        item('live-connections', t('liveCounts.connections')),
        item('live-requests', t('liveCounts.requests')),
        item('live-evaluations', t('liveCounts.evaluations')),
        item('live-metrics', t('liveCounts.metrics')),
        item('live-by-flag', t('liveCounts.byFlag'), 'small'),
      ]),
      dom.el('p', { class: 'muted' }, [
        t('liveCounts.refreshed'),
        ' ',
        dom.el('span', { id: 'live-updated', text: t('liveCounts.never') }),
      ]),
    ]);
    dom.doc.addEventListener('visibilitychange', () =>
      dom.doc.visibilityState === 'visible' ? this.start() : this.stop(),
    );
  }

  private async refresh(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const { dom, t, feedback, api } = this.fc;
    try {
      const [connections, events] = await Promise.all([
        api.call('GET', '/__lab/flags/connections'),
        api.call('GET', '/__lab/flags/events'),
      ]);
      const counts = isRecord(events) && isRecord(events.counts) ? events.counts : {};
      const requests =
        isRecord(events) && Array.isArray(events.requests) ? events.requests.length : 0;
      dom.byId('live-connections').textContent = String(
        isRecord(connections) ? connections.count : '–',
      );
      dom.byId('live-requests').textContent = String(requests);
      dom.byId('live-evaluations').textContent = String(sum(counts.evaluations));
      dom.byId('live-metrics').textContent = String(sum(counts.metrics));
      const perFlag = Object.entries(isRecord(counts.evaluations) ? counts.evaluations : {})
        .sort((a, b) => Number(b[1]) - Number(a[1]))
        .map(([key, count]) => `${key}: ${String(count)}`);
      dom.byId('live-by-flag').textContent =
        perFlag.length === 0 ? t('liveCounts.noneYet') : perFlag.join(', ');
      dom.byId('live-updated').textContent = new Date().toLocaleTimeString(this.fc.locale);
      if (this.lastError !== '' && feedback.status === this.lastError)
        feedback.say(t('liveCounts.back'));
      this.lastError = '';
    } catch (error) {
      const message = t('liveCounts.failed', { why: errorText(error) });
      // Announce a polling failure once, not every 2 seconds.
      if (message !== this.lastError) feedback.say(message, true);
      this.lastError = message;
    } finally {
      this.busy = false;
    }
  }

  start(): void {
    if (this.timer !== null || this.fc.dom.doc.visibilityState !== 'visible') return;
    void this.refresh();
    this.timer = this.fc.win.setInterval(() => void this.refresh(), LIVE_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer === null) return;
    this.fc.win.clearInterval(this.timer);
    this.timer = null;
  }
}
