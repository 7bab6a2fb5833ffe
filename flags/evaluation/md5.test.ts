import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { md5 } from './md5';
import { utf8Encode } from './utf8Encode';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const nodeMd5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

describe('md5', () => {
  // RFC 1321, appendix A.5.
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    [
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
      'd174ab98d277d9f5a5611c2c9f419d9f',
    ],
    ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
  ])('hashes the RFC 1321 test input %j to %s', (input, expected) => {
    expect(hex(md5(utf8Encode(input)))).toBe(expected);
  });

  it('agrees with node:crypto at every length around the 55/56/64-byte padding boundaries', () => {
    for (let length = 0; length <= 200; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(hex(md5(bytes))).toBe(nodeMd5(bytes));
    }
  });

  it('agrees with node:crypto on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1000 }), (bytes) => {
        expect(hex(md5(bytes))).toBe(nodeMd5(bytes));
      }),
    );
  });
});
