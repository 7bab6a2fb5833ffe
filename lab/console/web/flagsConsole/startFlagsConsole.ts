import { isFlag } from '../shared/flagModel';
import { Dom } from '../shared/Dom';
import { statusLine } from '../shared/formField';
import { createTranslate, pickLocale } from '../shared/i18n';
import { pageHeader } from '../shared/pageHeader';
import { isRecord } from '../shared/text';
import { actorField } from './ActorField';
import { AuditSection } from './AuditSection';
import { FlagForm } from './FlagForm';
import { FlagsConsole, type ConsoleSegment, type ConsoleTenant } from './FlagsConsole';
import { flagsToolbar } from './flagsToolbar';
import { FlagsTable } from './FlagsTable';
import { LiveCounts } from './LiveCounts';
import { RolloutEditor } from './RolloutEditor';
import { SchedulesSection } from './SchedulesSection';
import { SegmentsSection } from './SegmentsSection';
import { TenantMatrix } from './TenantMatrix';

/**
 * Builds the flag console into `win`'s document and loads it: flags with one "who gets what"
 * model each, the tenant matrix over the same model, segments, scheduled changes and the audit
 * log. Every change names the person (the audit log) and is reviewed when it reaches several
 * tenants. Returns the console, so tests can reach its parts.
 */
export function startFlagsConsole(win: Window & typeof globalThis): FlagsConsole {
  const doc = win.document;
  const locale = pickLocale(win);
  const t = createTranslate(locale);
  doc.documentElement.lang = locale;
  doc.title = t('flags.title');
  const statusEl = statusLine(new Dom(doc), t('flags.loading'));
  const fc = new FlagsConsole(doc, t, locale, statusEl);
  const { dom, state } = fc;

  const matrix = new TenantMatrix(fc);
  const schedules = new SchedulesSection(fc);
  const renderAll = () =>
    dom.rerender(() => {
      table.render();
      matrix.render();
      segments.render();
    });
  const afterChange = async () => {
    await Promise.all([...(state.picked ?? [])].map((key) => matrix.loadColumn(key)));
    renderAll();
    await audit.load();
  };
  const audit = new AuditSection(fc, async () => {
    await loadAll();
  });
  const form = new FlagForm(fc, afterChange);
  const rollout = new RolloutEditor(fc, afterChange, () => schedules.load());
  const table = new FlagsTable(fc, {
    edit: (key) => form.open(fc.flag(key) ?? null),
    rollout: (key) => rollout.open(key),
    changed: afterChange,
  });
  const segments = new SegmentsSection(fc, afterChange);
  const live = new LiveCounts(fc);

  async function loadAll(): Promise<string> {
    const [flagData, tenantData] = await Promise.all([
      fc.api.call('GET', '/__lab/flags'),
      fc.api.call('GET', '/__lab/tenants'),
    ]);
    const flags =
      isRecord(flagData) && Array.isArray(flagData.flags) ? flagData.flags.filter(isFlag) : [];
    state.flags = flags;
    state.segments = (
      isRecord(flagData) && Array.isArray(flagData.segments) ? flagData.segments : []
    ) as ConsoleSegment[];
    state.tenants = (
      isRecord(tenantData) && Array.isArray(tenantData.items) ? tenantData.items : []
    ) as ConsoleTenant[];
    const keys = flags.map((flag) => flag.key);
    const picked = state.picked;
    state.picked = new Set(
      picked === null
        ? keys.filter((key) => key.startsWith('module-'))
        : keys.filter((key) => picked.has(key)),
    );
    state.cells.clear();
    try {
      await Promise.all([...state.picked].map((key) => matrix.loadColumn(key)));
    } finally {
      renderAll();
    }
    await Promise.all([audit.load(), schedules.load()]);
    return t('flags.loaded', { flags: flags.length, tenants: state.tenants.length });
  }

  doc.body.replaceChildren(
    dom.el('a', { class: 'skip-link', href: '#main', text: t('common.skipLink') }),
    pageHeader(dom, t, {
      title: t('flags.title'),
      intro: t('flags.intro'),
      links: [{ href: '/__lab/console', text: t('flags.labLink') }],
      locale,
    }),
    dom.el('main', { id: 'main', tabindex: '-1' }, [
      statusEl,
      actorField(fc),
      live.element,
      dom.el('section', { 'aria-labelledby': 'flags-heading' }, [
        dom.el('h2', { id: 'flags-heading', text: t('flags.heading') }),
        flagsToolbar(fc, { newFlag: () => form.open(null), reload: loadAll }),
        form.form,
        rollout.element,
        dom.el('p', { class: 'muted', text: t('flags.modelIntro') }),
        table.element,
      ]),
      matrix.element,
      segments.element,
      schedules.element,
      audit.element,
    ]),
  );
  void fc.feedback.run(t('flags.loadLabel'), loadAll);
  live.start();
  return fc;
}
