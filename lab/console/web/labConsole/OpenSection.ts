import { text } from '../shared/text';
import { AppFrame, deviceOf, openUrl } from './appFrame';
import { saveChoice, shareLink, type ConsoleChoice } from './consoleChoice';
import type { LabConsole } from './LabConsole';
import { openFormMarkup, type Pickers } from './openForm';
import { loadPickers, loadStaffs } from './pickerLists';

/**
 * The app column: the open form and the frame. Remembers the choice, keeps "Open in new tab"
 * and the shareable console link on the same choice, and opens the app in the frame.
 */
export class OpenSection {
  readonly element: HTMLElement;
  readonly pickers: Pickers;
  readonly frame: AppFrame;
  /** The open form folds away once the app is open, so the frame sits beside the panels. */
  private readonly details: HTMLDetailsElement;
  /** A saved recording the next open replays ('' for none); set by a shared link or the list. */
  recording = '';
  private readonly listeners: Array<() => void> = [];

  constructor(private readonly lab: LabConsole) {
    const { dom, t } = lab;
    const { form, pickers } = openFormMarkup(lab);
    this.pickers = pickers;
    this.frame = new AppFrame(lab);
    this.details = dom.el('details', { id: 'open-details', open: true }, [
      dom.el('summary', { id: 'open-summary', text: t('open.who') }),
      form,
    ]);
    this.element = dom.el('section', { id: 'app-panel', class: 'column-app' }, [
      dom.el('h2', { id: 'open-heading', text: t('open.heading') }),
      this.details,
      this.frame.note,
      dom.el('div', { class: 'scroll' }, [this.frame.box]),
    ]);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.openApp();
    });
    // A select swallows Enter in Chromium; forms with text inputs submit on Enter, so these should too.
    for (const select of Object.values(pickers)) {
      select.addEventListener('keydown', (event: KeyboardEvent) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        form.requestSubmit();
      });
    }
    pickers.host.addEventListener('change', () => this.choiceChanged());
    pickers.staff.addEventListener('change', () => this.choiceChanged());
    pickers.scenario.addEventListener('change', () => this.choiceChanged());
    pickers.tenant.addEventListener('change', async () => {
      await loadStaffs(lab, pickers, '');
      this.choiceChanged();
      this.listeners.forEach((listener) => listener());
    });
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      input.addEventListener('change', () => {
        this.choiceChanged();
        if (input.name === 'device' && lab.state.opened) this.frame.size(deviceOf(input.value));
      });
    }
    form.querySelector('#copy-console-link')?.addEventListener('click', () => void this.copyLink());
  }

  /** Called when the chosen tenant changes (the tenant's flags follow it). */
  onTenantChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  choice(): ConsoleChoice {
    const radio = (name: string) =>
      this.element.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
    return {
      host: this.pickers.host.value,
      corp: this.pickers.tenant.value,
      staff: this.pickers.staff.value,
      scenario: this.pickers.scenario.value,
      mode: radio('mode'),
      device: radio('device'),
      recording: this.recording,
    };
  }

  async load(saved: ConsoleChoice): Promise<string> {
    const ready = await loadPickers(this.lab, this.pickers, saved);
    this.setRadio('mode', saved.mode);
    this.setRadio('device', saved.device);
    this.recording = saved.recording;
    this.choiceChanged();
    return ready;
  }

  /** Opens the app in the frame; `extra` adds open parameters (a replay, a session). */
  openApp(extra: Record<string, string> = {}): boolean {
    const choice = this.choice();
    const params = this.recording ? { replay: this.recording, ...extra } : extra;
    const url = openUrl(choice, params);
    if (!url) {
      this.lab.feedback.report('open', this.lab.t('open.chooseFirst'));
      (choice.host ? this.pickers.tenant : this.pickers.host).focus();
      return false;
    }
    this.lab.feedback.resolved('open');
    const hadFocus = this.details.contains(this.lab.dom.doc.activeElement);
    this.frame.open(choice, url);
    this.details.open = false;
    // The form folds away: a keyboard user carries on from its summary, not from nowhere.
    if (hadFocus) this.lab.dom.byId('open-summary').focus();
    return true;
  }

  private setRadio(name: string, value: string): void {
    const inputs = [...this.element.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
    if (!inputs.some((input) => input.value === value)) return;
    for (const input of inputs) input.checked = input.value === value;
  }

  private choiceChanged(): void {
    const { lab } = this;
    const { dom, t, state } = lab;
    const choice = this.choice();
    const host = state.hosts.find((candidate) => text(candidate.id) === choice.host);
    const sdk = host?.sdkName ? `SDK ${text(host.sdkName)}` : '';
    dom.byId('host-description').textContent = host
      ? [text(host.description), sdk].filter(Boolean).join(' · ')
      : '';
    const preset = state.presets.find((p) => text(p.name) === choice.scenario);
    dom.byId('scenario-description').textContent = preset
      ? text(preset.description)
      : t('open.noPreset');
    saveChoice(lab.win, choice);
    const named = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '';
    const { host: hostPick, tenant, staff, scenario } = this.pickers;
    const parts = [
      named(hostPick),
      named(tenant).split(' (')[0],
      named(staff).split(' (')[0],
      named(scenario),
    ];
    dom.byId('open-summary').textContent = t('open.summary', {
      choice: parts.filter(Boolean).join(' · '),
    });
    const link = dom.byId<HTMLAnchorElement>('open-new-tab');
    const url = openUrl(choice);
    if (url) {
      link.setAttribute('href', url);
      link.removeAttribute('aria-disabled');
    } else {
      link.removeAttribute('href');
      link.setAttribute('aria-disabled', 'true');
    }
  }

  private async copyLink(): Promise<void> {
    const { lab } = this;
    const link = shareLink(lab.win, this.choice(), lab.locale);
    try {
      await lab.win.navigator.clipboard.writeText(link);
      lab.feedback.say(lab.t('open.linkCopied', { link }));
    } catch {
      // Without clipboard access (an insecure origin, a denied permission) the link is shown.
      lab.feedback.say(lab.t('open.linkShown', { link }));
    }
  }
}
