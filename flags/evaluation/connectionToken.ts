import { isNullOrWhiteSpace } from './isNullOrWhiteSpace';

/**
 * The `token` query parameter of FeatBit's streaming URL (docs/flags.md): the SDK key with the
 * current time spliced in at a random position, digits written in a letter alphabet.
 */
export interface DecodedConnectionToken {
  /** The SDK key without its trailing "=" (the SDK strips them before encoding). */
  secret: string;
  /** Epoch ms the client put in; 0 when the token carries no digits. */
  timestamp: number;
}

const LETTER_OF_DIGIT: Readonly<Record<string, string>> = {
  '0': 'Q',
  '1': 'B',
  '2': 'W',
  '3': 'S',
  '4': 'P',
  '5': 'H',
  '6': 'D',
  '7': 'X',
  '8': 'Z',
  '9': 'U',
};
const DIGIT_OF_LETTER: ReadonlyMap<string, string> = new Map(
  Object.entries(LETTER_OF_DIGIT).map(([digit, letter]) => [letter, digit]),
);

// The SDK's encodeNumber: zero-pad, keep the last `length` digits (so a start >= 1000 is
// silently truncated, as in the SDK), map through the alphabet.
function encodeNumber(value: number, length: number): string {
  const padded = `000000000000${value}`;
  return [...padded.slice(padded.length - length)]
    .map((digit) => LETTER_OF_DIGIT[digit] ?? '')
    .join('');
}

/**
 * The token @featbit/js-client-sdk (generateConnectionToken) builds for `sdkKey` at `nowMs`.
 * Like the SDK: a key shorter than 2 characters (after stripping "=") gives a token nobody can
 * decode, and so does a key of 1000+ characters when the random position passes 999.
 */
export function encodeConnectionToken(
  sdkKey: string,
  nowMs: number,
  random: () => number = Math.random,
): string {
  if (!Number.isSafeInteger(nowMs) || nowMs < 0) {
    throw new RangeError(`nowMs must be a non-negative integer, got ${nowMs}`);
  }
  const text = sdkKey.replace(/=*$/, '');
  const timestampCode = encodeNumber(nowMs, String(nowMs).length);
  const start = Math.max(Math.floor(random() * text.length), 2);
  return `${encodeNumber(start, 3)}${encodeNumber(timestampCode.length, 2)}${text.slice(0, start)}${timestampCode}${text.slice(start)}`;
}

function decodeDigits(letters: string): string | null {
  let digits = '';
  for (const letter of letters) {
    const digit = DIGIT_OF_LETTER.get(letter);
    if (digit === undefined) return null;
    digits += digit;
  }
  return digits;
}

/**
 * The secret and timestamp in a token, or null when it is not one, as FeatBit's Token.cs reads
 * it: a 3-letter position and a 2-letter length, then the payload. Not checked here, on purpose:
 * FeatBit's 44-character secret format (the mock accepts any configured key; compare with the
 * key's trailing "=" stripped) and the 30 s expiry (fake timers in tests move Date.now()).
 * Also unlike .NET: an all-blank header is invalid (.NET reads it as 0), a position above 255
 * is accepted (.NET's byte overflows), a timestamp beyond 2^53 is invalid (it cannot be exact).
 */
export function decodeConnectionToken(token: string): DecodedConnectionToken | null {
  if (typeof token !== 'string' || token.length < 5) return null;
  const position = decodeDigits(token.slice(0, 3));
  const length = decodeDigits(token.slice(3, 5));
  if (position === null || length === null) return null;

  const start = Number(position);
  const end = start + Number(length);
  const payload = token.slice(5);
  if (payload.length < end) return null;

  const digits = decodeDigits(payload.slice(start, end));
  const timestamp = digits === null || digits === '' ? 0 : Number(digits);
  if (digits === null || !Number.isSafeInteger(timestamp)) return null;

  const secret = payload.slice(0, start) + payload.slice(end);
  return isNullOrWhiteSpace(secret) ? null : { secret, timestamp };
}
