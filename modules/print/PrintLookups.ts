import type { Locale } from '@shell/i18n';
import { makeAutoObservable } from 'mobx';
import type { PrintApi } from './api';
import { runInNamedAction } from './runInNamedAction';
import type { PrintTemplate, StaffRef } from './types';

/** The part of the shell's RootStore the print store reads; a structural type keeps tests small. */
export interface PrintRoot {
  readonly session: { readonly staff: { readonly id: string; readonly name: string } | null };
}

/** Print templates and staff names: loaded once per session, optional (defaults and ids still work). */
export class PrintLookups {
  templates: PrintTemplate[] = [];
  staffNames = new Map<string, string>();
  private requested = false;

  constructor(
    private readonly root: PrintRoot,
    private readonly api: Pick<PrintApi, 'listTemplates' | 'listStaffNames'>,
  ) {
    makeAutoObservable<PrintLookups, 'root' | 'api' | 'requested'>(this, {
      root: false,
      api: false,
      requested: false,
    });
  }

  /** The server prints its 'default' template when told nothing better. */
  get defaultTemplateId(): string {
    return this.templates[0]?.id ?? 'default';
  }

  /** A template's name in the locale; null for an id the list does not hold (never shown raw). */
  templateName(id: string | null, locale: Locale): string | null {
    return this.templates.find((template) => template.id === id)?.name[locale] ?? null;
  }

  async load(): Promise<void> {
    if (this.requested) return;
    this.requested = true;
    const [templates, names] = await Promise.allSettled([
      this.api.listTemplates(),
      this.api.listStaffNames(),
    ]);
    runInNamedAction('PrintStore#loadLookups', () => {
      if (templates.status === 'fulfilled') this.templates = templates.value;
      if (names.status === 'fulfilled') this.staffNames = names.value;
    });
  }

  /** A name for a staff reference: the answer's, the directory's, or the signed-in staff's. */
  staffName(ref: StaffRef | null | undefined): string {
    if (!ref) return '';
    const me = this.root.session.staff;
    const own = me?.id === ref.id ? me.name : '';
    return ref.name || this.staffNames.get(ref.id) || own || ref.id;
  }
}
