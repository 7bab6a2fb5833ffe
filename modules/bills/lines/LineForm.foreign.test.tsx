import { renderWithShell } from '@shell/testing';
import { screen } from '@testing-library/react';
import { noRefSource } from '../forms/noRefSource';
import { parseFeeType } from './feeTypeCatalog';
import { FeeTypesStore } from './FeeTypesStore';
import { foreignLineMoney } from './foreignAmount';
import { LineForm, type LineChange } from './LineForm';
import { baseFields, JPY, rawFeeTypes, USD } from './testing/lineFixtures';

const hotel = {
  id: 'corp:feeType:hotel',
  name: '住宿费',
  fullName: '住宿费',
  parentId: 'corp:feeType:root',
  children: [],
  active: true,
  specification: { fields: [], allowForeign: true, currencies: [USD, JPY] },
};

const travel = {
  ...hotel,
  id: 'corp:feeType:travel',
  name: '差旅费',
  fullName: '差旅费',
  specification: { fields: [], allowForeign: true, currencies: [USD], rateEditable: true },
};

async function renderForm(
  line: Parameters<typeof LineForm>[0]['line'] = null,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
) {
  const feeTypes = new FeeTypesStore({
    getFeeTypes: async () =>
      [...rawFeeTypes, hotel, travel].flatMap((raw) => parseFeeType(raw) ?? []),
  });
  await feeTypes.load();
  const onDone = jest.fn<void, [LineChange]>();
  const shell = renderWithShell(
    <LineForm
      feeTypes={feeTypes}
      base={baseFields}
      line={line}
      refSource={noRefSource}
      today="2026-11-20"
      onDone={onDone}
      onCancel={() => undefined}
    />,
    { locale },
  );
  return { ...shell, onDone };
}

jest.setTimeout(20_000);

describe('a line in a foreign currency', () => {
  it('converts the foreign amount live at the system rate and hands the line its foreign side', async () => {
    const { user, onDone } = await renderForm();
    await user.selectOptions(screen.getByLabelText('费用类型', { exact: false }), hotel.id);
    await user.selectOptions(screen.getByLabelText('币种'), 'USD');
    expect(screen.getByLabelText('汇率')).toHaveValue('7.2540');
    expect(screen.getByLabelText('汇率')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('外币金额（USD）', { exact: false }), '100');
    expect(await screen.findByText('折合人民币 ≈ ¥725.40')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^金额/ })).toHaveValue('725.40');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    const [change] = onDone.mock.calls[0];
    expect(change.values.amount).toBe('725.40');
    expect(change.money).toMatchObject({ standard: '725.40', foreign: '100.00', rate: '7.2540' });
  });

  it('refuses decimals a currency does not have, with a clear message, and keeps the line open', async () => {
    const { user, onDone } = await renderForm();
    await user.selectOptions(screen.getByLabelText('费用类型', { exact: false }), hotel.id);
    await user.selectOptions(screen.getByLabelText('币种'), 'JPY');
    await user.type(screen.getByLabelText('外币金额（JPY）', { exact: false }), '100.5');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该币种金额不能有小数')).toBeInTheDocument();
    expect(screen.getByLabelText('外币金额（JPY）', { exact: false })).toHaveFocus();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('reopens a saved foreign line in its currency and rate, and going back to CNY drops the foreign side', async () => {
    const money = foreignLineMoney('50', USD, '7.3000');
    const line = {
      feeTypeId: hotel.id,
      values: { amount: '365.00', feeDate: '2026-11-02' },
      money,
    };
    const { user, onDone } = await renderForm(line);
    expect(screen.getByLabelText('币种')).toHaveValue('USD');
    expect(screen.getByLabelText('汇率')).toHaveValue('7.3000');
    expect(screen.getByText('折合人民币 ≈ ¥365.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('币种'), '');
    expect(screen.queryByLabelText('汇率')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onDone.mock.calls[0][0]).toMatchObject({ values: { amount: '365.00' }, money: null });
  });

  it('offers no currency on a fee type that takes CNY only', async () => {
    const { user } = await renderForm(null, 'en-US');
    await user.selectOptions(
      screen.getByLabelText('Fee type', { exact: false }),
      'corp:feeType:office',
    );
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
  });

  it('lets the rate be changed where the fee type allows it, converting at the typed rate', async () => {
    const { user, onDone } = await renderForm();
    await user.selectOptions(screen.getByLabelText('费用类型', { exact: false }), travel.id);
    await user.selectOptions(screen.getByLabelText('币种'), 'USD');
    const rate = screen.getByRole('textbox', { name: /^汇率/ });
    expect(rate).not.toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('外币金额（USD）', { exact: false }), '100');
    await user.clear(rate);
    await user.type(rate, '7.12345');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('汇率须为大于 0 的数字，最多 4 位小数')).toBeInTheDocument();
    expect(rate).toHaveFocus();
    await user.clear(rate);
    await user.type(rate, '7.1234');
    expect(await screen.findByText('折合人民币 ≈ ¥712.34')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onDone.mock.calls[0][0].money).toMatchObject({
      standard: '712.34',
      rate: '7.1234',
      sysRate: '7.2540',
    });
  });
});
