import { makeAutoObservable } from 'mobx';

export type NoticeKind = 'success' | 'info' | 'error';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

/** How long a notice stays; errors stay until dismissed, since they ask the person to act. */
const LIFETIME_MS: Record<NoticeKind, number | null> = { success: 4000, info: 5000, error: null };
const MAX_SHOWN = 3;

/**
 * The page's notices: one place, shared by the shell and every module (the kit exists once at
 * runtime), drawn by NoticeCentre in one aria-live region above every overlay.
 */
export class NoticeStore {
  items: Notice[] = [];
  private nextId = 1;

  constructor(private readonly schedule: (run: () => void, ms: number) => void = setTimeoutFn) {
    makeAutoObservable<NoticeStore, 'schedule'>(this, { schedule: false });
  }

  show(kind: NoticeKind, text: string): number {
    const id = this.nextId;
    this.nextId += 1;
    // The same text twice in a row (a double tap) is one notice.
    this.items = [...this.items.filter((item) => item.text !== text), { id, kind, text }].slice(
      -MAX_SHOWN,
    );
    const lifetime = LIFETIME_MS[kind];
    if (lifetime !== null) this.schedule(() => this.dismiss(id), lifetime);
    return id;
  }

  success(text: string): number {
    return this.show('success', text);
  }

  info(text: string): number {
    return this.show('info', text);
  }

  error(text: string): number {
    return this.show('error', text);
  }

  dismiss(id: number): void {
    this.items = this.items.filter((item) => item.id !== id);
  }

  clear(): void {
    this.items = [];
  }
}

function setTimeoutFn(run: () => void, ms: number): void {
  setTimeout(run, ms);
}

export const notices = new NoticeStore();
