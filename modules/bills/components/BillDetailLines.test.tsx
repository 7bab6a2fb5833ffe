import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@shell/testing';
import { billDetail } from '../testing/billFixtures';
import { BillDetailLines } from './BillDetailLines';

describe('BillDetailLines', () => {
  it('counts a photographed invoice nobody has read, without an empty entry or a made-up type', () => {
    const [line] = billDetail().details;
    const photo = { id: 'i1', invoiceType: '', invoiceCode: '', invoiceNumber: '', amount: null };
    renderWithShell(
      <BillDetailLines
        lines={[{ ...line, invoices: [photo] }]}
        onDownload={() => Promise.reject(new Error('not fetched'))}
      />,
    );
    const article = screen.getByRole('article', { name: '交通' });
    expect(article).toHaveTextContent('有发票（1 张）');
    expect(within(article).queryByRole('list', { name: '发票' })).not.toBeInTheDocument();
    expect(article).not.toHaveTextContent('—');
  });
});
