import { createTestRoot, renderWithShell } from '@shell/testing';
import { screen, within } from '@testing-library/react';
import { LineInvoiceChecks } from '../invoiceChecks/LineInvoiceChecks';
import { LineInvoiceChecksContext } from '../invoiceChecks/LineInvoiceChecksContext';
import { InvoicesStore, provideInvoicesStore } from '../invoices/InvoicesStore';
import {
  fakeDecoder,
  fakeInvoicesApi,
  fakeInvoicesDeps,
  fileNamed,
  MEAL,
  read,
  RED_FLUSHED,
} from '../invoices/testing/fakeInvoices';
import { parseFeeType } from '../lines/feeTypeCatalog';
import { FeeLinesSection } from '../lines/FeeLinesSection';
import { FeeLinesStore } from '../lines/FeeLinesStore';
import { FeeTypesStore } from '../lines/FeeTypesStore';
import { baseFields, rawFeeTypes } from '../lines/testing/lineFixtures';
import { noRefSource } from '../forms/noRefSource';

const RED = { ...MEAL, invoiceNumber: '51485185' };

async function renderLines(locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const feeTypes = new FeeTypesStore({
    getFeeTypes: async () => rawFeeTypes.flatMap((raw) => parseFeeType(raw) ?? []),
  });
  await feeTypes.load();
  const lines = new FeeLinesStore(baseFields, feeTypes.data);
  const api = fakeInvoicesApi({ [RED.invoiceNumber]: RED_FLUSHED });
  const decoder = fakeDecoder({ 'meal.png': read(MEAL), 'red.png': read(RED) });
  const root = createTestRoot({ locale });
  const deps = fakeInvoicesDeps(decoder, api);
  provideInvoicesStore(root, new InvoicesStore(deps));
  const checks = new LineInvoiceChecks(api, 'bill-1');
  const shell = renderWithShell(
    <LineInvoiceChecksContext.Provider value={checks}>
      <FeeLinesSection
        store={lines}
        feeTypes={feeTypes}
        refSource={noRefSource}
        today="2026-11-20"
      />
    </LineInvoiceChecksContext.Provider>,
    { root },
  );
  return { ...shell, lines, decoder, deps };
}

jest.setTimeout(30_000);

describe('capturing invoices on a bill', () => {
  it('turns chosen files into lines with the invoice, its total, day, fee type and file', async () => {
    const { user, lines, decoder, deps } = await renderLines();
    await user.click(screen.getByRole('button', { name: '识别发票' }));
    expect(decoder.warm).toHaveBeenCalled();
    const sheet = await screen.findByRole('dialog', { name: '识别发票' });
    await user.upload(within(sheet).getByLabelText('选择发票文件（图片、PDF、OFD）'), [
      fileNamed('meal.png'),
      fileNamed('red.png'),
      fileNamed('blank.png'),
    ]);
    const meal = await within(sheet).findByRole('listitem', { name: 'meal.png' });
    await within(meal).findByText('已识别');
    expect(meal).toHaveTextContent('增值税电子普通发票 · 05397915 · ¥1,827.14 · 2026-11-05');
    expect(within(meal).getByLabelText('费用类型')).toHaveValue('corp:feeType:meal');
    const red = within(sheet).getByRole('listitem', { name: 'red.png' });
    expect(red).toHaveTextContent('发票 51485185：发票已红冲，不能报销');
    expect(within(red).getByRole('checkbox', { name: '添加 red.png' })).not.toBeChecked();
    expect(within(sheet).getByRole('listitem', { name: 'blank.png' })).toHaveTextContent(
      '没有找到发票二维码，请对准二维码重新拍摄',
    );
    expect(deps.upload).toHaveBeenCalledTimes(2);
    await user.click(within(sheet).getByRole('button', { name: '添加 1 笔费用' }));
    expect(lines.lines).toHaveLength(1);
    expect(lines.lines[0]).toMatchObject({
      feeTypeId: 'corp:feeType:meal',
      values: { amount: '1827.14', feeDate: '2026-11-05' },
    });
    const row = screen.getByRole('listitem', { name: '餐费' });
    expect(row).toHaveTextContent('¥1,827.14');
    expect(within(row).getByTestId('line-invoice')).toHaveTextContent(
      '增值税电子普通发票 · 05397915 · meal.png',
    );
    expect(lines.toWire()[0].feeTypeForm).toMatchObject({
      invoiceForm: {
        type: 'exist',
        invoices: [{ invoiceNumber: '05397915', file: { fileName: 'meal.png' } }],
      },
    });
  });

  it('adds a blocked invoice the person insists on, with the reason on its line, in English', async () => {
    const { user } = await renderLines('en-US');
    await user.click(screen.getByRole('button', { name: 'Capture invoices' }));
    const sheet = await screen.findByRole('dialog', { name: 'Capture invoices' });
    await user.upload(within(sheet).getByLabelText('Choose invoice files (images, PDF, OFD)'), [
      fileNamed('red.png'),
    ]);
    const red = await within(sheet).findByRole('listitem', { name: 'red.png' });
    await within(red).findByText('Read');
    await user.click(within(red).getByRole('checkbox', { name: 'Add red.png' }));
    await user.selectOptions(within(red).getByLabelText('Fee type'), '餐费');
    await user.click(within(sheet).getByRole('button', { name: 'Add 1 expense line' }));
    expect(screen.getByRole('listitem', { name: '餐费' })).toHaveTextContent(
      'Invoice 51485185: The invoice was cancelled by a red-letter invoice and cannot be claimed',
    );
  });

  it('asks for a fee type before adding an invoice nothing was suggested for', async () => {
    const { user, lines } = await renderLines();
    await user.click(screen.getByRole('button', { name: '识别发票' }));
    const sheet = await screen.findByRole('dialog', { name: '识别发票' });
    await user.upload(within(sheet).getByLabelText('选择发票文件（图片、PDF、OFD）'), [
      fileNamed('meal.png'),
    ]);
    const meal = await within(sheet).findByRole('listitem', { name: 'meal.png' });
    await within(meal).findByText('已识别');
    await user.selectOptions(within(meal).getByLabelText('费用类型'), '');
    await user.click(within(sheet).getByRole('button', { name: '添加 1 笔费用' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('请为“meal.png”选择费用类型');
    expect(lines.lines).toHaveLength(0);
  });
});
