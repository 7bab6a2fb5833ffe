import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const SCANNED = ['src', 'modules', 'flags'];

/**
 * A call that brings JSON in from the network: the shared axios client's verbs, a host bridge's
 * `context.http` / `http.get|post|request`, `response.json()`, and the registry's `fetchJson`.
 */
const CALL_SITE =
  /\baxios\.(get|post|put|patch|delete|request)\b|\bhttp\.(get|post|put|request)\s*[<(]|\.json\(\)|\bfetchJson\(/;

/** Reading with a contract: a contracts import and one of its readers called. */
const CONTRACT_IMPORT = /from '@contracts\//;
const CONTRACT_READ = /\b(parse|parseOrNull|parseWithReasons|answerOf|parsePage|safeParse)\(/;

const isSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file) && !file.includes('/testing/');

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return filesUnder(relative);
    return isSource(relative) ? [relative] : [];
  });
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const readsWithContract = (text: string) => CONTRACT_IMPORT.test(text) && CONTRACT_READ.test(text);

/** The repo files a file imports (relative or through the @shell/@modules aliases). */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('.')
      ? path.join(path.dirname(file), specifier)
      : specifier
          .replace(/^@shell\//, 'src/')
          .replace(/^@modules\//, 'modules/')
          .replace(/^@flags\//, 'flags/');
    if (base === specifier && !specifier.startsWith('.')) return [];
    const candidates = ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending);
    return candidates.filter((candidate) => existsSync(path.join(ROOT, candidate))).slice(0, 1);
  });
}

export interface CallSite {
  file: string;
  /** The file reads its answers with a contract, itself or through a file it imports. */
  usesContract: boolean;
}

/** Every app file that reads JSON from the network, and whether a contract schema reads it. */
export function networkCallSites(): CallSite[] {
  return SCANNED.flatMap(filesUnder).flatMap((file) => {
    const text = read(file);
    if (!CALL_SITE.test(text)) return [];
    const usesContract =
      readsWithContract(text) || importsOf(file, text).some((dep) => readsWithContract(read(dep)));
    return [{ file, usesContract }];
  });
}
