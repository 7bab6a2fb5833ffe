import type { ConsoleFlag, ServedCell } from '../shared/flagModel';
import { actorHeader, savedActor } from '../shared/actor';
import { ConsoleApi } from '../shared/ConsoleApi';
import { Dom } from '../shared/Dom';
import { Feedback } from '../shared/Feedback';
import type { ConsoleLocale, Translate } from '../shared/i18n';

export interface ConsoleTenant {
  id?: string;
  corporationId: string;
  name: string;
  parentId: string | null;
}

export interface ConsoleSegment {
  id: string;
  key: string;
  name: string;
  included: string[];
  excluded: string[];
  rules: unknown[];
}

export interface FlagsState {
  flags: ConsoleFlag[];
  segments: ConsoleSegment[];
  tenants: ConsoleTenant[];
  /** Flags shown as matrix columns; null until the first load picks the module flags. */
  picked: Set<string> | null;
  /** Per flag, what each tenant gets now (GET /__lab/flags/:key/tenants). */
  cells: Map<string, Map<string, ServedCell>>;
}

/** One running flag console: document, translations, admin API (as the named person), state. */
export class FlagsConsole {
  readonly dom: Dom;
  readonly api: ConsoleApi;
  readonly feedback: Feedback;
  readonly state: FlagsState = {
    flags: [],
    segments: [],
    tenants: [],
    picked: null,
    cells: new Map(),
  };
  /** The name changes are audited under; set once in the console. */
  actor: string;

  constructor(
    doc: Document,
    readonly t: Translate,
    readonly locale: ConsoleLocale,
    statusEl: HTMLElement,
  ) {
    this.dom = new Dom(doc);
    this.feedback = new Feedback(this.dom, t, statusEl);
    this.actor = savedActor(this.dom.win);
    this.api = new ConsoleApi(this.dom.win, t, () => actorHeader(this.actor));
  }

  get win(): Window & typeof globalThis {
    return this.dom.win;
  }

  flag(key: string): ConsoleFlag | undefined {
    return this.state.flags.find((flag) => flag.key === key);
  }

  /** Keeps the state in step with a saved flag. */
  store(flag: ConsoleFlag): void {
    const index = this.state.flags.findIndex((candidate) => candidate.key === flag.key);
    if (index >= 0) this.state.flags[index] = flag;
    else this.state.flags.push(flag);
  }

  tenantLabel(tenant: ConsoleTenant): string {
    return `${tenant.name} (${tenant.corporationId})`;
  }
}
