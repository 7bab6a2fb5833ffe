import { screen, within } from '@testing-library/react';
import { renderAdminPage } from '../testing/renderAdminPage';

describe('the new rule page', () => {
  describe('when saved with the defaults and one block moved up', () => {
    it('sends the default name, no staffs, no specificationIds and the new order', async () => {
      const { calls, user } = renderAdminPage('/admin-rules/new', {
        permissions: ['EXPENSE_MANAGE'],
      });
      const form = await screen.findByRole('form', { name: '附加信息规则表单' });
      expect(within(form).getByRole('textbox', { name: '规则名称' })).toHaveValue('默认规则');
      await user.click(within(form).getByRole('button', { name: '上移 发票信息' }));
      await user.click(within(form).getByRole('button', { name: '保存' }));
      const body = calls.find((call) => call.name === 'saveRule')?.args[0];
      expect(body).toMatchObject({
        name: '默认规则',
        riskTips: { sort: 3 },
        invoiceConfig: { sort: 2 },
        customDisplaies: { sort: 4, displayName: 'description' },
      });
      expect(body).not.toHaveProperty('staffs');
      expect(body).not.toHaveProperty('specificationIds');
    });
  });

  describe('when the name is cleared', () => {
    it('shows the required message and does not save', async () => {
      const { calls, user } = renderAdminPage('/admin-rules/new', {
        permissions: ['EXPENSE_MANAGE'],
      });
      const name = await screen.findByRole('textbox', { name: '规则名称' });
      await user.clear(name);
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(screen.getByRole('alert')).toHaveTextContent('请输入规则名称');
      expect(calls.map((call) => call.name)).not.toContain('saveRule');
    });
  });

  describe('when specific templates are chosen', () => {
    it('offers those getSpecificationIds allows and sends them', async () => {
      const { calls, user } = renderAdminPage('/admin-rules/new', {
        permissions: ['EXPENSE_MANAGE'],
      });
      await user.click(await screen.findByRole('checkbox', { name: '全部单据模板' }));
      await user.click(await screen.findByRole('checkbox', { name: '日常报销单' }));
      expect(screen.queryByRole('checkbox', { name: '借款单' })).toBeNull();
      await user.click(screen.getByRole('button', { name: '保存' }));
      const body = calls.find((call) => call.name === 'saveRule')?.args[0];
      expect(body).toMatchObject({ specificationIds: ['s1'] });
    });
  });
});
