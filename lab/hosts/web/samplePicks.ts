/**
 * What the fake hosts' pickers hand back: a small photo and two PDFs from chats, one small and
 * one of 1.5 MB (over the limit when a tenant's `upload-max-size-mb` is 1).
 */

/** A 1×1 JPEG: real image bytes, small enough to decode anywhere. */
export const SAMPLE_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

export interface SampleFile {
  name: string;
  size: number;
  type: string;
  /** A data address with the file's bytes. */
  path: string;
}

function pdfOfSize(size: number): string {
  const head = '%PDF-1.4\n';
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = i < head.length ? head.charCodeAt(i) : 32 + (i % 90);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < size; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return `data:application/pdf;base64,${btoa(binary)}`;
}

export const SAMPLE_FILES: readonly { name: string; size: number }[] = [
  { name: '差旅行程单.pdf', size: 20_000 },
  { name: '会议纪要扫描件.pdf', size: 1_500_000 },
];

export function sampleFiles(): SampleFile[] {
  return SAMPLE_FILES.map(({ name, size }) => ({
    name,
    size,
    type: 'application/pdf',
    path: pdfOfSize(size),
  }));
}
