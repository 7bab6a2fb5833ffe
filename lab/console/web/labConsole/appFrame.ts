import { text } from '../shared/text';
import { NO_SCENARIO, type ConsoleChoice } from './consoleChoice';
import type { LabConsole } from './LabConsole';
import { tenantLabel } from './openForm';

export const DEVICES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Device = keyof typeof DEVICES;
export const deviceOf = (value: string): Device => (value === 'desktop' ? 'desktop' : 'phone');

/** The open address for a choice, or null until a host and a tenant are chosen. */
export function openUrl(choice: ConsoleChoice, extra: Record<string, string> = {}): string | null {
  if (!choice.host || !choice.corp) return null;
  const params = new URLSearchParams({ corp: choice.corp });
  if (choice.staff) params.set('staff', choice.staff);
  // 'none' means no preset: leave the parameter out rather than name a preset that is not one.
  if (choice.scenario && choice.scenario !== NO_SCENARIO) params.set('scenario', choice.scenario);
  params.set('mode', choice.mode || 'normal');
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return `/__lab/hosts/${encodeURIComponent(choice.host)}/open?${params.toString()}`;
}

/** The phone or desktop chrome around the frame that plays the host's embedded browser. */
export class AppFrame {
  readonly frame: HTMLIFrameElement;
  readonly box: HTMLDivElement;
  readonly note: HTMLParagraphElement;

  constructor(private readonly lab: LabConsole) {
    const { dom, t } = lab;
    this.frame = dom.el('iframe', {
      id: 'lab-app-frame',
      title: t('open.frameTitleEmpty'),
      width: DEVICES.phone.width,
      height: DEVICES.phone.height,
    });
    this.box = dom.el('div', { id: 'device', class: 'device device-phone', hidden: true }, [
      this.frame,
    ]);
    this.note = dom.el('p', { id: 'frame-note', class: 'muted', text: t('open.nothingOpened') });
  }

  size(device: Device): void {
    const size = DEVICES[device];
    this.frame.width = String(size.width);
    this.frame.height = String(size.height);
    this.box.classList.toggle('device-phone', device === 'phone');
    this.box.classList.toggle('device-desktop', device === 'desktop');
  }

  /** Loads `url` in the frame as `choice` says and tells the person what opened where. */
  open(choice: ConsoleChoice, url: string): void {
    const { lab } = this;
    const { t, state } = lab;
    const host = state.hosts.find((candidate) => text(candidate.id) === choice.host);
    const name = host ? text(host.name) || choice.host : choice.host;
    const device = deviceOf(choice.device);
    this.size(device);
    const tenant = state.tenants.find((candidate) => text(candidate.corporationId) === choice.corp);
    this.frame.title = t('open.frameTitle', { name });
    this.box.hidden = false;
    state.opened = { url, name };
    this.frame.src = url;
    const { width, height } = DEVICES[device];
    this.note.textContent = t('open.opened', {
      name,
      who: tenant ? tenantLabel(tenant) : choice.corp,
      device: t(device === 'phone' ? 'open.phoneWord' : 'open.desktopWord'),
      width,
      height,
    });
    lab.feedback.say(t('open.opening', { name }));
  }

  /** The frame's document when the app is same-origin and loaded, else null. */
  document(): Document | null {
    try {
      return this.frame.contentDocument;
    } catch {
      return null;
    }
  }
}
