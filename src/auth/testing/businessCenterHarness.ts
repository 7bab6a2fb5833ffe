import { createBusinessCenterTokens } from '../createBusinessCenterTokens';
import { createFakeClock } from './createFakeClock';
import { createMemoryStorage, type MemoryStorage } from './memoryStorage';
import { createScriptedHttp, type ReplyScript, type ScriptedHttp } from './scriptedHttp';

export const BC_HOST = 'https://bc.example.com';

export const tokenAnswer = (name: string, expiresIn = 3600) => ({
  status: 200,
  body: {
    code: 200,
    message: 'ok',
    data: { token: `bc-${name}`, refreshToken: `bc-refresh-${name}`, expiresIn },
  },
});

export function createBusinessCenterHarness(script: ReplyScript, storage?: MemoryStorage) {
  const clock = createFakeClock();
  const net: ScriptedHttp = createScriptedHttp(script, { now: clock.now });
  const log = { warn: jest.fn(), error: jest.fn() };
  const backing = storage ?? createMemoryStorage();
  const tokens = createBusinessCenterTokens({
    http: net.http,
    host: BC_HOST,
    product: 'expense',
    clientId: 'client-app',
    storage: backing,
    clock,
    log,
  });
  return { tokens, clock, net, log, storage: backing };
}
