import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureShellSize } from './measureShellSize';

describe('the shell size measure', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'shell-size-'));
    mkdirSync(path.join(dist, 'js'));
    mkdirSync(path.join(dist, 'modules'));
    for (const name of ['hints', 'calls', 'vendor', 'shell'])
      writeFileSync(path.join(dist, 'js', `${name}.js`), `console.log("${name}")`);
    writeFileSync(path.join(dist, 'modules/registry.json'), '[]');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('counts the deferred scripts the first screen waits for, not an async one beside them', () => {
    writeFileSync(
      path.join(dist, 'index.html'),
      '<head><script defer="defer" src="/js/hints.js" data-x="a"></script><script async src="/js/calls.js"></script><script defer src=/js/vendor.js></script><script defer="defer" src="/js/shell.js"></script></head>',
    );
    expect(measureShellSize(dist).initial.map((asset) => asset.file)).toEqual([
      '/js/hints.js',
      '/js/vendor.js',
      '/js/shell.js',
    ]);
  });
});
