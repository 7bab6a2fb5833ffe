import * as v from 'valibot';
import { record, text } from '../core/fields';
import { itemsOf } from '../core/page';
import { adminId, ADMIN_TEXT } from '../admin/adminFields';

/** docs/admin.md: an extension's instances are managed by hand, or limited to a count of uses. */
export const EXTENSION_MANAGEMENTS = ['MANUAL', 'LIMITED'] as const;

const useCount = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/**
 * One instance; unusable without an id, a known management and a use count. A cap is read only
 * for a LIMITED instance.
 */
export const extensionInstanceSchema = v.pipe(
  record({
    id: adminId,
    name: text(ADMIN_TEXT),
    management: v.picklist(EXTENSION_MANAGEMENTS),
    cap: v.fallback(v.nullable(useCount), null),
    usedCount: useCount,
    enabled: v.fallback(v.boolean(), true),
  }),
  v.transform((instance) => ({
    ...instance,
    name: instance.name || instance.id,
    cap: instance.management === 'LIMITED' ? instance.cap : null,
  })),
);

/** `GET /v1/extension/instances`. */
export const extensionInstancesAnswerSchema = itemsOf('items', extensionInstanceSchema);

/** `PUT /v1/extension/instances/:id/cap`: the instance as saved. */
export const savedExtensionInstanceSchema = record({ value: extensionInstanceSchema });
