import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExtensionInstance } from '../models/extensionCaps';
import { renderWithShell } from '@shell/testing';
import { ExtensionInstanceCap } from './ExtensionInstanceCap';

const instance: ExtensionInstance = {
  id: 'x1',
  name: '用车扩展',
  management: 'LIMITED',
  cap: 5,
  usedCount: 5,
  enabled: true,
};

function renderCap(locale: 'zh-CN' | 'en-US', value: ExtensionInstance = instance) {
  const onCapChange = jest.fn();
  renderWithShell(<ExtensionInstanceCap instance={value} onCapChange={onCapChange} />, {
    locale: locale,
  });
  return { onCapChange, user: userEvent.setup() };
}

describe('ExtensionInstanceCap', () => {
  it('says a limited instance at its cap is disabled over the limit', () => {
    renderCap('zh-CN');
    expect(screen.getByText('已停用（超出上限）')).toBeInTheDocument();
    expect(screen.getByText(/已使用 5 \/ 5 次/)).toBeInTheDocument();
  });

  describe('when the admin lowers the cap below the uses', () => {
    it('refuses it with the least allowed cap and saves nothing', async () => {
      const { onCapChange, user } = renderCap('zh-CN');
      await user.clear(screen.getByLabelText('使用上限'));
      await user.type(screen.getByLabelText('使用上限'), '3');
      await user.click(screen.getByRole('button', { name: '保存上限' }));
      expect(screen.getByRole('alert')).toHaveTextContent('上限不能小于已使用的次数 5');
      expect(screen.getByLabelText('使用上限')).toHaveAttribute('aria-invalid', 'true');
      expect(onCapChange).not.toHaveBeenCalled();
    });
  });

  describe('when the admin raises the cap', () => {
    it('hands the changed instance on', async () => {
      const { onCapChange, user } = renderCap('en-US');
      await user.clear(screen.getByLabelText('Use limit'));
      await user.type(screen.getByLabelText('Use limit'), '8');
      await user.click(screen.getByRole('button', { name: 'Save limit' }));
      expect(onCapChange).toHaveBeenCalledWith({ ...instance, cap: 8 });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('offers no cap for an instance managed by hand', () => {
    renderCap('en-US', { ...instance, management: 'MANUAL', cap: null });
    expect(screen.getByText(/Managed by hand/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Use limit')).not.toBeInTheDocument();
  });
});
