import { startFrameChrome } from './frame/frameChrome';
import { guessPhoneFrame } from './frame/guessPhoneFrame';
import { isHomePath } from './frame/isHomePath';
import { loadHomePage } from './home/loadHomePage';
import { loadHomeStore } from './home/loadHomeStore';
import { detectHost, HOST_ADAPTER_LOADERS } from './hosts';
import type { StartupParams } from './startup';

/** The chunks sign-in and the signed-in home need, asked for at the very start. */
export interface StartChunks {
  /** Sign-in and the identity provider's chain: nothing of it is drawn, so not in the first script. */
  signIn: Promise<typeof import('./signIn/runSignIn')>;
  flags: Promise<typeof import('./startFlagStore')>;
  runtime: Promise<typeof import('./microfrontend/startRuntime')>;
}

/**
 * Requests the host's adapter while the config file is on its way, instead of one round trip
 * after it, and the flag client and micro-frontend runtime once the adapter is in: on a phone
 * network (1.6 Mbps) the adapter, which sign-in waits for, then does not share the link with
 * 50 kB it does not need, and those arrive while sign-in's calls are under way. The adapter is
 * guessed from the address and user agent (the lab's config may name another host; then the
 * right one loads after the config, as before). On the home those two wait for the home's own
 * chunks too (its page and store, which start-hints preloads first), which they would otherwise
 * share the link with although the home draws without them.
 */
export function startChunks(
  params: StartupParams,
  userAgent: string,
  pathname: string,
): StartChunks {
  const host = detectHost({ params, userAgent, labHost: null });
  const adapter = HOST_ADAPTER_LOADERS[host]();
  const signIn = import(/* webpackChunkName: "sign-in" */ './signIn/runSignIn');
  // The first screen's frame (phone or desktop, a few kB), beside the adapter sign-in waits for.
  startFrameChrome(guessPhoneFrame(host, userAgent));
  // The same files start-hints waits for before preloading these two: whichever asks first, the
  // other finds them on their way, so each downloads once.
  const home = isHomePath(pathname) ? Promise.all([loadHomePage(), loadHomeStore()]) : null;
  const settled = Promise.all([adapter, home]).then(
    () => undefined,
    () => undefined,
  );
  const flags = settled.then(() => import(/* webpackChunkName: "flag-store" */ './startFlagStore'));
  const runtime = settled.then(
    () => import(/* webpackChunkName: "micro-runtime" */ './microfrontend/startRuntime'),
  );
  // A failed load is reported where each is awaited; these only avoid unhandled rejections.
  for (const chunk of [signIn, flags, runtime]) chunk.catch(() => undefined);
  return { signIn, flags, runtime };
}
