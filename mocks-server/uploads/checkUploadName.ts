import {
  FORBIDDEN_CHARS_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  UPLOAD_CODES,
  type UploadRejection,
} from './uploadErrors';

/** docs/upload.md: an encoded file name must be shorter than this. */
export const MAX_ENCODED_NAME_LENGTH = 227;
/** Object stores cap keys at 1024 bytes; longer keys are refused as malformed. */
export const MAX_KEY_LENGTH = 1024;

// Control characters include CR and LF, which would also split a header. Only the raw name is
// checked for them: a decoded `%17` in a key is text some client escaped, not a control byte.
function hasControlCharacter(name: string): boolean {
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const WINDOWS_DRIVE = /^[A-Za-z]:/;
// Enough rounds to see through double and triple encoding (%252e → %2e → .).
const DECODE_ROUNDS = 3;

function decodedForms(name: string): string[] {
  const forms = [name];
  let current = name;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

function looksLikePath(name: string): boolean {
  return (
    name.includes('/') ||
    name.includes('\\') ||
    name.includes('..') ||
    name.includes('\u0000') ||
    WINDOWS_DRIVE.test(name)
  );
}

/**
 * A name is one file name, never a path: empty names, separators, `..`, control characters
 * (NUL among them) and absolute paths are refused, also when percent-encoded. The store never
 * uses client names on disk; refusing them still keeps them out of keys and headers.
 */
export function checkPathSafety(name: string, what: string): UploadRejection | null {
  if (name.length === 0 || hasControlCharacter(name) || decodedForms(name).some(looksLikePath)) {
    return {
      status: 400,
      code: UPLOAD_CODES.badName,
      message: `The ${what} must be a plain file name, not a path`,
    };
  }
  return null;
}

/** A file name as docs/upload.md accepts it: path-safe, without % or #, short once encoded. */
export function checkUploadName(name: string): UploadRejection | null {
  const unsafe = checkPathSafety(name, 'file name');
  if (unsafe) return unsafe;
  if (name.includes('%') || name.includes('#')) {
    return { status: 400, code: UPLOAD_CODES.forbiddenChars, message: FORBIDDEN_CHARS_MESSAGE };
  }
  if (encodeURIComponent(name).length >= MAX_ENCODED_NAME_LENGTH) {
    return { status: 400, code: UPLOAD_CODES.nameTooLong, message: NAME_TOO_LONG_MESSAGE };
  }
  return null;
}

/** A storage key: path-safe and within the object-store length limit. */
export function checkUploadKey(key: string): UploadRejection | null {
  const unsafe = checkPathSafety(key, 'key');
  if (unsafe) return unsafe;
  if (key.length > MAX_KEY_LENGTH) {
    return {
      status: 400,
      code: UPLOAD_CODES.badName,
      message: `The key is longer than ${MAX_KEY_LENGTH} characters`,
    };
  }
  return null;
}
