/** The lab's port for this Playwright run: each shard of tests/run-all.ts gets its own. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4520);
