import { screen } from '@testing-library/react';
import { parseRule } from '../models/ruleForm';
import { renderAdminPage } from '../testing/renderAdminPage';

describe('the admin rule screens', () => {
  describe('when the staff lacks the expense-bill privilege', () => {
    it.each(['/admin-rules', '/admin-rules/new', '/admin-rules/r1/edit', '/admin-rules/fee-rules'])(
      'shows no permission on %s and never calls the api',
      async (path) => {
        const { calls } = renderAdminPage(path, { permissions: ['REPORT_VIEW'] });
        expect(await screen.findByRole('heading', { name: '没有权限' })).toBeVisible();
        expect(screen.getByText('你没有「报销单」管理权限，请联系系统管理员开通。')).toBeVisible();
        expect(calls).toEqual([]);
      },
    );

    it('says so in English too', async () => {
      renderAdminPage('/admin-rules', { locale: 'en-US' });
      expect(await screen.findByRole('heading', { name: 'No permission' })).toBeVisible();
      expect(screen.getByText(/“Expense bills” admin privilege/)).toBeVisible();
    });
  });

  describe('when the staff holds it', () => {
    it('loads and lists the rules', async () => {
      const rule = parseRule({ id: 'r1', name: '差旅报销提示' });
      const { calls } = renderAdminPage('/admin-rules', {
        permissions: ['EXPENSE_MANAGE'],
        rules: rule ? [rule] : [],
      });
      expect(await screen.findByRole('table', { name: '附加信息规则列表' })).toBeVisible();
      expect(screen.getByRole('rowheader', { name: '差旅报销提示' })).toBeVisible();
      expect(calls.map((call) => call.name)).toContain('searchRules');
    });
  });
});
