import { action, makeAutoObservable, observable } from 'mobx';
import type { UploadMessages } from '../messages';
import type { UploadedAttachment } from '../pipeline/UploadResult';
import type { UploadBatchOptions } from './UploadBatchOptions';
import { toUploadError, UploadError } from '../pipeline/UploadError';
import { hostPathOf } from '../pipeline/filesFromHost';
import { uploadOne, type UploadDeps } from '../pipeline/uploadOne';
import { admitFiles, uploadErrorText } from './admitFiles';
import {
  newUploadItem,
  overallProgress,
  progressOf,
  type UploadItem,
  type UploadProgress,
} from './UploadItem';

/** The widget's files: picked → validated → uploading → done | error, with retry and cancel. */
export class UploadBatchStore {
  readonly items = observable.map<string, UploadItem>();
  /** Messages from the last pick (refused files, too many files). */
  notices: string[] = [];
  private readonly controllers = new Map<string, AbortController>();
  private nextId = 0;

  constructor(
    private readonly deps: UploadDeps,
    private options: UploadBatchOptions,
    private messages: () => UploadMessages,
  ) {
    makeAutoObservable<UploadBatchStore, 'deps' | 'options' | 'messages' | 'controllers'>(this, {
      deps: false,
      options: false,
      messages: false,
      controllers: false,
    });
  }

  /** The owner's latest handlers and locale, read when an event happens. */
  configure(options: UploadBatchOptions, messages: () => UploadMessages): void {
    this.options = options;
    this.messages = messages;
  }

  get orderedItems(): UploadItem[] {
    return [...this.items.values()];
  }

  get isUploading(): boolean {
    return this.orderedItems.some((item) => item.status === 'uploading');
  }

  get overall(): UploadProgress {
    return overallProgress(this.orderedItems);
  }

  /**
   * docs/upload.md rules and the 10-file batch limit, then uploads what passed. `pickNotices` are what
   * the picker already refused (a host's file over the limit), shown with the rules' own.
   */
  addFiles(files: readonly File[], pickNotices: readonly string[] = []): void {
    const admission = admitFiles(files, this.options.validation ?? {}, this.messages());
    for (const file of admission.over) this.options.onOver?.(file);
    this.notices = [...pickNotices, ...admission.notices];
    const started = admission.accepted.map((file) => {
      this.nextId += 1;
      const id = `upload-${this.nextId}`;
      this.items.set(id, newUploadItem(id, file));
      return id;
    });
    if (started.length === 0) return;
    this.options.onStart?.(started.flatMap((id) => this.items.get(id) ?? []));
    for (const id of started) void this.run(id);
  }

  /** Messages found outside the rules (host picker failures). */
  setNotices(notices: string[]): void {
    this.notices = notices;
  }

  retry(id: string): void {
    const item = this.items.get(id);
    if (!item || item.status !== 'error') return;
    item.status = 'uploading';
    item.error = null;
    item.attempt += 1;
    item.progress = progressOf(0, item.file.size);
    void this.run(id);
  }

  cancel(id: string): void {
    this.controllers.get(id)?.abort();
  }

  /** Forgets an item (a done one stays on the owner's list). */
  remove(id: string): void {
    this.cancel(id);
    this.items.delete(id);
  }

  errorText(item: UploadItem): string {
    return uploadErrorText(item.error, this.messages());
  }

  private async run(id: string): Promise<void> {
    const item = this.items.get(id);
    if (!item) return;
    const controller = new AbortController();
    this.controllers.set(id, controller);
    const onProgress = action('UploadBatchStore#progress', (loaded: number, total: number) => {
      const current = this.items.get(id);
      if (!current || current.status !== 'uploading') return;
      current.progress = progressOf(loaded, total || current.file.size);
      this.options.onProgress?.(current);
    });
    try {
      const response = await uploadOne(this.deps, {
        file: item.file,
        fileName: item.name,
        strategy: this.options.strategy,
        retry: item.attempt > 0,
        filePath: hostPathOf(item.file),
        signal: controller.signal,
        onProgress,
      });
      this.settle(id, response, null);
    } catch (error) {
      const cancelled = new UploadError('cancelled', 'cancelled');
      this.settle(id, null, controller.signal.aborted ? cancelled : toUploadError(error));
    } finally {
      this.controllers.delete(id);
    }
  }

  /** docs/upload.md: on all-done an item whose result had an error becomes error, else done. */
  private settle(id: string, response: UploadedAttachment | null, failure: UploadError | null) {
    const item = this.items.get(id);
    if (!item) return;
    item.status = failure === null ? 'done' : 'error';
    item.error = failure?.code ?? null;
    item.refusal = failure?.code === 'token' ? failure.cause : undefined;
    item.response = response;
    if (response) {
      item.progress = progressOf(item.progress.total, item.progress.total);
      this.options.onUploaded?.(response);
    }
    if (!this.isUploading) this.options.onAllDone?.(this.orderedItems);
  }
}
