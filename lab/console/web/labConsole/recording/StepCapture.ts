import type { PersonStep } from '../../../../../mocks-server/recording/PersonStep';
import type { RecordedFile } from '../../../../../mocks-server/recording/Recording';
import { clickTarget, named, nameOf, roleOf, visibleAlerts } from './frameReader';

/** Sends one step to the lab; what the person saw comes along. */
export type SendStep = (step: PersonStep, seen: string[], files?: RecordedFile[]) => void;

const TEXT_ROLES = ['textbox', 'searchbox', 'spinbutton', 'combobox'];
/** Above this, a chosen file is recorded by name only: a recording is not a file store. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** The file's bytes as base64, read with the frame's FileReader (every browser, and jsdom, has one). */
function recordedFile(win: Window & typeof globalThis, file: File): Promise<RecordedFile> {
  return new Promise((resolve, reject) => {
    const reader = new win.FileReader();
    reader.onerror = () => reject(reader.error ?? new Error(`cannot read ${file.name}`));
    reader.onload = () => {
      const bytes = new Uint8Array(reader.result as ArrayBuffer);
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      resolve({
        name: file.name,
        mimeType: file.type || 'application/octet-stream',
        base64: win.btoa(binary),
      });
    };
    reader.readAsArrayBuffer(file.size <= MAX_FILE_BYTES ? file : file.slice(0, 0));
  });
}

/**
 * Turns what the person does in the frame into role-based steps while a recording runs: clicks
 * on buttons, links and tabs; text typed (when the field changes); options chosen; boxes
 * checked; files chosen (with their bytes); Enter and Escape. Attached to each document the
 * frame loads, since a host entry redirects before the app starts.
 */
export class StepCapture {
  private attached = new WeakSet<Document>();

  constructor(
    private readonly active: () => boolean,
    private readonly send: SendStep,
  ) {}

  attach(doc: Document | null): void {
    if (!doc || this.attached.has(doc)) return;
    this.attached.add(doc);
    doc.addEventListener('click', (event) => this.onClick(doc, event), true);
    doc.addEventListener('change', (event) => void this.onChange(doc, event), true);
    doc.addEventListener('keydown', (event) => this.onKey(doc, event), true);
  }

  private onClick(doc: Document, event: Event): void {
    if (!this.active()) return;
    const target = clickTarget(event.target as Element | null);
    const described = target && named(target);
    if (described) this.send({ action: 'click', ...described }, visibleAlerts(doc));
  }

  private async onChange(doc: Document, event: Event): Promise<void> {
    if (!this.active()) return;
    const field = event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    const tag = field.tagName;
    if (tag === 'INPUT' && (field as HTMLInputElement).type === 'file') {
      const files = [...((field as HTMLInputElement).files ?? [])];
      const win = doc.defaultView as Window & typeof globalThis;
      const recorded = await Promise.all(files.map((file) => recordedFile(win, file)));
      this.send(
        { action: 'choose-files', name: nameOf(field), files: [] },
        visibleAlerts(doc),
        recorded,
      );
      return;
    }
    const role = roleOf(field);
    const described = named(field, role);
    if (!described) return;
    if (tag === 'SELECT') {
      const option = (field as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '';
      this.send(
        { action: 'select', name: described.name, option, nth: described.nth },
        visibleAlerts(doc),
      );
    } else if (role === 'checkbox' || role === 'radio' || role === 'switch') {
      this.send(
        { action: (field as HTMLInputElement).checked ? 'check' : 'uncheck', ...described },
        visibleAlerts(doc),
      );
    } else if (TEXT_ROLES.includes(role)) {
      this.send({ action: 'fill', ...described, value: field.value }, visibleAlerts(doc));
    }
  }

  private onKey(doc: Document, event: KeyboardEvent): void {
    if (!this.active() || (event.key !== 'Enter' && event.key !== 'Escape')) return;
    const target = event.target as Element | null;
    // Enter on a button is its click, recorded as such; in a text field it submits the form.
    if (event.key === 'Enter' && (!target || !TEXT_ROLES.includes(roleOf(target)))) return;
    if (event.key === 'Enter' && target) {
      const field = target as HTMLInputElement;
      const described = named(field);
      if (described)
        this.send({ action: 'fill', ...described, value: field.value }, visibleAlerts(doc));
    }
    this.send({ action: 'press', key: event.key }, visibleAlerts(doc));
  }
}
