import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

// One bill's whole life, each step taken by the person it waits for (mocks-server/bills/README.md).
test.setTimeout(180_000);

type Node = { signer: string | null; counterSigners?: { signer: string }[] };
type Staff = {
  id: string;
  name: string;
  corporationId: string;
  external: boolean;
  active: boolean;
};

/** Calls the bill API as one staff, through the lab's identity cookies. */
async function asStaff(request: APIRequestContext, staff: Staff, path: string, data = {}) {
  const cookie = `lab-tenant=${staff.corporationId}; lab-host-staff=${encodeURIComponent(staff.id)}`;
  const answer = await request.post(`/api/v1/flow/${path}`, { headers: { cookie }, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { value: { id: string; plan: { nodes: Node[] } } }).value;
}

/** A draft by a staff whose department has a manager other than them, and who its plan names. */
async function draftWithManager(request: APIRequestContext, title: string) {
  const { items } = (await (await request.get('/__lab/staffs')).json()) as { items: Staff[] };
  const byId = (id: string | null) => items.find((staff) => staff.id === id) as Staff;
  for (const submitter of items.filter((each) => each.active && !each.external)) {
    const specificationId = `${submitter.corporationId}:spec:expense:1`;
    const line = {
      feeTypeId: `${submitter.corporationId}:feeType:office`,
      feeTypeForm: {
        amount: { standard: '128.50' },
        feeDate: Date.now(),
        item: '打印纸',
        quantity: 2,
      },
    };
    const form = { specificationId, title, details: [line], expenseMoney: { standard: '128.50' } };
    const bill = await asStaff(request, submitter, 'flows', { form });
    const [manager, countersign, cashier, , receiver] = bill.plan.nodes;
    const finance = (countersign.counterSigners ?? []).map((each) => byId(each.signer));
    if (!manager.signer || manager.signer === submitter.id || finance.length !== 2) continue;
    const [manager_, cashier_, receiver_] = [manager, cashier, receiver].map((n) => byId(n.signer));
    return {
      billId: bill.id,
      submitter,
      manager: manager_,
      finance,
      cashier: cashier_,
      receiver: receiver_,
    };
  }
  throw new Error('no staff with a manager of their own');
}

/** Signs in as `staff` (zh-CN, the default) and opens `path`. */
async function openAs(page: Page, staff: Staff, path: string) {
  await signIn(page, { corp: staff.corporationId, staff: staff.id });
  await page.goto(path);
}

/** The header state, the summary and the newest timeline entry, as every screen must show them. */
async function expectScreen(page: Page, state: string, summary: string, lastLog: RegExp) {
  await expect(page.getByTestId('bill-state')).toHaveText(state);
  await expect(page.getByTestId('approval-summary')).toHaveText(summary);
  const timeline = page.getByRole('list', { name: '审批记录' });
  await expect(timeline.getByRole('listitem').last()).toHaveText(lastLog);
}

async function step(page: Page, button: string, comment?: string, rejectTo?: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  if (comment === undefined) return;
  const dialog = page.getByRole('dialog', { name: button });
  if (rejectTo !== undefined) await dialog.getByRole('combobox').selectOption({ label: rejectTo });
  await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Paying asks to confirm the payee and the amount first. */
async function pay(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: /^向 .+ 支付 ¥128\.50$/ });
  await expect(confirm).toContainText('**** **** ****');
  await confirm.getByRole('button', { name: button, exact: true }).click();
  await expect(confirm).toBeHidden();
}

test('an expense goes through reject, countersign, a failed payment, print and paper to archive', async ({
  page,
  request,
}) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  // Headless Chromium has no print dialog; the print page still calls window.print.
  await page.addInitScript(() => (window.print = () => undefined));
  const plan = await draftWithManager(request, 'e2e 全流程报销');
  const { submitter, billId } = plan;
  const approvalPage = `/approval/bills/${encodeURIComponent(billId)}`;
  const printPage = `/print/bills/${encodeURIComponent(billId)}`;
  await asStaff(request, submitter, `flows/${billId}/submit`);

  await openAs(page, submitter, approvalPage);
  await expectScreen(page, '审批中', '0/5', /提交/);
  await expect(page.getByText('会签（需全部同意）')).toBeVisible();
  await expect(page.getByText('当前没有需要您处理的操作')).toBeVisible();

  // The manager finds it in the backlog and rejects it to the submitter.
  await openAs(page, plan.manager, '/approval');
  await page.getByRole('link', { name: 'e2e 全流程报销' }).click();
  await expectScreen(page, '审批中', '0/5', /提交/);
  // At the first node a reject can only go back to the submitter: no choice is offered.
  await step(page, '驳回', '请补充发票');
  await expectScreen(page, '已驳回', '0/5', /驳回.*请补充发票/);

  await asStaff(request, submitter, `flows/${billId}/submit`);
  await openAs(page, plan.manager, approvalPage);
  await expectScreen(page, '审批中', '0/5', /提交/);
  await step(page, '同意', '同意报销');
  await expectScreen(page, '审批中', '1/5', /同意.*同意报销/);

  // Countersign ALL: the first signature leaves the node waiting for the second.
  await openAs(page, plan.finance[0], approvalPage);
  await step(page, '同意', '财务一审通过');
  await expectScreen(page, '审批中', '1/5', /同意.*财务一审通过/);
  await openAs(page, plan.finance[1], approvalPage);
  await step(page, '同意', '财务二审通过');
  await expectScreen(page, '待支付', '2/5', /同意.*财务二审通过/);
  await expect(page.getByTestId('payment-status')).toHaveText('待支付');

  // The cashier pays by CHANPAY; the bank refuses, then the second payment goes through.
  await openAs(page, plan.cashier, approvalPage);
  await pay(page, '银企直连支付');
  await expect(page.getByTestId('payment-status')).toHaveText('支付中');
  await step(page, '登记支付失败', '收款账户信息有误');
  await expectScreen(page, '支付失败', '2/5', /支付失败.*收款账户信息有误/);
  await expect(
    page.getByRole('alert').filter({ hasText: '支付失败：收款账户信息有误' }),
  ).toBeVisible();
  await pay(page, '银企直连支付');
  await step(page, '登记支付成功');
  await expectScreen(page, '待寄送', '3/5', /支付成功/);
  await expect(page.getByTestId('payment-status')).toHaveText('已支付');

  // The submitter prints on the print module's page and mails the paper; finance receives it.
  await openAs(page, submitter, printPage);
  await page.getByRole('button', { name: '打印', exact: true }).click();
  await expect(page.locator('[data-field="printCount"]')).toHaveText('1');
  await expect(page.locator('[data-field="lastPrinter"]')).toHaveText(submitter.name);
  await page.getByRole('textbox', { name: '快递单号' }).fill('SF1234567890');
  await page.getByRole('button', { name: '提交寄送' }).click();
  // Leaving before the server answers would cancel the step: wait for its confirmation.
  await expect(page.getByRole('status').filter({ hasText: '纸质单据状态已更新' })).toBeVisible();
  await page.goto(approvalPage);
  await expectScreen(page, '待收单', '4/5', /寄送单据.*SF1234567890/);
  await openAs(page, plan.receiver, printPage);
  await page.getByRole('button', { name: '确认收单', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '纸质单据状态已更新' })).toBeVisible();
  await page.goto(approvalPage);
  await expectScreen(page, '已完成', '全部同意', /确认收单/);

  await openAs(page, submitter, approvalPage);
  await step(page, '确认归档');
  await expectScreen(page, '已完成', '全部同意', /确认归档/);
  await expect(page.getByText('当前没有需要您处理的操作')).toBeVisible();
});
