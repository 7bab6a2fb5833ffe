import type { BatchProgress, TaskState, Tenant, TenantPermission, TargetProgress } from '../types';

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 256) : '');

const TASK_STATES: readonly TaskState[] = ['RUNNING', 'SUCCESS', 'FAILED'];

const stateOf = (value: unknown, fallback: TaskState): TaskState =>
  TASK_STATES.find((state) => state === value) ?? fallback;

/** The answer was not the shape the contract promises. */
export class GroupCenterAnswerError extends Error {
  override readonly name = 'GroupCenterAnswerError';
}

function permissionOf(raw: unknown): TenantPermission | null {
  const fields = fieldsOf(raw);
  const name = text(fields.name);
  return name ? { name, auth: fields.auth === true } : null;
}

/** One tenant from the untrusted list; null when it has no corporation id or name. */
export function parseTenant(raw: unknown): Tenant | null {
  const fields = fieldsOf(raw);
  const corporationId = text(fields.corporationId);
  const name = text(fields.name);
  if (!corporationId || !name) return null;
  const permissions = Array.isArray(fields.permissions)
    ? fields.permissions.flatMap((item) => permissionOf(item) ?? [])
    : [];
  return {
    id: text(fields.id) || corporationId,
    parentId: text(fields.parentId) || null,
    corporationId,
    name,
    active: fields.active !== false,
    nameSpell: text(fields.nameSpell),
    sourceCorpId: text(fields.sourceCorpId),
    permissions,
  };
}

export function parseTenantList(body: unknown): Tenant[] {
  const items = fieldsOf(body).items;
  if (!Array.isArray(items)) throw new GroupCenterAnswerError('The tenant list has no items');
  return items.flatMap((item) => parseTenant(item) ?? []);
}

function targetOf(raw: unknown): TargetProgress | null {
  const fields = fieldsOf(raw);
  const corporationId = text(fields.corporationId);
  return corporationId ? { corporationId, state: stateOf(fields.state, 'RUNNING') } : null;
}

/** batchTaskIsFinish: meta.value says finished (docs/admin.md); value carries the details. */
export function parseBatchProgress(body: unknown): BatchProgress {
  const fields = fieldsOf(body);
  const finished = fieldsOf(fields.meta).value === true;
  const value = fieldsOf(fields.value);
  const progress = typeof value.progress === 'number' ? value.progress : finished ? 100 : 0;
  const targets = Array.isArray(value.targets)
    ? value.targets.flatMap((t) => targetOf(t) ?? [])
    : [];
  return {
    finished,
    state: stateOf(value.state, finished ? 'SUCCESS' : 'RUNNING'),
    progress: Math.min(100, Math.max(0, progress)),
    targets,
  };
}

/** isFinished: value is the flag; meta.state says how it ended. */
export function parseTargetFinished(body: unknown): { finished: boolean; state: TaskState } {
  const fields = fieldsOf(body);
  const finished = fields.value === true;
  return {
    finished,
    state: stateOf(fieldsOf(fields.meta).state, finished ? 'SUCCESS' : 'RUNNING'),
  };
}
