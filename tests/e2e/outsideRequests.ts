import type { BrowserContext } from '@playwright/test';

// `.test` names are reserved and never resolve: a test answers them inside the browser (a
// made-up foreign site), so asking for one cannot leave the machine.
const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|[a-z0-9-]+\.test)(:\d+)?\//;
const LOCAL_SCHEMES = /^(data|blob|about|chrome|expensebridge):/;

/**
 * The addresses a context's pages tried to reach on another host. The browser cannot reach one
 * (CHROMIUM_ARGS resolves no name but the loopback); watching requests, rather than routing each
 * one through the test process, names them without costing every request a round trip.
 */
export function watchOutsideRequests(context: BrowserContext): string[] {
  const outside: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!LOCAL.test(url) && !LOCAL_SCHEMES.test(url)) outside.push(url);
  });
  return outside;
}
