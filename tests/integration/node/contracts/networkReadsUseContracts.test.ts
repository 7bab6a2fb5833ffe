import { networkCallSites } from './networkCallSites';

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
