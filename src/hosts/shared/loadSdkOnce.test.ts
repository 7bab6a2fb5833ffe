import { loadSdkOnce } from './loadSdkOnce';
import { settleWithClock } from './testing/fakeClock';
import { createFakeSignInContext, never } from './testing/fakeSignInContext';
import { isHostTimeout } from './withTimeout';

let installed: { ok: true } | undefined;
const readGlobal = () => installed;

beforeEach(() => {
  installed = undefined;
});

describe('loading a host SDK', () => {
  it('loads the configured script once per context and answers the global it leaves', async () => {
    const context = createFakeSignInContext({
      onLoadScript: () => void (installed = { ok: true }),
    });
    await expect(loadSdkOnce(context, 'kk', readGlobal)).resolves.toEqual({ ok: true });
    installed = undefined;
    await expect(loadSdkOnce(context, 'kk', readGlobal)).resolves.toBeUndefined();
    expect(context.scripts).toEqual(['https://sdk.test/kk.js']);
  });

  it('skips loading when the global is already on the page', async () => {
    installed = { ok: true };
    const context = createFakeSignInContext();
    await loadSdkOnce(context, 'kk', readGlobal);
    expect(context.scripts).toEqual([]);
  });

  it('answers undefined without a configured script', async () => {
    const context = createFakeSignInContext({ config: { sdkUrls: {} } });
    await expect(loadSdkOnce(context, 'kk', readGlobal)).resolves.toBeUndefined();
  });

  it('answers undefined and logs when the script fails, so a later try loads again', async () => {
    const context = createFakeSignInContext({
      onLoadScript: () => Promise.reject(new Error('404')),
    });
    await expect(loadSdkOnce(context, 'kk', readGlobal)).resolves.toBeUndefined();
    await loadSdkOnce(context, 'kk', readGlobal);
    expect(context.scripts).toHaveLength(2);
    expect(context.logs[0]?.message).toBe('host SDK script failed to load');
  });

  it('rejects with a host timeout when the script never arrives', async () => {
    const context = createFakeSignInContext({ onLoadScript: () => never() });
    const loading = settleWithClock(loadSdkOnce(context, 'kk', readGlobal), context.clock);
    const error = await loading.catch((reason: unknown) => reason);
    expect(isHostTimeout(error)).toBe(true);
  });
});
