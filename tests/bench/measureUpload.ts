import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startUploadTestServer } from '../../mocks-server/uploads/testing/startUploadTestServer';
import { CHROMIUM_ARGS, findBrowser } from '../e2e/findBrowser';
import { bundleBenchEntry, bundleBenchPage } from './bundleBenchPage';
import {
  hashInWorker,
  makeBlob,
  putFromPage,
  startMd5,
  type Md5Scripts,
  type PageRun,
} from './measureUploadPage';
import { percentile } from './percentiles';

export interface UploadBench {
  sizeBytes: number;
  runs: number;
  md5: {
    /**
     * The upload module's own createMd5 in Chromium: md5.worker.ts (hash-wasm, 8097152-byte
     * chunks) fed by md5Reader.worker.ts, as the widget runs them.
     */
    workerMBps: number;
    /** `md5sum` over the same bytes in a temp file, same run: the ratio's baseline. */
    nativeMBps: number;
    /** Node's OpenSSL MD5 over the same bytes (the baseline where md5sum is missing). */
    nodeMBps: number;
    ratio: number;
    /** The longest main-thread task Chromium reported while the worker hashed. */
    longestMainTaskMs: number;
    matchesNative: boolean;
  };
  upload: {
    /** XHR PUT with an upload-progress listener from Chromium, as the widget's transport sends. */
    browserMBps: number;
    /** `curl -T` of the same bytes to the same lab endpoint (Node fetch where curl is missing). */
    rawPutMBps: number;
    ratio: number;
  };
}

const MB = 1024 * 1024;
const median = (values: number[]) => percentile(values, 50);
const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

function pattern(size: number): Buffer<ArrayBuffer> {
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) out[i] = (i * 31 + 7) % 251;
  return out;
}

/**
 * The bench page's MD5: the upload module's createMd5 over its two workers, each started from
 * the source the bench built (the page has no webpack to find the workers' chunks).
 */
const MD5_PAGE = `
import { createMd5 } from './modules/upload/md5/computeMd5';
const start = (source) => () => new Worker(URL.createObjectURL(new Blob([source])));
const { hasher, reader } = window.benchMd5Sources;
window.benchMd5 = createMd5(start(hasher), start(reader));
`;

/** The upload module's two workers and the page that hands them to its createMd5. */
async function md5Scripts(): Promise<Md5Scripts> {
  return {
    hasher: await bundleBenchEntry('modules/upload/md5/md5.worker.ts'),
    reader: await bundleBenchEntry('modules/upload/md5/md5Reader.worker.ts'),
    page: await bundleBenchPage(MD5_PAGE),
  };
}

/**
 * Runs a command line tool over the bytes file; its time in ms, or NaN when it is missing or
 * fails. Asynchronous: curl talks to the lab in this very process, which must keep answering.
 */
function toolMs(command: string, args: string[], ok: (stdout: string) => boolean): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(command, args, { encoding: 'utf8' }, (error, stdout) => {
      const ms = performance.now() - started;
      resolve(!error && ok(stdout) ? ms : Number.NaN);
    });
  });
}

const md5sumMs = (file: string) => toolMs('md5sum', [file], (out) => /^[0-9a-f]{32}\b/.test(out));

/** `curl -T` of the bytes file to the same lab endpoint: the upload ratio's baseline. */
const curlPutMs = (file: string, url: string) =>
  toolMs(
    'curl',
    ['-sS', '-o', '/dev/null', '-w', '%{http_code}', '-T', file, url],
    (out) => out === '200',
  );

async function fetchPutMs(url: string, bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method: 'PUT', body: bytes });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`raw PUT answered ${response.status}`);
  return performance.now() - started;
}

/** The median of the tool's runs, or of the fallback's where the tool is missing (NaN runs). */
const baselineMs = (tool: number[], fallback: number[]) =>
  tool.every(Number.isFinite) ? median(tool) : median(fallback);

/**
 * MD5 (worker vs `md5sum`) and upload (browser PUT vs `curl -T`) throughput over `sizeMb` MB, the
 * baselines run in the same process on the same bytes; Node's own MD5 and fetch stand in where a
 * tool is missing.
 */
export async function measureUpload(sizeMb = 64, runs = 3): Promise<UploadBench> {
  const size = sizeMb * MB;
  const bytes = pattern(size);
  const server = await startUploadTestServer({ maxBytes: size + MB });
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/bench`);
    await makeBlob(page, size);
    await startMd5(page, await md5Scripts());
    const worker: PageRun[] = [];
    const native: number[] = [];
    const browserPut: number[] = [];
    const raw: number[] = [];
    const md5sum: number[] = [];
    const curl: number[] = [];
    const folder = mkdtempSync(path.join(tmpdir(), 'upload-bench-'));
    const file = path.join(folder, 'bytes.bin');
    writeFileSync(file, bytes);
    await md5sumMs(file); // warms the page cache, as the browser's Blob is in memory
    let expected = '';
    for (let run = 0; run < runs; run += 1) {
      worker.push(await hashInWorker(page));
      const started = performance.now();
      expected = createHash('md5').update(bytes).digest('hex');
      native.push(performance.now() - started);
      const object = `${server.baseUrl}/__lab/object-store/expense-lab/bench${run}.bin`;
      md5sum.push(await md5sumMs(file));
      browserPut.push((await putFromPage(page, object)).ms);
      raw.push(await fetchPutMs(object, bytes));
      curl.push(await curlPutMs(file, object));
    }
    rmSync(folder, { recursive: true, force: true });
    const workerMBps = mbps(size, median(worker.map((w) => w.ms)));
    const nativeMBps = mbps(size, baselineMs(md5sum, native));
    const browserMBps = mbps(size, median(browserPut));
    const rawPutMBps = mbps(size, baselineMs(curl, raw));
    return {
      sizeBytes: size,
      runs,
      md5: {
        workerMBps,
        nativeMBps,
        nodeMBps: mbps(size, median(native)),
        ratio: workerMBps / nativeMBps,
        longestMainTaskMs: Math.max(...worker.map((w) => w.longestTaskMs ?? 0)),
        matchesNative: worker.every((w) => w.md5 === expected),
      },
      upload: { browserMBps, rawPutMBps, ratio: browserMBps / rawPutMBps },
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
