import { screen, within } from '@testing-library/react';
import { progress } from '../testing/relationFixtures';
import { renderWithShell } from '@shell/testing';
import { SupplierProgressAxes } from './SupplierProgressAxes';

describe('SupplierProgressAxes', () => {
  it('shows checking, invoice and settlement as three axes in Chinese', () => {
    renderWithShell(<SupplierProgressAxes progress={progress()} />, { locale: 'zh-CN' });
    const checking = screen.getByRole('region', { name: '对账' });
    expect(within(checking).getByText('对账中')).toHaveAttribute('aria-current', 'step');
    expect(within(checking).getByText(/待对账/)).toHaveTextContent('待对账 (已完成)');
    expect(
      within(screen.getByRole('region', { name: '开票' })).getByText('无需开票'),
    ).toBeVisible();
    const settlement = screen.getByRole('region', { name: '结算' });
    expect(within(settlement).queryByRole('listitem', { current: 'step' })).toBeNull();
    expect(screen.getByText('小规模纳税人')).toBeInTheDocument();
    expect(screen.getByText('合思商城')).toBeInTheDocument();
    expect(screen.getByText('发票明细')).toBeInTheDocument();
  });

  it('labels the axes and supplier fields in English', () => {
    renderWithShell(<SupplierProgressAxes progress={progress()} />, { locale: 'en-US' });
    const checking = screen.getByRole('region', { name: 'Checking' });
    expect(within(checking).getByText('Checking', { selector: 'li' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByText('Small-scale taxpayer')).toBeInTheDocument();
    expect(screen.getByText('No invoice needed')).toBeInTheDocument();
  });
});
