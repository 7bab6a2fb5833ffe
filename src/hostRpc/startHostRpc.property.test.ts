import fc from 'fast-check';
import { DEFAULT_CONFIG } from '../config';
import type { HttpClient } from '../http';
import { createI18n } from '../i18n';
import { RootStore } from '../store';
import { hostRpcHandlers, startHostRpc } from './startHostRpc';

const ORIGIN = 'https://portal.example';

function setUp() {
  const root = new RootStore({ http: {} as HttpClient, i18n: createI18n() });
  root.session.signedIn({
    staff: { id: 's1', name: 'Li', corporationId: 'c1' },
    accessToken: 'secret-token',
  });
  const navigate = jest.fn();
  const config = { hosts: { ...DEFAULT_CONFIG.hosts, allowedMessageOrigins: [ORIGIN] } };
  return { root, navigate, config };
}

/** Whatever an embedding page could post: RPC-shaped or not, with hostile fields. */
const message = fc.oneof(
  fc.anything(),
  fc.record(
    {
      rpc: fc.oneof(fc.constant('1'), fc.anything()),
      id: fc.oneof(fc.integer(), fc.string(), fc.anything()),
      method: fc.oneof(
        fc.constantFrom('app.ping', 'session.get', 'app.navigate', '__proto__', 'constructor'),
        fc.string(),
      ),
      params: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function post(origin: string, data: unknown): unknown[] {
  const replies: unknown[] = [];
  const source = { postMessage: (reply: unknown) => replies.push(reply) };
  window.dispatchEvent(
    new MessageEvent('message', { origin, data, source: source as unknown as Window }),
  );
  return replies;
}

describe('when an embedding page posts hostile messages', () => {
  it('navigates only to a path inside the app, or refuses with the documented params error', () => {
    const options = setUp();
    const navigate = hostRpcHandlers(options)['app.navigate'];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ path: fc.oneof(fc.string(), fc.webUrl(), fc.anything()) }),
        ),
        (params) => {
          options.navigate.mockClear();
          try {
            navigate?.(params, {});
          } catch (error) {
            expect((error as Error).name).toBe('RpcParamsError');
            expect(options.navigate).not.toHaveBeenCalled();
            return;
          }
          const [target] = options.navigate.mock.calls[0] as [string];
          expect(target.startsWith('/')).toBe(true);
          expect(target.startsWith('//')).toBe(false);
        },
      ),
    );
  });

  it('answers nothing to another origin and never leaks the token to the allowed one', async () => {
    const stop = startHostRpc(setUp());
    await fc.assert(
      fc.asyncProperty(message, fc.webUrl(), async (data, origin) => {
        const foreign = post(origin === ORIGIN ? `${origin}.evil` : origin, data);
        const own = post(ORIGIN, data);
        await flush();
        expect(foreign).toEqual([]);
        expect(JSON.stringify(own) ?? '').not.toContain('secret-token');
      }),
      { numRuns: 200 },
    );
    stop();
  });
});
