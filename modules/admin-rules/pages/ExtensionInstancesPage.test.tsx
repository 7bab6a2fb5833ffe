import { screen, within } from '@testing-library/react';
import { renderAdminPage } from '../testing/renderAdminPage';

const PATH = '/admin-rules/extensions';
const open = (locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  renderAdminPage(PATH, { locale, permissions: ['EXPENSE_MANAGE'] });

describe('the extension instances page', () => {
  it('shows a limited instance at its cap as still enabled, and a manual one without a cap', async () => {
    open();
    const car = await screen.findByRole('region', { name: '用车扩展' });
    expect(within(car).getByText('已启用')).toBeInTheDocument();
    expect(within(car).getByText(/已使用 5 \/ 5 次/)).toBeInTheDocument();
    const mall = screen.getByRole('region', { name: '商城扩展' });
    expect(within(mall).getByText(/手动管理/)).toBeInTheDocument();
    expect(within(mall).queryByLabelText('使用上限')).not.toBeInTheDocument();
  });

  describe('when the admin lowers the cap below the uses', () => {
    it('refuses it with the least allowed cap and saves nothing', async () => {
      const { user, calls } = open();
      const car = await screen.findByRole('region', { name: '用车扩展' });
      await user.click(within(car).getByRole('button', { name: '修改上限' }));
      const dialog = screen.getByRole('dialog', { name: '修改「用车扩展」的使用上限' });
      await user.clear(within(dialog).getByLabelText('使用上限'));
      await user.type(within(dialog).getByLabelText('使用上限'), '3');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      const cap = await within(dialog).findByLabelText('使用上限');
      expect(cap).toHaveAccessibleDescription('上限不能小于已使用的次数 5');
      expect(cap).toHaveAttribute('aria-invalid', 'true');
      expect(calls.map((call) => call.name)).not.toContain('saveExtensionCap');
    });
  });

  describe('when the admin raises the cap', () => {
    it('saves it through the api and says so', async () => {
      const { user, calls } = open('en-US');
      const car = await screen.findByRole('region', { name: '用车扩展' });
      await user.click(within(car).getByRole('button', { name: 'Change limit' }));
      const dialog = screen.getByRole('dialog', { name: 'Change the use limit of “用车扩展”' });
      await user.clear(within(dialog).getByLabelText('Use limit'));
      await user.type(within(dialog).getByLabelText('Use limit'), '8');
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'The use limit of “用车扩展” is saved',
      );
      expect(calls).toContainEqual({ name: 'saveExtensionCap', args: ['x1', 8] });
      expect(screen.getByText(/Used 5 of 8/)).toBeInTheDocument();
    });
  });
});
