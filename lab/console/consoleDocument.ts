import express, { type Router } from 'express';

export interface ConsoleDocument {
  title: string;
  styles: string;
  markup: string;
  script: string;
}

const NONCE = /^[A-Za-z0-9+/=_-]+$/;

/**
 * A lab console page as one self-contained HTML document: inline CSS and one inline script, both
 * allowed only by the response's nonce, so nothing injected into the markup can run.
 */
export function consoleDocument(page: ConsoleDocument, nonce: string): string {
  if (!NONCE.test(nonce)) throw new Error('A CSP nonce is base64 characters only');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<style nonce="${nonce}">${page.styles}</style>
</head>
<body>
${page.markup}
<script nonce="${nonce}">
${page.script}
</script>
</body>
</html>
`;
}

/** Serves one console page at exactly `path`, with a fresh nonce per response and no caching. */
export function consolePageRouter(
  path: string,
  render: (nonce: string) => string,
  policy: (nonce: string) => string,
  createNonce: () => string,
): Router {
  const router = express.Router();
  router.get(path, (_req, res) => {
    const nonce = createNonce();
    res.set({
      'Content-Security-Policy': policy(nonce),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    res.type('html').send(render(nonce));
  });
  return router;
}
