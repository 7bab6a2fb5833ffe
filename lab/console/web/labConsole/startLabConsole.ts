import { Dom } from '../shared/Dom';
import { statusLine } from '../shared/formField';
import { createTranslate, pickLocale } from '../shared/i18n';
import { pageHeader } from '../shared/pageHeader';
import { errorText } from '../shared/text';
import { loadChoice } from './consoleChoice';
import { FaultsPanel } from './FaultsPanel';
import { JournalPanel } from './JournalPanel';
import { LabConsole } from './LabConsole';
import { LiveLoop } from './LiveLoop';
import { MicroAppsPanel } from './MicroAppsPanel';
import { OpenSection } from './OpenSection';
import { RecordingPanel } from './recording/RecordingPanel';
import { ScenariosPanel } from './ScenariosPanel';
import { createTabs } from './tabs';
import { TenantFlagsPanel } from './TenantFlagsPanel';

/**
 * Builds the lab console into `win`'s document and starts it: the app column (open form and
 * frame) beside tabbed live panels on a wide screen, everything behind one tab bar on a narrow
 * one. Returns the console, so tests can reach its parts.
 */
export function startLabConsole(win: Window & typeof globalThis): LabConsole {
  const doc = win.document;
  const locale = pickLocale(win);
  const t = createTranslate(locale);
  doc.documentElement.lang = locale;
  doc.title = t('lab.title');
  const pageDom = new Dom(doc);
  const statusEl = statusLine(pageDom, t('open.loading'));
  const alertsEl = pageDom.el('div', { id: 'lab-alerts', class: 'alerts', role: 'alert' });
  const lab = new LabConsole(doc, t, locale, statusEl, alertsEl);
  const { dom, feedback } = lab;

  const open = new OpenSection(lab);
  const flags = new TenantFlagsPanel(lab, () => open.pickers.tenant.value);
  const apps = new MicroAppsPanel(lab, open.frame);
  const journal = new JournalPanel(lab);
  const faults = new FaultsPanel(lab);
  const scenarios = new ScenariosPanel(lab);
  const recording = new RecordingPanel(lab, open);
  const live = new LiveLoop(lab, {
    recording: () => recording.refresh(),
    'micro-apps': () => apps.refresh(),
    journal: () => journal.refresh(),
    faults: () => faults.refresh(),
    scenarios: () => scenarios.refresh(),
  });
  const tabs = createTabs(
    dom,
    t('tabs.label'),
    [
      { id: 'app', label: t('tabs.app'), panel: open.element },
      { id: 'journal', label: t('tabs.journal'), panel: journal.element },
      { id: 'recording', label: t('tabs.recording'), panel: recording.element },
      { id: 'apps', label: t('tabs.apps'), panel: apps.element },
      { id: 'faults', label: t('tabs.faults'), panel: faults.element },
      { id: 'scenarios', label: t('tabs.scenarios'), panel: scenarios.element },
      { id: 'flags', label: t('tabs.flags'), panel: flags.element },
    ],
    'app',
  );
  doc.body.replaceChildren(
    dom.el('a', { class: 'skip-link', href: '#main', text: t('common.skipLink') }),
    pageHeader(dom, t, {
      title: t('lab.title'),
      intro: t('lab.intro'),
      links: [{ href: '/__lab/console/flags', text: t('lab.flagsLink') }],
      locale,
    }),
    dom.el('main', { id: 'main', tabindex: '-1' }, [
      statusEl,
      alertsEl,
      dom.el('div', { class: 'workbench' }, [
        open.element,
        dom.el('div', { class: 'column-side' }, [
          live.element,
          tabs.bar,
          journal.element,
          recording.element,
          apps.element,
          faults.element,
          scenarios.element,
          flags.element,
        ]),
      ]),
    ]),
  );

  open.onTenantChange(() => {
    void feedback.act(
      t('tenantFlags.loadLabel', { corp: open.pickers.tenant.value }),
      'flags',
      () => flags.load(),
    );
  });
  open.frame.frame.addEventListener('load', () => {
    if (!lab.state.opened) return;
    feedback.say(t('open.loaded', { name: lab.state.opened.name }));
    void live.refresh();
  });
  const { choice, openNow } = loadChoice(win);
  void feedback.act(t('open.loadLabel'), 'pickers', async () => {
    const ready = await open.load(choice);
    scenarios.setPresets(lab.state.presets);
    await recording.loadSaved();
    await flags.load().catch((error: unknown) => {
      feedback.report('flags', t('tenantFlags.couldNotLoad', { why: errorText(error) }));
    });
    if (openNow) open.openApp();
    return ready;
  });
  live.start();
  return lab;
}
