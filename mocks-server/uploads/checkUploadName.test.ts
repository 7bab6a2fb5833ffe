import {
  checkUploadKey,
  checkUploadName,
  MAX_ENCODED_NAME_LENGTH,
  MAX_KEY_LENGTH,
} from './checkUploadName';
import { FORBIDDEN_CHARS_MESSAGE, NAME_TOO_LONG_MESSAGE, UPLOAD_CODES } from './uploadErrors';

describe('checkUploadName', () => {
  it.each(['发票 2026-03.pdf', 'receipt.png', 'a.b.c.txt', 'x'])(
    'accepts the plain name %j',
    (name) => {
      expect(checkUploadName(name)).toBeNull();
    },
  );

  describe('when the name is a path in disguise', () => {
    it.each([
      ['parent segments', '../../etc/passwd'],
      ['a backslash', '..\\x'],
      ['an absolute path', '/abs'],
      ['a NUL byte', 'a\u0000b'],
      ['a line break', 'a\r\nSet-Cookie: x'],
      ['a Windows drive', 'C:evil.txt'],
      ['percent-encoded parents', '%2e%2e%2f'],
      ['double-encoded parents', '%252e%252e%252fetc'],
      ['a bare parent', '..'],
      ['nothing at all', ''],
    ])('refuses %s with error:attachment:bad-name', (_what, name) => {
      expect(checkUploadName(name)).toEqual({
        status: 400,
        code: UPLOAD_CODES.badName,
        message: expect.any(String),
      });
    });
  });

  it.each(['50%.pdf', 'item#2.pdf'])('refuses %j with the spec message about %% and #', (name) => {
    expect(checkUploadName(name)).toEqual({
      status: 400,
      code: UPLOAD_CODES.forbiddenChars,
      message: FORBIDDEN_CHARS_MESSAGE,
    });
  });

  describe('when the encoded name reaches 227 characters', () => {
    // Each Chinese character encodes to 9 characters (%E5%8F%91).
    const longest = 'a'.repeat(MAX_ENCODED_NAME_LENGTH - 1);

    it('accepts 226 encoded characters', () => {
      expect(checkUploadName(longest)).toBeNull();
    });

    it('refuses 227 with the spec message', () => {
      expect(checkUploadName(`${longest}a`)).toMatchObject({ message: NAME_TOO_LONG_MESSAGE });
    });

    it('counts encoded length, not characters', () => {
      const chinese = '发'.repeat(26);
      expect(encodeURIComponent(chinese).length).toBe(234);
      expect(checkUploadName(chinese)).toMatchObject({ code: UPLOAD_CODES.nameTooLong });
    });
  });
});

describe('checkUploadKey', () => {
  it('accepts a spec key with % in it, which only names are refused for', () => {
    expect(checkUploadKey('50%1772352000000501.pdf')).toBeNull();
  });

  it('refuses a key with a separator', () => {
    expect(checkUploadKey('a/b.pdf')).toMatchObject({ code: UPLOAD_CODES.badName });
  });

  it('refuses a key longer than the object-store limit', () => {
    expect(checkUploadKey('k'.repeat(MAX_KEY_LENGTH + 1))).toMatchObject({ status: 400 });
  });
});
