import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createIdentityProviderClient,
  createIdentitySession,
  createLoginStateStore,
  createTokenPairStore,
  type IdentitySession,
} from '@shell/auth';
import { createFakeClock, type FakeClock } from '@shell/testing/createFakeClock';
import { createMemoryStorage } from '@shell/auth/testing/memoryStorage';
import { createHttpClient } from '@shell/http';
import { grantTokenProvider } from '@shell/signIn/grantTokenProvider';
import { createMockServer, type MockServer } from '../../../mocks-server';

const TWO_HOURS_AND_A_BIT = 7200_000 + 5_000;

describe('an identity-provider grant that expired while the page slept', () => {
  let mock: MockServer;
  let server: Server;
  let origin: string;
  let clock: FakeClock;
  let session: IdentitySession;

  beforeEach(async () => {
    clock = createFakeClock(Date.UTC(2026, 10, 26, 8));
    // The lab and the page share one clock, so the lab also sees the token as expired.
    mock = createMockServer({ seed: 1, now: () => new Date(clock.now()) });
    server = await new Promise<Server>((resolve) => {
      const listening = mock.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const storage = createMemoryStorage();
    session = createIdentitySession({
      idp: createIdentityProviderClient({
        http: createHttpClient(),
        host: origin,
        clientId: 'client-app',
      }),
      clock,
      log: { warn: () => undefined, error: () => undefined },
      loginState: createLoginStateStore(storage),
      tokenPairs: createTokenPairStore(storage, '/'),
      crossOrigin: false,
      redirectUri: `${origin}/`,
    });
    const staff = mock.state.staffs[0];
    await session.finishLogin(
      mock.grants.issueCode({ host: 'web', corporationId: staff.corporationId, staffId: staff.id }),
    );
  });
  afterEach(async () => {
    session.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is renewed before the next call goes, which then succeeds without a 401 round trip', async () => {
    // The shell's own provider (src/signIn/runSignIn.ts), for a person the identity provider signed in.
    const http = createHttpClient({
      baseURL: `${origin}/api`,
      getGrantToken: grantTokenProvider(
        () => session,
        () => undefined,
      ),
    });
    const before = session.currentAccessToken();
    // Time jumps as after a sleep, without the check timer having run on the way.
    session.stop();
    clock.advance(TWO_HOURS_AND_A_BIT);
    mock.journal.clear();
    const answer = await http.axios.get('/v1/organization/staffs/me');
    expect(answer.status).toBe(200);
    expect(
      mock.journal.entries({}).map((entry) => `${entry.method} ${entry.path} ${entry.status}`),
    ).toEqual(['POST /api/idp/public/oauth2/token 200', 'GET /api/v1/organization/staffs/me 200']);
    expect(session.currentAccessToken()).not.toBe(before);
  });
});
