import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiWrapper } from '../ui/testing/uiWrapper';
import { BillBlocksStore } from './BillBlocksStore';
import type { BillBlockFacts } from './blockFactText';
import { BillMessageBlocks } from './BillMessageBlocks';

const facts: BillBlockFacts = {
  amount: '¥300.00',
  title: '上海出差',
  invoiceKeys: ['A-1', 'A-1'],
  lineCount: 2,
  linesWithoutInvoice: 0,
  remark: '含高铁票',
};

const rule = (displayName: string) => ({
  name: '差旅提示',
  flowModifyContrasts: { datas: ['amount', 'title'], sort: 2 },
  riskTips: { datas: ['duplicateInvoice'], sort: 4 },
  invoiceConfig: { datas: [], sort: 3 },
  customDisplaies: { datas: ['remark'], sort: 1, displayName },
});

function show(load: (id: string) => Promise<unknown>, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const store = new BillBlocksStore(load);
  render(<BillMessageBlocks store={store} specificationId="spec-1" facts={facts} />, {
    wrapper: uiWrapper(locale),
  });
}

describe('the bill’s additional-message blocks', () => {
  it('shows the configured blocks in sort order, leaving out the empty one', async () => {
    show(() => Promise.resolve(rule('description')));
    const custom = await screen.findByRole('region', { name: '自定义展示' });
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['自定义展示', '单据修改对比', '风险提示']);
    expect(within(custom).getByRole('definition')).toHaveTextContent('含高铁票');
    const contrasts = screen.getByRole('region', { name: '单据修改对比' });
    expect(
      within(contrasts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['金额', '标题']);
    expect(screen.getByRole('region', { name: '风险提示' })).toHaveTextContent('发票 A-1 重复录入');
  });

  it('shows the custom block as labels in label mode, in English', async () => {
    show(() => Promise.resolve(rule('label')), 'en-US');
    const custom = await screen.findByRole('region', { name: 'Custom display' });
    expect(within(custom).queryByRole('term')).toBeNull();
    expect(custom).toHaveTextContent('Remark：含高铁票');
  });

  it('shows nothing when no rule applies', async () => {
    const load = jest.fn().mockResolvedValue(null);
    show(load);
    await waitFor(() => expect(load).toHaveBeenCalledWith('spec-1'));
    await Promise.resolve();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says when the rule could not be read and reads it again on retry', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(rule('description'));
    show(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('附加信息加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '风险提示' })).toBeVisible();
  });
});
