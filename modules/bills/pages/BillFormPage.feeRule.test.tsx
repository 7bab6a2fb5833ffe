import { lineRecordsSchema } from '@contracts/bills/lineRecord';
import { parse } from '@contracts/core/parse';
import { screen, within } from '@testing-library/react';
import { moneyOf } from '@shell/money';
import { parseFeeType } from '../lines/feeTypeCatalog';
import { rawFeeTypes, wireLine } from '../lines/testing/lineFixtures';
import { renderFormPage } from '../testing/renderFormPage';
import { specification } from '../testing/specFixtures';

const feeTypes = rawFeeTypes.flatMap((raw) => parseFeeType(raw) ?? []);
const RULE_ID = 'corp:fee-rule-1';

function renderTravelExpense() {
  const setup = renderFormPage('/bills/new', (api) => {
    api.getSpecifications.mockResolvedValue([
      specification({ name: '差旅报销单', feeAssignmentRuleId: RULE_ID }),
    ]);
    api.getFeeTypes.mockResolvedValue(feeTypes);
  });
  setup.feeRules.getRule.mockResolvedValue({
    id: RULE_ID,
    type: 'ApplicationToExpense',
    name: '申请转报销',
    active: true,
    details: [
      {
        sourceSpecificationIds: ['corp:spec:requisition:1'],
        targetSpecificationIds: ['corp:spec:expense:1'],
      },
    ],
  });
  setup.feeRules.listRequisitions.mockResolvedValue([
    {
      id: 'req-1',
      code: 'S2600001',
      title: '上海出差申请',
      specificationId: 'corp:spec:requisition:1',
      amount: moneyOf('300.00'),
    },
    {
      id: 'permit-1',
      code: 'S2600002',
      title: '用印申请',
      specificationId: 'corp:spec:permit:1',
      amount: null,
    },
  ]);
  setup.feeRules.linesOf.mockResolvedValue(
    parse(lineRecordsSchema, [
      wireLine('req-1-L1', 'office', '120.00', { item: '资料', quantity: '3' }),
      wireLine('req-1-L2', 'office', '180.00', { item: '展板', quantity: '1' }),
    ]),
  );
  return setup;
}

jest.setTimeout(30_000);

describe('a bill form whose specification names a fee assignment rule', () => {
  it('reads the rule by id and imports the fees of a requisition it joins, once', async () => {
    const { user, feeRules } = renderTravelExpense();
    await user.selectOptions(await screen.findByLabelText('单据类型'), '差旅报销单');
    const offer = await screen.findByRole('region', { name: '从申请单导入费用（申请转报销）' });
    expect(feeRules.getRule).toHaveBeenCalledWith(RULE_ID);
    const listed = within(offer).getByRole('list', { name: '可导入的申请单' });
    expect(within(listed).getAllByRole('listitem')).toHaveLength(1);
    expect(listed).toHaveTextContent('上海出差申请');

    await user.click(within(offer).getByRole('button', { name: '导入 S2600001 的费用' }));
    expect(await screen.findByText('已导入 2 条费用')).toBeInTheDocument();
    expect(feeRules.linesOf).toHaveBeenCalledWith('req-1');
    expect(screen.getByTestId('lines-total')).toHaveTextContent('共 2 笔 · 合计 ¥300.00');
    expect(within(offer).getByRole('button', { name: '导入 S2600001 的费用' })).toBeDisabled();
  });

  it('offers nothing without a rule, and says so when the rule cannot be read', async () => {
    const first = renderTravelExpense();
    first.feeRules.getRule.mockResolvedValue(null);
    await first.user.selectOptions(await screen.findByLabelText('单据类型'), '差旅报销单');
    await screen.findByRole('form', { name: '差旅报销单表单' });
    expect(screen.queryByTestId('fee-rule-import')).toBeNull();
    first.unmount();

    const second = renderTravelExpense();
    second.feeRules.getRule.mockRejectedValue(new Error('offline'));
    await second.user.selectOptions(await screen.findByLabelText('单据类型'), '差旅报销单');
    expect(await screen.findByText('费用分摊规则加载失败')).toBeVisible();
  });
});
