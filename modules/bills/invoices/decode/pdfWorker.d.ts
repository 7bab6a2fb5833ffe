/** pdf.js's parser module ships without types; the decoder only hands it to pdf.js itself. */
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
