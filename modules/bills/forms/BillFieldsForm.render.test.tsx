import { screen, within } from '@testing-library/react';
import { everyKindSpec } from './testing/formFixtures';
import { renderBillForm } from './testing/renderBillForm';

describe('BillFieldsForm rendering', () => {
  it.each([
    ['en-US', ['Title', 'Head count', 'Amount', 'Owner', 'Computed'], 'Trip dates', 'Start date'],
    ['zh-CN', ['标题', '人数', '金额', '负责人', '计算值'], '行程日期', '开始日期'],
  ] as const)(
    'names every field by its label in %s (enLabel only in en-US)',
    (locale, texts, range, start) => {
      renderBillForm({ locale, spec: everyKindSpec });
      expect(screen.getByRole('textbox', { name: texts[0] })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: texts[1] })).toHaveAttribute(
        'inputmode',
        'decimal',
      );
      expect(screen.getByRole('textbox', { name: texts[2] })).toHaveAttribute(
        'aria-required',
        'true',
      );
      expect(screen.getByRole('combobox', { name: texts[3] })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(screen.getByRole('textbox', { name: texts[4] })).toHaveAttribute('readonly');
      const group = screen.getByRole('group', { name: range });
      expect(within(group).getByLabelText(`${range} ${start}`)).toHaveAttribute('type', 'date');
    },
  );

  it('renders each kind with its own control', () => {
    renderBillForm({ spec: everyKindSpec });
    expect(screen.getByLabelText('Date *')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('checkbox', { name: 'Paper invoice' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Urgent' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('combobox', { name: 'Companions' })).toBeInTheDocument();
    expect(screen.getByLabelText('Attachments *')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('list', { name: 'Attachments' })).toHaveTextContent('No attachments');
  });

  // Regression: such fields carried notes aimed at developers ("edited elsewhere; kept").
  it('shows the value of a field it cannot edit, read-only, with no note about why', () => {
    renderBillForm({ spec: everyKindSpec, initialValues: { calc: 'kept text' } });
    const field = screen.getByRole('textbox', { name: 'Computed' });
    expect(field).toHaveValue('kept text');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription('');
  });

  it('shows a list or record it cannot edit by what a person reads in it, else a dash', () => {
    renderBillForm({
      spec: everyKindSpec,
      initialValues: { calc: [{ name: '上海' }, { name: '北京' }] },
    });
    expect(screen.getByRole('textbox', { name: 'Computed' })).toHaveValue('上海, 北京');
  });

  it('shows the currency and reads a typed amount as @shell/money says it', async () => {
    const { user } = renderBillForm({ spec: everyKindSpec });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription('Currency: Chinese yuan');
    expect(screen.getByText('¥')).toHaveAttribute('aria-hidden', 'true');
    await user.type(amount, '1234.5');
    expect(amount).toHaveAccessibleDescription('1,234.50 Chinese yuan');
  });

  it('reads the amount in zh-CN words and a foreign currency by its code', async () => {
    const spec = [
      { name: 'cny', label: '金额', dataType: { type: 'money' } },
      {
        name: 'usd',
        label: '美元金额',
        dataType: { type: 'money' },
        currency: { strCode: 'USD', symbol: '$' },
      },
    ];
    const { user } = renderBillForm({ locale: 'zh-CN', spec });
    await user.type(screen.getByRole('textbox', { name: '金额' }), '-0');
    await user.clear(screen.getByRole('textbox', { name: '金额' }));
    await user.type(screen.getByRole('textbox', { name: '金额' }), '8');
    expect(screen.getByRole('textbox', { name: '金额' })).toHaveAccessibleDescription(
      '人民币 8.00 元',
    );
    expect(screen.getByRole('textbox', { name: '美元金额' })).toHaveAccessibleDescription(
      '币种：美元',
    );
  });

  it('toggles the switch and the checkbox', async () => {
    const { user } = renderBillForm({ spec: everyKindSpec });
    await user.click(screen.getByRole('switch', { name: 'Urgent' }));
    await user.click(screen.getByRole('checkbox', { name: 'Paper invoice' }));
    expect(screen.getByRole('switch', { name: 'Urgent' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: 'Paper invoice' })).toBeChecked();
  });

  it('offers enum options by their localized labels', () => {
    const spec = [
      {
        name: 'kind',
        label: '类型',
        enLabel: 'Kind',
        dataType: { type: 'text' },
        options: [{ value: 'a', label: '甲', enLabel: 'Alpha' }],
      },
    ];
    renderBillForm({ spec });
    const select = screen.getByRole('combobox', { name: 'Kind' });
    expect(within(select).getByRole('option', { name: 'Alpha' })).toBeInTheDocument();
  });
});
