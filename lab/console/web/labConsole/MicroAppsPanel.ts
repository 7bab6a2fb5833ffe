import { plural } from '../shared/i18n';
import { isRecord, text } from '../shared/text';
import type { AppFrame } from './appFrame';
import type { LabConsole } from './LabConsole';
import { panelTable, tableRow } from './panelTable';

interface MicroApp {
  name: string;
  status: string;
  attempts: string;
  lastError: string;
}

type ProbeWindow = Window & { __expenseLab?: { microApps?: () => unknown } };

/** The frame's micro-apps, read from the app's window.__expenseLab probe (same origin only). */
export class MicroAppsPanel {
  readonly element: HTMLElement;

  constructor(
    private readonly lab: LabConsole,
    private readonly frame: AppFrame,
  ) {
    const { dom, t } = lab;
    this.element = dom.el('section', { id: 'panel-apps', class: 'panel' }, [
      dom.el('h2', { id: 'apps-heading', text: t('apps.heading') }),
      dom.el('p', { id: 'apps-summary', 'aria-live': 'polite', text: t('apps.notLoaded') }),
      panelTable(dom, 'apps-rows', t('apps.caption'), [
        t('apps.name'),
        t('apps.status'),
        t('apps.attempts'),
        t('apps.lastError'),
      ]),
    ]);
  }

  /** The probe's micro-apps as display text, or null when the app is not there to ask. */
  private read(): MicroApp[] | null {
    if (!this.lab.state.opened) return null;
    let apps: unknown;
    try {
      const probe = (this.frame.frame.contentWindow as ProbeWindow | null)?.__expenseLab;
      if (typeof probe?.microApps !== 'function') return null;
      apps = probe.microApps();
    } catch {
      // A frame on another origin, or a probe that throws: both mean "cannot tell".
      return null;
    }
    if (!Array.isArray(apps)) return null;
    return apps.filter(isRecord).map((app) => ({
      name: text(app.name),
      status: text(app.status),
      attempts: text(app.attempts),
      lastError: text(app.lastError),
    }));
  }

  refresh(): Promise<void> {
    const { lab } = this;
    const { dom, t } = lab;
    const apps = this.read();
    if (!lab.changed('apps', apps)) return Promise.resolve();
    const counts = new Map<string, number>();
    for (const app of apps ?? []) counts.set(app.status, (counts.get(app.status) ?? 0) + 1);
    const byStatus = [...counts].map(([status, n]) => `${n} ${status}`).join(', ');
    dom.byId('apps-summary').textContent =
      apps === null
        ? t('apps.notLoaded')
        : t(byStatus ? 'apps.summaryBy' : 'apps.summary', {
            apps: plural(t, 'apps.count', apps.length),
            byStatus,
          });
    dom
      .byId('apps-rows')
      .replaceChildren(
        ...(apps ?? []).map((app) =>
          tableRow(dom, [app.name, app.status, app.attempts, app.lastError || '–']),
        ),
      );
    return Promise.resolve();
  }
}
