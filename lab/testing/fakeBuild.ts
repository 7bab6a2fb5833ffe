import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stand-in for dist/app: an index.html and an empty registry, so the lab serves "the app". */
export function fakeBuild(
  indexHtml = '<!doctype html><html><head><title>t</title></head><body><div id="app"></div></body></html>',
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lab-dist-'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  mkdirSync(path.join(dir, 'modules'));
  writeFileSync(path.join(dir, 'modules/registry.json'), '[]');
  return dir;
}
