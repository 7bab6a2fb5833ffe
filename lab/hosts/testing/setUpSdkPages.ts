import { loadSdkInDom, type SdkPage, type SdkPageOptions } from './loadSdkInDom';
import { startHostsLab, type HostsLab } from './startHostsLab';

export interface SdkPages {
  /** The file's hosts lab, started once before its tests. */
  readonly lab: HostsLab;
  /** The page the test loaded last. */
  readonly page: SdkPage;
  /** A page with a host's fake SDK (see loadSdkInDom), closed after the test. */
  load(scriptPath: string, options?: SdkPageOptions): Promise<SdkPage>;
}

const notYet = (what: string): never => {
  throw new Error(`${what} is there only inside a test, after it is started or loaded`);
};

/**
 * The fake-SDK tests' shared setup, registered by calling this in a describe: one hosts lab for
 * the file (starting one per test would dominate their time), each test's page closed after it.
 */
export function setUpSdkPages(): SdkPages {
  let lab: HostsLab | undefined;
  let page: SdkPage | undefined;
  beforeAll(async () => {
    lab = await startHostsLab();
  });
  afterAll(() => lab?.close());
  afterEach(() => {
    page?.close();
    page = undefined;
  });
  return {
    get lab() {
      return lab ?? notYet('the hosts lab');
    },
    get page() {
      return page ?? notYet('the SDK page');
    },
    async load(scriptPath, options) {
      page = await loadSdkInDom(this.lab, scriptPath, options);
      return page;
    },
  };
}
