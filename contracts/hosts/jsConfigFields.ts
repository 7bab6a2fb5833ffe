import * as v from 'valibot';
import { word } from '../core/fields';

// A signature, nonce, app or corp id: short texts; a longer one is not one (read as absent).
export const signed = word(512);

/** The JS APIs the server asks for, strings only; undefined (the app's own list) when absent. */
export const jsApiList = v.fallback(
  v.optional(
    v.pipe(
      v.array(v.unknown()),
      v.transform((apis) => apis.filter((api): api is string => typeof api === 'string')),
    ),
  ),
  undefined,
);

export const MISSING = 'a field the JS API signature needs is missing';
