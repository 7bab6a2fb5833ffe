import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sharedContracts } from './sharedContracts';

const CONTRACTS_ROOT = path.resolve(__dirname, '../../contracts');

function contractFiles(): string[] {
  return readdirSync(CONTRACTS_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, '').split(path.sep).join('/'))
    .sort();
}

describe('the contracts the shell shares with module bundles', () => {
  it('lists every contract file, since a module importing one that is missing would read undefined', () => {
    expect(Object.keys(sharedContracts).sort()).toEqual(contractFiles());
  });

  it('shares each file as its module namespace, exports and all', () => {
    expect(sharedContracts['core/parse']).toHaveProperty('parse');
    expect(sharedContracts['bills/billDetail']).toHaveProperty('billAnswerSchema');
  });
});
