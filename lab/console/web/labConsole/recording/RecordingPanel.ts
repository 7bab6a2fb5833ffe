import type { PersonStep } from '../../../../../mocks-server/recording/PersonStep';
import type { RecordedFile, Recording } from '../../../../../mocks-server/recording/Recording';
import { errorText, isRecord } from '../../shared/text';
import type { LabConsole } from '../LabConsole';
import type { OpenSection } from '../OpenSection';
import { downloadText } from './downloadText';
import { finalView, visibleAlerts } from './frameReader';
import { recordingMarkup } from './recordingMarkup';
import { SavedRecordings } from './SavedRecordings';
import { StepCapture } from './StepCapture';

const NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * Record, Stop, Replay, Download, Export test and Save for the app in the frame. Record opens the
 * app afresh in a new session that records from its first request; the person's steps in the
 * frame are recorded by role and name, with the alerts they saw before each console action.
 */
export class RecordingPanel {
  readonly element: HTMLElement;
  private recording = false;
  private last: Recording | null = null;
  private readonly capture: StepCapture;
  private readonly saved: SavedRecordings;

  constructor(
    private readonly lab: LabConsole,
    private readonly open: OpenSection,
  ) {
    this.saved = new SavedRecordings(lab, (name) => this.replaySaved(name));
    this.element = recordingMarkup(lab, this.saved.element);
    this.capture = new StepCapture(
      () => this.recording,
      (step, seen, files) => void this.sendStep(step, seen, files),
    );
    open.frame.frame.addEventListener('load', () => this.capture.attach(open.frame.document()));
    const on = (id: string, run: () => void) =>
      this.element.querySelector(`#${id}`)?.addEventListener('click', run);
    on('record-start', () => void this.start());
    on('record-stop', () => void this.stop());
    on('record-replay', () => void this.replayLast());
    on('record-download', () => this.download());
    on('record-export', () => void this.exportTest());
    on('record-save', () => void this.save());
    lab.beforeLabAction = () => this.observe();
    this.render();
  }

  private input(id: string): HTMLInputElement {
    return this.element.querySelector(`#${id}`) as HTMLInputElement;
  }

  private render(): void {
    const has = this.last !== null;
    const set = (id: string, disabled: boolean) =>
      this.input(id).setAttribute('aria-disabled', String(disabled));
    set('record-start', this.recording);
    set('record-stop', !this.recording);
    for (const id of ['record-replay', 'record-download', 'record-export', 'record-save'])
      set(id, this.recording || !has);
  }

  /** Called before the console changes the lab (a state, a preset, a fault) while recording. */
  private async observe(): Promise<void> {
    if (!this.recording) return;
    await this.sendStep(
      { action: 'observe' },
      visibleAlerts(this.open.frame.document() ?? this.lab.dom.doc),
    );
  }

  private async sendStep(
    step: PersonStep,
    seen: string[],
    files: RecordedFile[] = [],
  ): Promise<void> {
    try {
      await this.lab.api.call('POST', '/__lab/recording/steps', { step, seen, files });
      this.lab.feedback.resolved('recording');
    } catch (error) {
      this.lab.feedback.report(
        'recording',
        this.lab.t('recording.stepFailed', { why: errorText(error) }),
      );
    }
  }

  private async start(): Promise<void> {
    const { lab } = this;
    const name = this.input('record-name').value.trim();
    if (!NAME.test(name)) {
      lab.feedback.report('recording', lab.t('recording.badName'));
      this.input('record-name').focus();
      return;
    }
    lab.feedback.resolved('recording');
    this.open.recording = '';
    if (!this.open.openApp({ record: name, device: this.open.choice().device || 'phone' })) return;
    this.recording = true;
    this.last = null;
    this.render();
    this.input('record-stop').focus();
    lab.feedback.say(lab.t('recording.started', { name }));
  }

  private async stop(): Promise<void> {
    const { lab } = this;
    const doc = this.open.frame.document();
    await lab.feedback.act(lab.t('recording.stopLabel'), 'recording', async () => {
      const recording = await lab.api.call<Recording>('POST', '/__lab/recording/stop', {
        finalView: doc ? finalView(doc) : [],
      });
      this.recording = false;
      this.last = recording;
      this.render();
      this.input('record-export').focus();
      const steps = recording.entries.filter((entry) => entry.kind === 'step').length;
      const requests = recording.entries.filter((entry) => entry.kind === 'http').length;
      return lab.t('recording.stopped', { name: recording.name, requests, steps });
    });
  }

  /** Replays the last recording in a fresh session, opening the app as it was recorded. */
  private async replayLast(): Promise<void> {
    const { lab, last } = this;
    if (!last) return;
    await lab.feedback.act(
      lab.t('recording.replayLabel', { name: last.name }),
      'recording',
      async () => {
        const session = `replay-${Date.now().toString(36)}`;
        await lab.api.call('POST', '/__lab/replay/start', last, { 'X-Lab-Session': session });
        this.open.recording = '';
        this.open.openApp({ session, device: last.entryPoint?.device ?? 'phone' });
        return lab.t('recording.replaying', { name: last.name });
      },
    );
  }

  private replaySaved(name: string): void {
    this.open.recording = name;
    if (this.open.openApp()) this.lab.feedback.say(this.lab.t('recording.replaying', { name }));
    this.open.recording = '';
  }

  private download(): void {
    if (!this.last) return;
    downloadText(
      this.lab,
      `${this.last.name}.json`,
      `${JSON.stringify(this.last, null, 2)}\n`,
      'application/json',
    );
    this.lab.feedback.say(this.lab.t('recording.downloaded', { file: `${this.last.name}.json` }));
  }

  private async exportTest(): Promise<void> {
    const { lab, last } = this;
    if (!last) return;
    await lab.feedback.act(
      lab.t('recording.exportLabel', { name: last.name }),
      'recording',
      async () => {
        const source = await lab.api.text('/__lab/recording/export', last);
        downloadText(lab, `${last.name}.e2e.ts`, source, 'application/typescript');
        return lab.t('recording.exported', { file: `${last.name}.e2e.ts` });
      },
    );
  }

  private async save(): Promise<void> {
    const { lab, last } = this;
    if (!last) return;
    await lab.feedback.act(
      lab.t('recording.saveLabel', { name: last.name }),
      'recording',
      async () => {
        const data = await lab.api.call(
          'PUT',
          `/__lab/recordings/${encodeURIComponent(last.name)}`,
          last,
        );
        await this.saved.refresh();
        return lab.t('recording.saved', {
          name: last.name,
          dir: isRecord(data) ? String(data.dir) : '',
        });
      },
    );
  }

  /** The saved recordings, listed once the console has loaded and after each save. */
  loadSaved(): Promise<void> {
    return this.saved.refresh().catch((error: unknown) => {
      this.lab.feedback.report(
        'recordings',
        this.lab.t('recording.listFailed', { why: errorText(error) }),
      );
    });
  }

  /** The replay's progress and misses, polled with the live panels. */
  async refresh(): Promise<void> {
    await this.saved.refreshReplay();
  }
}
