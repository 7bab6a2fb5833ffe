import { actorHeader, savedActor } from '../shared/actor';
import { ConsoleApi } from '../shared/ConsoleApi';
import { Dom } from '../shared/Dom';
import { Feedback } from '../shared/Feedback';
import type { ConsoleLocale, Translate } from '../shared/i18n';
import { labSessionOf } from './labSession';

export type Item = Record<string, unknown>;

/** What the lab console knows, shared by its parts. */
export interface LabConsoleState {
  hosts: Item[];
  tenants: Item[];
  staffs: Item[];
  presets: Item[];
  /** The app in the frame: its address and the host's display name. */
  opened: { url: string; name: string } | null;
  paused: boolean;
}

/**
 * One running lab console: its document, translations, the admin API as the frame's lab
 * session sees it, the status line and alert region, and the shared state. Each part of the
 * console receives this and adds its own section.
 */
export class LabConsole {
  readonly dom: Dom;
  readonly api: ConsoleApi;
  readonly feedback: Feedback;
  readonly state: LabConsoleState = {
    hosts: [],
    tenants: [],
    staffs: [],
    presets: [],
    opened: null,
    paused: false,
  };
  /** Runs before the console changes the lab while recording (the recording panel sets it). */
  beforeLabAction: () => Promise<void> = () => Promise.resolve();
  private readonly tickets = new Map<string, number>();
  private readonly signatures = new Map<string, string>();

  constructor(
    doc: Document,
    readonly t: Translate,
    readonly locale: ConsoleLocale,
    statusEl: HTMLElement,
    alertsEl: HTMLElement,
  ) {
    this.dom = new Dom(doc);
    this.feedback = new Feedback(this.dom, t, statusEl, alertsEl);
    // The frame's session scopes scenarios and faults; the name (given in either console) the audit.
    this.api = new ConsoleApi(this.dom.win, t, (): Record<string, string> => {
      const session = this.session();
      const actor = actorHeader(savedActor(this.dom.win));
      return session ? { ...actor, 'X-Lab-Session': session } : actor;
    });
  }

  get win(): Window & typeof globalThis {
    return this.dom.win;
  }

  /** The frame's lab session, from the cookie the open call sets; null while unknown or bad. */
  session(): string | null {
    return labSessionOf(this.dom.doc.cookie);
  }

  /** A new ticket for one kind of request; an answer whose ticket is no longer the latest is late. */
  ask(kind: string): () => boolean {
    const ticket = (this.tickets.get(kind) ?? 0) + 1;
    this.tickets.set(kind, ticket);
    return () => this.tickets.get(kind) === ticket;
  }

  /** True when what a panel shows changed, so live regions speak only on change. */
  changed(panel: string, value: unknown): boolean {
    const signature = JSON.stringify(value);
    if (this.signatures.get(panel) === signature) return false;
    this.signatures.set(panel, signature);
    return true;
  }
}
