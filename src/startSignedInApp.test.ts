import { createMemoryRouter } from 'react-router-dom';
import { parseAppConfig } from './config';
import type { StartChunks } from './startChunks';
import { startSignedInApp } from './startSignedInApp';
import { shellPaths } from './routes/shellPaths';
import { readStartupParams } from './startup';
import { createTestRoot } from './testing';

// The home's chunk is not what these tests are about; it is asked for, never shown.
jest.mock('./home/loadHomePage', () => ({ loadHomePage: () => Promise.resolve() }));

const never = <T>() => new Promise<T>(() => undefined);

function startWith(signIn: StartChunks['signIn']) {
  const root = createTestRoot({ staff: null });
  const router = createMemoryRouter([{ path: '*', element: null }]);
  const started = startSignedInApp({
    root,
    config: parseAppConfig({}).config,
    params: readStartupParams('').params,
    router,
    localeRemembered: false,
    chunks: { signIn, flags: never(), runtime: never() },
  });
  return { root, router, started };
}

describe('starting the signed-in app', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the person as signing in while the sign-in chunk is still on its way', () => {
    const { root } = startWith(never());
    expect(root.session.status).toBe('signing-in');
  });

  it('ends on the failure screen, not a blank page, when the sign-in chunk cannot load', async () => {
    const { root, router, started } = startWith(
      Promise.reject(new Error('Loading chunk sign-in failed')),
    );
    await started;
    expect(root.session.status).toBe('failed');
    expect(root.session.failure).toBe('sign-in chunk');
    expect(router.state.location.pathname).toBe(shellPaths.error());
  });
});
