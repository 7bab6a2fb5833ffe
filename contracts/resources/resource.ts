import * as v from 'valibot';
import { isPlainObject, text } from '../core/fields';
import { itemsOf } from '../core/page';

const RESOURCE_TEXT = 100;
/** A bill or the home shows at most this many service buttons. */
const MAX_RESOURCES = 20;

/**
 * docs/overlays-and-previewer.md "Third-party resource": the fields its button reads; the opener
 * reads the rest (`source`, `realm`, `data`…), so every other field is kept as sent. Without a
 * sourceType nothing could open it: the entry is dropped.
 */
export const resourceSchema = v.pipe(
  v.unknown(),
  v.transform((input): Record<string, unknown> => (isPlainObject(input) ? input : {})),
  v.looseObject({
    sourceType: v.pipe(
      v.string(),
      v.transform((value) => value.slice(0, RESOURCE_TEXT).trim()),
      v.nonEmpty('sourceType is required'),
    ),
    type: text(RESOURCE_TEXT),
    description: text(RESOURCE_TEXT),
  }),
);

/** `GET /v1/flow/flows/:id/resources` (and the home's `/v1/thirdParty/resources`): `{items}`. */
export const resourcesAnswerSchema = v.pipe(
  itemsOf('items', resourceSchema),
  v.transform(({ items }) => items.slice(0, MAX_RESOURCES)),
);
