import { createHash } from 'node:crypto';

/** `length` decimal digits fixed by `key`: the same key gives the same digits in every lab. */
export function labDigits(key: string, length: number): string {
  let digits = '';
  for (let round = 0; digits.length < length; round += 1) {
    const hash = createHash('sha256').update(`${key}#${round}`).digest();
    digits += [...hash].map((byte) => String(byte % 10)).join('');
  }
  return digits.slice(0, length);
}

/** A number in [min, max] fixed by `key`. */
export function labNumber(key: string, min: number, max: number): number {
  return min + (Number(labDigits(key, 9)) % (max - min + 1));
}
