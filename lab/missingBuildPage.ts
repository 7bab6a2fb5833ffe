/** What a person sees when the lab runs before `npm run build`: the fix, not a stack trace. */
export function missingBuildPage(distDir: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Lab: no build</title>
<body style="font-family:sans-serif;padding:2rem">
<h1>The SPA has not been built yet</h1>
<p>No <code>index.html</code> in <code>${distDir.replace(/[<>&]/g, '')}</code>.</p>
<p>Run <code>npm start</code> (builds, then starts the lab) or <code>npm run build</code>.</p>
<p>The mock backend is running: <a href="/__lab/health">/__lab/health</a>.</p>
</body></html>`;
}
