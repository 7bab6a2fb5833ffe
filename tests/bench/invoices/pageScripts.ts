/**
 * Code run in the bench's page. Strings, not functions: tsx would wrap the named helpers inside
 * a function in a helper the page lacks.
 */

/** Decodes `/__bench/corpus/<i>` for i < count in a fresh worker from `workerUrl`, one by one. */
export const DECODE_CORPUS = `async ({ workerUrl, count }) => {
  const worker = new Worker(workerUrl);
  const pending = new Map();
  worker.onmessage = (event) => {
    const settle = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (settle) settle(event.data);
  };
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const blob = await (await fetch('/__bench/corpus/' + i)).blob();
    const started = performance.now();
    const answer = await new Promise((resolve) => {
      pending.set(i + 1, resolve);
      worker.postMessage({ id: i + 1, file: blob });
      setTimeout(() => resolve({ result: { ok: false, failure: { code: 'timeout' } } }), 60000);
    });
    out.push({ result: answer.result, ms: performance.now() - started });
  }
  worker.terminate();
  return out;
}`;

/** A phone camera's JPEG (quality 0.9) of `/__bench/photo.png`, as base64. */
export const PHOTO_AS_JPEG = `async () => {
  const png = await (await fetch('/__bench/photo.png')).blob();
  const bitmap = await createImageBitmap(png);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d').drawImage(bitmap, 0, 0);
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  const bytes = new Uint8Array(await jpeg.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 32768) text += String.fromCharCode(...bytes.subarray(i, i + 32768));
  return { base64: btoa(text), width: bitmap.width, height: bitmap.height };
}`;

/** Records every long task (over 50 ms) of the page from its start, for later windows. */
export const WATCH_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})()`;
