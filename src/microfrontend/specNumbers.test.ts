import { REGISTRY_TRIES } from './fetchRegistry';
import { DEFAULT_ENTRY, DEFAULT_PRIORITY } from './MicroAppDescriptor';
import { MICRO_APP_STATUSES } from './MicroAppStatus';
import { DELAYED_LOAD_MS, LOAD_RETRY_AFTER_MS, MAX_CONCURRENT_LOADS } from './ScriptLoaderOptions';

// The numbers are product rules (docs/micro-frontend.md): a change here must be deliberate.
describe('the micro-frontend numbers', () => {
  it('keeps the registry tries, load concurrency, retry and delay the product fixes', () => {
    expect(REGISTRY_TRIES).toBe(2);
    expect(MAX_CONCURRENT_LOADS).toBe(6);
    expect(LOAD_RETRY_AFTER_MS).toBe(200);
    expect(DELAYED_LOAD_MS).toBe(3000);
  });

  it('defaults a descriptor to priority 2 and the default entry, with twelve statuses', () => {
    expect(DEFAULT_PRIORITY).toBe(2);
    expect(DEFAULT_ENTRY).toBe('default');
    expect(MICRO_APP_STATUSES).toHaveLength(12);
  });
});
