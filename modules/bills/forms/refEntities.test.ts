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
    ['basedata.city', '/v1/basedata/cities'],
    ['basedata.Settlement', '/v1/basedata/settlements'],
    ['datalink.DataLinkEntity.car', '/v1/datalink/dataLinks'],
    ['flow.RequisitionInfo', '/v1/flow/requisitionInfos'],
  ])('expands %s through %s', (entity, path) => {
    expect(refEntityOf(entity)?.path).toBe(path);
  });

  it('has no lookup for attachments: their values carry their own names', () => {
    expect(refEntityOf('attachment.Attachment')).toBeNull();
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

  it('names the entity in searches, except the bare enum family the server does not know', () => {
    expect(refEntityOf('basedata.Enum.InvoiceType')?.namesEntity).toBe(true);
    expect(refEntityOf('organization.Staff')?.namesEntity).toBe(true);
    expect(refEntityOf('basedata.Enum')?.namesEntity).toBe(false);
  });

  it.each([
    'basedata.Dimension.',
    'datalink.DataLinkEntity.',
    'basedata.',
    'basedata.Supplier',
    'organization.Robot',
    'toString',
    '',
  ])('knows no expansion for %j', (entity) => {
    expect(refEntityOf(entity)).toBeNull();
  });
});
