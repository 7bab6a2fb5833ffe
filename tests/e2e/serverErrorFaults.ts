import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The submit verb of any bill: the action each fault below answers instead of the lab. */
const SUBMIT = { method: 'POST', path: '/^\\/api\\/v1\\/flow\\/flows\\/[^/]+\\/submit$/' };

/** One approval step (agree, reject…) on any bill. */
export const APPROVE = { method: 'POST', path: '/^\\/api\\/v1\\/flow\\/flows\\/[^/]+\\/approve$/' };

interface JournalItems {
  items: { method: string; path: string; status: number }[];
}

/** The statuses the lab journaled for the verb's calls, oldest first. */
export async function journaled(page: Page, verb: string): Promise<number[]> {
  const answer = await page.request.get('/__lab/requests?method=POST&path=/api/v1/flow/flows/');
  const { items } = (await answer.json()) as JournalItems;
  return items.filter((item) => item.path.endsWith(`/${verb}`)).map((item) => item.status);
}

/** The notice centre and what the shell's notifier says without the server's words, per locale. */
export const SAID = {
  'zh-CN': {
    notices: '通知',
    dismiss: '关闭通知',
    generic: '操作失败，请稍后重试',
    standard: '该单据不符合费用标准，无法提交',
  },
  'en-US': {
    notices: 'Notifications',
    dismiss: 'Dismiss notification',
    generic: 'The action failed, please try again later',
    standard: 'this bill does not meet the expense standard, cannot submit',
  },
} as const;

export const ONCE = { mode: 'times', n: 1 };

export const POLICY_CHECK = [
  { type: 'policyCheck', allowSubmit: false, detailId: '', message: '超出人均标准' },
];

export async function faultOnce(
  request: APIRequestContext,
  fault: object,
  fire: object = ONCE,
  match: object = SUBMIT,
) {
  const answer = await request.post('/__lab/faults', {
    data: { match, scope: 'global', fault, fire },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}
