import type { Response } from 'express';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An OSS-style XML answer: `<Root><Name>value</Name>…</Root>`. */
export function sendXml(
  res: Response,
  status: number,
  root: string,
  fields: Record<string, string>,
) {
  const body = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  res
    .status(status)
    .type('application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${body}</${root}>`);
}

/** The OSS error shape the vendor's client reads its `code` and `message` from. */
export function sendOssError(res: Response, status: number, code: string, message: string) {
  sendXml(res, status, 'Error', { Code: code, Message: message, RequestId: 'lab' });
}

/** The parts a CompleteMultipartUpload body lists, in its order; null when it lists none. */
export function readCompleteParts(xml: string): { partNumber: number; etag: string }[] | null {
  const parts = [...xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part]) => ({
    partNumber: Number(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(part)?.[1]),
    etag: (/<ETag>([\s\S]*?)<\/ETag>/.exec(part)?.[1] ?? '').replace(/&quot;|"/g, '').trim(),
  }));
  if (parts.length === 0 || parts.some((part) => !Number.isInteger(part.partNumber))) return null;
  return parts;
}
