import { BillActionError } from '../bills/BillActionError';
import type { TenantPermission } from '../data/types';

export interface BatchDownInput {
  targetCorpIds: string[];
  downDataIds: string[];
  permissions: TenantPermission[];
  allDown: boolean;
}

type Fields = Record<string, unknown>;

export function badBatch(message: string): BillActionError {
  return new BillActionError(400, 'error:lab:bad-batch', message);
}

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function parsePermissions(value: unknown): TenantPermission[] {
  if (!Array.isArray(value)) throw badBatch('permissions must be a list');
  return value.map((item) => {
    if (!isFields(item) || typeof item.name !== 'string' || typeof item.auth !== 'boolean') {
      throw badBatch('Each permission needs a name and an auth flag');
    }
    return { name: item.name, auth: item.auth };
  });
}

/** POST /v1/group/center/batchDown's body; extra fields are accepted and ignored. */
export function parseBatchDownBody(body: unknown): BatchDownInput {
  if (!isFields(body)) throw badBatch('The body must be an object');
  const { targetCorpIds, downDataIds = [], permissions = [], allDown = false } = body;
  if (!isTextList(targetCorpIds) || targetCorpIds.length === 0) {
    throw badBatch('targetCorpIds must name at least one corporation');
  }
  if (!isTextList(downDataIds)) throw badBatch('downDataIds must be a list of ids');
  if (typeof allDown !== 'boolean') throw badBatch('allDown must be a boolean');
  const parsed = parsePermissions(permissions);
  if (!allDown && downDataIds.length === 0 && parsed.length === 0) {
    throw badBatch('Nothing to distribute: choose data, permissions or allDown');
  }
  return { targetCorpIds, downDataIds, permissions: parsed, allDown };
}
