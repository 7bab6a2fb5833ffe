import type { MockState } from '../../mocks-server/data/MockState';
import type { SampleFile } from './sampleFiles';

const MAX_ENTRIES = 48;

/**
 * Files the lab made on request, kept while the data stays the same (a reset makes a new state
 * object, so its samples are made anew); the oldest go first.
 */
export class SampleFileCache {
  private state: MockState | undefined;
  private readonly files = new Map<string, Promise<SampleFile>>();

  get(state: MockState, key: string, make: () => Promise<SampleFile>): Promise<SampleFile> {
    if (state !== this.state) {
      this.state = state;
      this.files.clear();
    }
    let file = this.files.get(key);
    if (!file) {
      file = make();
      this.files.set(key, file);
      file.catch(() => this.files.delete(key));
      if (this.files.size > MAX_ENTRIES) this.files.delete(this.files.keys().next().value ?? '');
    }
    return file;
  }
}
