import { md5 } from './md5';
import { utf8Encode } from './utf8Encode';

/**
 * The user's position in [0, 1] for percentage rollouts, exactly as FeatBit's DispatchAlgorithm:
 * MD5 of the UTF-8 key, first 4 bytes as a little-endian signed int32 m, then |m / -2^31|.
 * Any deviation would move real users between variations when a team switches to FeatBit.
 */
export function rolloutOfKey(key: string): number {
  const hash = md5(utf8Encode(key));
  // `<< 24` lands in the sign bit, which yields the signed int32 BitConverter.ToInt32 reads.
  const magicNumber = hash[0] | (hash[1] << 8) | (hash[2] << 16) | (hash[3] << 24);
  return Math.abs(magicNumber / -2147483648);
}
