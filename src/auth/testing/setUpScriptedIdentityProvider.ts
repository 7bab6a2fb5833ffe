import {
  createIdentityProviderClient,
  type IdentityProviderClient,
  type IdentityProviderClientOptions,
} from '../createIdentityProviderClient';
import { createFakeClock, type FakeClock } from '@shell/testing/createFakeClock';
import { createScriptedHttp, type ReplyScript, type ScriptedHttp } from './scriptedHttp';

export interface ScriptedIdentityProvider {
  /** This test's clock, fresh for each test. */
  readonly clock: FakeClock;
  /** The network of the last `start`, with the requests the client sent. */
  readonly net: ScriptedHttp;
  /** An identity-provider client whose every call the script answers. */
  start(
    script: ReplyScript,
    options?: Partial<IdentityProviderClientOptions>,
  ): IdentityProviderClient;
}

/**
 * The identity-provider client tests' shared setup, registered by calling this at the top of a
 * file: a fresh fake clock per test, and axios's own adapter put back after each.
 */
export function setUpScriptedIdentityProvider(): ScriptedIdentityProvider {
  let clock = createFakeClock();
  let net: ScriptedHttp | undefined;
  beforeEach(() => {
    clock = createFakeClock();
  });
  afterEach(() => {
    net?.restore();
    net = undefined;
  });
  return {
    get clock() {
      return clock;
    },
    get net() {
      if (!net) throw new Error('no client started in this test');
      return net;
    },
    start(script, options = {}) {
      net = createScriptedHttp(script, { now: clock.now });
      return createIdentityProviderClient({
        http: net.http,
        host: 'https://idp.test/',
        clock,
        ...options,
      });
    },
  };
}
