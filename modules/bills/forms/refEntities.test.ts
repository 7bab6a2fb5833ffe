import { EXPANSION_PATHS, refEntityOf } from './refEntities';

describe('refEntityOf', () => {
  it.each([
    ['organization.Staff', EXPANSION_PATHS.staffs],
    ['organization.Department', '/v1/organization/departments'],
    ['pay.PaymentAccount', '/pay/v1/accounts'],
    ['pay.PayeeInfo', '/v1/form/payees'],
    ['form.Specification.Versioned', '/form/v1/specificationVersions'],
    ['flow.FeeType', '/v1/form/feeTypes'],
    ['basedata.Enum', '/v1/basedata/enumItems'],
    ['basedata.Enum.InvoiceType', '/v1/basedata/enumItems'],
    ['basedata.Dimension.project', '/v1/basedata/dimensionItems'],
    ['basedata.city', '/v1/basedata/dimensionItems'],
    ['basedata.Settlement', '/v1/basedata/dimensionItems'],
    ['basedata.Supplier', '/v1/basedata/dimensionItems'],
    ['datalink.DataLinkEntity.car', '/v1/datalink/dataLinkEntities'],
  ])('expands %s through %s', (entity, path) => {
    expect(refEntityOf(entity)?.path).toBe(path);
  });

  it('asks staff for the spec’s staff selection list', () => {
    expect(refEntityOf('organization.Staff')?.selectionFields).toEqual([
      'id',
      'name',
      'enName',
      'code',
      'email',
      'cellphone',
      'note',
    ]);
  });

  it('asks accounts and payees for the spec’s bank account selection list', () => {
    const bank = ['id', 'name', 'type', 'icon', 'bank', 'unionBank', 'cardNo', 'branch'];
    expect(refEntityOf('pay.PaymentAccount')?.selectionFields).toEqual(bank);
    expect(refEntityOf('pay.PayeeInfo')?.selectionFields).toEqual(bank);
  });

  it.each([
    'basedata.Dimension.',
    'datalink.DataLinkEntity.',
    'basedata.',
    'organization.Robot',
    'toString',
    '',
  ])('knows no expansion for %j', (entity) => {
    expect(refEntityOf(entity)).toBeNull();
  });
});
