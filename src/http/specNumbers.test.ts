import { DEFAULT_DEDUP_WINDOW_MS } from './createDedupAdapter';
import { GRANT_HEADER } from './createGrantHeaderInterceptor';

// Product rules (docs/http-and-errors.md): a change here must be deliberate.
describe('the HTTP numbers', () => {
  it('sends the grant in its named header and shares identical requests for one second', () => {
    expect(GRANT_HEADER).toBe('X-HAF-Staff-Grant');
    expect(DEFAULT_DEDUP_WINDOW_MS).toBe(1000);
  });
});
