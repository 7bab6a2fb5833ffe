import * as v from 'valibot';
import { checkedText } from '../core/checkedText';
import { isPlainObject, record, text } from '../core/fields';
import { listOf } from '../core/listOf';

const MAX_RESOURCES = 20;
const MAX_RESOURCE_TEXT = 100;

/**
 * docs/overlays-and-previewer.md third-party resource, as far as the buttons read it: a resource
 * needs a source type; every other field is kept as it came, for the opener to read.
 */
const resourceSchema = v.pipe(
  v.unknown(),
  v.transform((input): Record<string, unknown> => (isPlainObject(input) ? input : {})),
  v.looseObject({
    sourceType: v.pipe(
      checkedText(MAX_RESOURCE_TEXT),
      v.transform((sourceType) => sourceType.trim()),
      v.nonEmpty('empty'),
    ),
    type: text(MAX_RESOURCE_TEXT),
    description: text(MAX_RESOURCE_TEXT),
  }),
);

/**
 * A resource list answer `{ items }` (the home's `GET /v1/thirdParty/resources`, a bill's
 * `…/resources`): `items` must be a list; entries without a source type are dropped with a
 * warning, and at most 20 are kept.
 */
export const resourceListSchema = v.pipe(
  record({
    items: v.pipe(
      v.unknown(),
      v.check(Array.isArray, 'items must be a list'),
      listOf('items', resourceSchema),
    ),
  }),
  v.transform(({ items }) => items.slice(0, MAX_RESOURCES)),
);
