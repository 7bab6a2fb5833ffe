/** Lets pending promise callbacks (the store's re-reads of the SDK) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
