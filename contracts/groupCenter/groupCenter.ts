import * as v from 'valibot';
import { flag, record, text } from '../core/fields';
import { listOf } from '../core/listOf';
import { itemsOf } from '../core/page';

/** docs/admin.md group center: how a distribution task to a tenant stands. */
export const TASK_STATES = ['RUNNING', 'SUCCESS', 'FAILED'] as const;
export type TaskState = (typeof TASK_STATES)[number];

const GROUP_TEXT = 256;
/** A text the entry cannot do without: non-empty, cut (not built on `text()`, see adminFields). */
const requiredText = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.transform((value) => value.slice(0, GROUP_TEXT)),
);
const groupText = text(GROUP_TEXT);
const taskState = v.fallback(v.nullable(v.picklist(TASK_STATES)), null);

/** One tenant of the group; unusable without its corporation id and name. */
export const tenantSchema = v.pipe(
  record({
    id: groupText,
    parentId: groupText,
    corporationId: requiredText,
    name: requiredText,
    active: v.fallback(v.boolean(), true),
    nameSpell: groupText,
    sourceCorpId: groupText,
    permissions: listOf('permissions', record({ name: requiredText, auth: flag })),
  }),
  v.transform((tenant) => ({
    ...tenant,
    id: tenant.id || tenant.corporationId,
    parentId: tenant.parentId || null,
  })),
);

/** `GET /v1/group/center/permission/getTenants`. */
export const tenantsAnswerSchema = itemsOf('items', tenantSchema);

/** `GET …/task/taskType/status/isFinished`: `value` is the flag, `meta.state` how it ended. */
export const targetFinishedSchema = v.pipe(
  record({ value: flag, meta: record({ state: taskState }) }),
  v.transform(({ value: finished, meta }) => ({
    finished,
    state: meta.state ?? (finished ? 'SUCCESS' : 'RUNNING'),
  })),
);

/** `GET …/task/batchTaskIsFinish`: `meta.value` says finished, `value` carries the details. */
export const batchProgressSchema = v.pipe(
  record({
    meta: record({ value: flag }),
    value: record({
      state: taskState,
      progress: v.fallback(v.nullable(v.pipe(v.number(), v.finite())), null),
      targets: listOf(
        'value.targets',
        v.pipe(
          record({ corporationId: requiredText, state: taskState }),
          v.transform(({ corporationId, state }) => ({
            corporationId,
            state: state ?? 'RUNNING',
          })),
        ),
      ),
    }),
  }),
  v.transform(({ meta, value }) => {
    const finished = meta.value;
    const progress = value.progress ?? (finished ? 100 : 0);
    return {
      finished,
      state: value.state ?? (finished ? 'SUCCESS' : 'RUNNING'),
      progress: Math.min(100, Math.max(0, progress)),
      targets: value.targets,
    };
  }),
);
