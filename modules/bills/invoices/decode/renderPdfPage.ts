/** The longest side a PDF's first page is drawn at: an e-invoice's QR then has 4–6 px modules. */
const PAGE_SIDE = 2000;

class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }
  reset(target: { canvas: OffscreenCanvas }, width: number, height: number) {
    target.canvas.width = width;
    target.canvas.height = height;
  }
  destroy(target: { canvas: OffscreenCanvas }) {
    target.canvas.width = 0;
    target.canvas.height = 0;
  }
}

let pdfjsReady: Promise<typeof import('pdfjs-dist')> | undefined;

/**
 * pdf.js, loaded on the first PDF only. Its parser runs in this worker (as pdf.js's "fake
 * worker"): the page is already off the main thread, a nested worker would only add start-up.
 */
function loadPdfjs() {
  pdfjsReady ??= (async () => {
    const parser = await import(
      /* webpackChunkName: "pdf-parser" */ 'pdfjs-dist/build/pdf.worker.mjs'
    );
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = parser;
    return import(/* webpackChunkName: "pdf-render" */ 'pdfjs-dist');
  })();
  return pdfjsReady;
}

/** The PDF's first page drawn on a canvas; throws when the PDF cannot be opened. */
export async function renderPdfPage(bytes: Uint8Array): Promise<OffscreenCanvas> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: true,
    CanvasFactory: OffscreenCanvasFactory,
    stopAtErrors: false,
    // Fonts and warnings do not matter for reading a QR code; errors still reject.
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale = PAGE_SIDE / Math.max(base.width, base.height);
    const viewport = page.getViewport({ scale });
    const canvas = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
      background: 'white',
    }).promise;
    return canvas;
  } finally {
    void task.destroy();
  }
}
