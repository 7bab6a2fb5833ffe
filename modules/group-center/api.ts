import type { HttpClient } from '@shell/http';
import { answerOf } from '@contracts/core/answerOf';
import { parse } from '@contracts/core/parse';
import {
  batchProgressSchema,
  targetFinishedSchema,
  tenantsAnswerSchema,
} from '@contracts/groupCenter/groupCenter';
import type { BatchDownBody, BatchProgress, SharePermissionBody, TaskState, Tenant } from './types';

/** The group-center module's only HTTP seam (mocks-server/groupCenter/README.md). */
export interface GroupCenterApi {
  getTenants(model: string): Promise<Tenant[]>;
  batchDown(taskType: string, body: BatchDownBody): Promise<void>;
  isFinished(
    targetCorpId: string,
    taskType: string,
  ): Promise<{ finished: boolean; state: TaskState }>;
  batchTaskIsFinish(taskType: string): Promise<BatchProgress>;
  sharePermissionAdd(body: SharePermissionBody): Promise<void>;
}

const BASE = '/v1/group/center';

export const GROUP_CENTER_PATHS = {
  tenants: `${BASE}/permission/getTenants`,
  batchDown: `${BASE}/batchDown`,
  isFinished: `${BASE}/task/taskType/status/isFinished`,
  batchTaskIsFinish: `${BASE}/task/batchTaskIsFinish`,
  shareAdd: `${BASE}/share/permission/add`,
} as const;

/** The answer was not the shape the contract promises. */
export class GroupCenterAnswerError extends Error {
  override readonly name = 'GroupCenterAnswerError';
}

export function createGroupCenterApi(http: HttpClient): GroupCenterApi {
  const { axios } = http;
  return {
    async getTenants(model) {
      const { data } = await axios.get<unknown>(GROUP_CENTER_PATHS.tenants, { params: { model } });
      const answerError = (message: string) => new GroupCenterAnswerError(message);
      return answerOf(tenantsAnswerSchema, data, answerError).items;
    },
    async batchDown(taskType, body) {
      await axios.post(GROUP_CENTER_PATHS.batchDown, body, { params: { taskType } });
    },
    async isFinished(targetCorpId, taskType) {
      const { data } = await axios.get<unknown>(GROUP_CENTER_PATHS.isFinished, {
        params: { targetCorpId, taskType },
      });
      return parse(targetFinishedSchema, data);
    },
    async batchTaskIsFinish(taskType) {
      const { data } = await axios.get<unknown>(GROUP_CENTER_PATHS.batchTaskIsFinish, {
        params: { taskType },
      });
      return parse(batchProgressSchema, data);
    },
    async sharePermissionAdd(body) {
      await axios.put(GROUP_CENTER_PATHS.shareAdd, body);
    },
  };
}
