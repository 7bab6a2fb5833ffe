import express, { type Router } from 'express';
import { LAB_ASSETS_PATH, type LabScript } from '../assets/labEntries';

export interface ConsolePage {
  /** Shown until the script has built the page in the person's language. */
  title: string;
  script: LabScript;
  stylesheets: string[];
}

/**
 * Only this origin's files: the console's script and stylesheets are files under
 * /__lab/assets, so nothing inline can run or style the page, whatever reaches its markup.
 */
export const CONSOLE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  // The lab console plays the app in a same-origin frame.
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * A console page: its stylesheets, its one script (built from lab/console/web) and a line
 * that stays only when the script cannot run, saying why and what to do.
 */
export function consoleDocument(page: ConsolePage): string {
  const links = page.stylesheets
    .map((sheet) => `<link rel="stylesheet" href="${LAB_ASSETS_PATH}/${sheet}">`)
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
${links}
<script defer src="${LAB_ASSETS_PATH}/${page.script}.js"></script>
</head>
<body>
<main id="main">
<p id="status" role="status">正在加载控制台… Loading the console…</p>
<p class="boot-hint">若一直停在这里，说明实验室的浏览器脚本尚未构建：请运行 <code>npm run build</code>。
If this stays, the lab's browser scripts are not built: run <code>npm run build</code>.</p>
<noscript><p>控制台需要 JavaScript。This console needs JavaScript.</p></noscript>
</main>
</body>
</html>
`;
}

/** Serves one console page at exactly `path` under CONSOLE_POLICY, never cached. */
export function consolePageRouter(path: string, page: ConsolePage): Router {
  const router = express.Router();
  const html = consoleDocument(page);
  router.get(path, (_req, res) => {
    res.set({
      'Content-Security-Policy': CONSOLE_POLICY,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    res.type('html').send(html);
  });
  return router;
}
