import { Router } from 'express';
import { queryText } from '../hosts/bodyOf';
import { escapeHtml, labPage } from '../hosts/escapeHtml';

/** Where the lab's runtime config points `documentPreviewHost` (lab/labAppConfig.ts). */
export const DOCUMENT_PREVIEW_MOUNT = '/__lab/preview';

const TITLE = '文档预览';
const MAX_TEXT = 2048;

/** The watermark tiled over the page, as the vendor's viewer draws it over the document. */
function watermarkTiles(watermark: string): string {
  const tile = `<span>${escapeHtml(watermark)}</span>`;
  return `<div role="note" aria-label="水印" data-watermark="${escapeHtml(watermark)}"
  style="display:grid;grid-template-columns:repeat(3,1fr);gap:48px;opacity:.35;transform:rotate(-20deg)">
${tile.repeat(9)}
</div>`;
}

/**
 * The fake document preview host (docs/lab.md `/view/url?url=..&name=..` plus an optional
 * watermark): it shows what it was asked to open and whose watermark it carries, so a person
 * and an e2e can see what the app opened. It renders nothing of the file itself.
 */
export function documentPreviewRouter(): Router {
  const router = Router();
  router.get('/view/url', (req, res) => {
    const url = queryText(req, 'url')?.slice(0, MAX_TEXT) ?? '';
    const name = queryText(req, 'name')?.slice(0, MAX_TEXT) ?? '';
    const watermark = queryText(req, 'watermark')?.slice(0, MAX_TEXT) ?? '';
    res.set('Cache-Control', 'no-store').type('html');
    if (!url || !name) {
      res.status(400).send(labPage(TITLE, '<p role="alert">缺少文件地址或文件名</p>'));
      return;
    }
    const body = `<p>文件名：<strong data-file-name>${escapeHtml(name)}</strong></p>
<p style="overflow-wrap:anywhere">文件地址：<code>${escapeHtml(url)}</code></p>
${watermark ? watermarkTiles(watermark) : '<p>无水印</p>'}`;
    res.send(labPage(`${TITLE} · ${name}`, body));
  });
  return router;
}
