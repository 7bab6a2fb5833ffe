import { createMd5 } from '../../modules/upload/md5/computeMd5';

/**
 * The bench page's MD5: the upload module's createMd5 over its two workers, each started from
 * the source the bench built (the page has no webpack to find the workers' chunks).
 */
const page = window as unknown as {
  benchMd5Sources: { hasher: string; reader: string };
  benchMd5: (blob: Blob) => Promise<string>;
};
const start = (source: string) => () => new Worker(URL.createObjectURL(new Blob([source])));
const { hasher, reader } = page.benchMd5Sources;
page.benchMd5 = createMd5(start(hasher), start(reader));
