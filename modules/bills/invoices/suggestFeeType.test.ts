import type { FeeTypeInfo } from '../lines/feeTypeCatalog';
import { suggestFeeType } from './suggestFeeType';

const feeType = (name: string): FeeTypeInfo => ({
  id: `corp:feeType:${name}`,
  name,
  fullName: name,
  parentId: null,
  active: true,
  isLeaf: true,
  specification: null,
});
const pickable = ['差旅费', '交通费', '住宿费', '餐费', '办公用品', '通讯费'].map(feeType);

describe('the fee type suggested for an invoice', () => {
  it.each([
    ['TRAIN', '', '差旅费'],
    ['AIR', '', '差旅费'],
    ['TOLL', '', '交通费'],
    ['TAXI', '', '交通费'],
    ['VAT_ELECTRONIC_NORMAL', '海底捞餐饮有限公司', '餐费'],
    ['FULL_DIGITAL_NORMAL', '如家酒店管理有限公司', '住宿费'],
    ['VAT_ELECTRONIC_NORMAL', '滴滴出行科技有限公司', '交通费'],
    ['VAT_SPECIAL', '晨光文具股份有限公司', '办公用品'],
  ])('takes a %s invoice from "%s" to %s', (type, seller, expected) => {
    expect(suggestFeeType(type, seller, pickable)?.name).toBe(expected);
  });

  it('suggests nothing when no fee type fits or the tenant has none of the names', () => {
    expect(suggestFeeType('VAT_NORMAL', '重复报销示例商店', pickable)).toBeNull();
    expect(suggestFeeType('TRAIN', '', [feeType('办公用品')])).toBeNull();
  });
});
