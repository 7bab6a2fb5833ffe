import { readFileSync } from 'node:fs';
import path from 'node:path';
import { networkCallSites } from './networkCallSites';

const ROOT = path.resolve(__dirname, '../../../..');

const PASSES_ON =
  'not a reader: the host bridge’s request proxy hands the answer on unread to the module that asked, which reads it with its own contract';

/**
 * Files the scan finds that read no network JSON themselves, each with why. The list only shrinks:
 * the test fails when a listed file has been converted (or removed), so the entry goes too.
 */
const NOT_YET_ON_CONTRACTS: Record<string, string> = {
  'modules/upload/pipeline/createAxiosTransport.ts':
    'not a reader: a transport; its callers read the answers with contracts (uploadTarget.ts, postMultipart.ts)',
  'src/hosts/web/proxyThroughHttp.ts': PASSES_ON,
};

const ERROR_ANSWERS = {
  contract: '@contracts/http/errorAnswer',
  proof: 'src/http/readErrorBody.contract.test.ts',
};

/**
 * JSON read before any bundle that could hold a schema has loaded (the config file, a failed
 * answer, which may come before sign-in): a dependency-free reader keeps valibot off the first
 * screen's bytes, and a property test proves it reads what its contract says.
 */
const FIRST_SCREEN_READERS: Record<string, { contract: string; proof: string }> = {
  'src/config/loadAppConfig.ts': {
    contract: '@contracts/config/appConfigFile',
    proof: 'src/config/parseAppConfig.contract.test.ts',
  },
  'src/http/toHttpError.ts': ERROR_ANSWERS,
  'src/http/readBlobErrorBody.ts': ERROR_ANSWERS,
  'src/http/isPolicyCheckViolation.ts': ERROR_ANSWERS,
};

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the first screen’s readers of network JSON', () => {
  it.each(Object.entries(FIRST_SCREEN_READERS))(
    '%s is proven by a property test to read what its contract says',
    (_file, { contract, proof }) => {
      const text = read(proof);
      expect(text).toContain(`from '${contract}'`);
      expect(text).toMatch(/fc\.assert\(/);
    },
  );

  it('read JSON from the network themselves, so each entry names a real reader', () => {
    const readers = Object.keys(FIRST_SCREEN_READERS).filter((file) =>
      /JSON\.parse\(|response\.data|\.data\b/.test(read(file)),
    );
    expect(readers).toEqual(Object.keys(FIRST_SCREEN_READERS));
  });
});

describe('the app’s network reads', () => {
  const sites = networkCallSites();

  it('are found at all, so a broken scan cannot pass by finding nothing', () => {
    expect(sites.length).toBeGreaterThan(20);
    expect(sites.filter((site) => site.usesContract).length).toBeGreaterThan(2);
  });

  it('each go through a contract schema (contracts/README.md), unless listed with a reason', () => {
    const unread = sites.filter((site) => !site.usesContract).map((site) => site.file);
    expect(unread.filter((file) => !(file in NOT_YET_ON_CONTRACTS))).toEqual([]);
  });

  it('leave no stale entry on the not-yet list: a converted or removed file leaves it', () => {
    const unread = new Set(sites.filter((site) => !site.usesContract).map((site) => site.file));
    expect(Object.keys(NOT_YET_ON_CONTRACTS).filter((file) => !unread.has(file))).toEqual([]);
  });
});
