import fc from 'fast-check';
import { utf8Encode } from './utf8Encode';

const bytesOf = (text: string) => Array.from(utf8Encode(text));

describe('utf8Encode', () => {
  it('encodes one-, two-, three- and four-byte characters', () => {
    expect(bytesOf('A')).toEqual([0x41]);
    expect(bytesOf('é')).toEqual([0xc3, 0xa9]);
    expect(bytesOf('€')).toEqual([0xe2, 0x82, 0xac]);
    expect(bytesOf('😀')).toEqual([0xf0, 0x9f, 0x98, 0x80]);
  });

  it('replaces lone surrogates with U+FFFD as .NET and TextEncoder do', () => {
    expect(bytesOf('a\ud800b')).toEqual([0x61, 0xef, 0xbf, 0xbd, 0x62]);
    expect(bytesOf('\udc00')).toEqual([0xef, 0xbf, 0xbd]);
    expect(bytesOf('\ud800')).toEqual([0xef, 0xbf, 0xbd]);
  });

  it('agrees with Node for any string, including broken surrogate pairs', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const text = a + b;
        expect(Buffer.from(utf8Encode(text))).toEqual(Buffer.from(text, 'utf8'));
      }),
    );
  });
});
