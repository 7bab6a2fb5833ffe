import { contractRow, privateCarRow } from '../testing/relationFixtures';
import { dataLinkRowView, isOverHundredPercent, visibilityNames } from './dataLinkView';

const SHOW_ALL = { hidePrivateCarFields: false, hideUseCount: false };
const percentage = { name: 'rate', label: '执行比例', type: 'percentage' };

describe('dataLinkRowView', () => {
  it('shows code, name, fields and use count of an ordinary record', () => {
    const view = dataLinkRowView(contractRow(), { ...SHOW_ALL, hidePrivateCarFields: true });
    expect(view).toEqual({
      showCode: true,
      showName: true,
      fields: contractRow().entity.fields,
      showUseCount: true,
    });
  });

  it('hides code, name and list fields of a private car when asked', () => {
    const view = dataLinkRowView(privateCarRow(), { ...SHOW_ALL, hidePrivateCarFields: true });
    expect(view).toMatchObject({ showCode: false, showName: false, fields: [] });
    expect(dataLinkRowView(privateCarRow(), SHOW_ALL).showName).toBe(true);
  });

  it('hides the use count on request, or when the answer left it out', () => {
    expect(dataLinkRowView(contractRow(), { ...SHOW_ALL, hideUseCount: true }).showUseCount).toBe(
      false,
    );
    expect(dataLinkRowView(contractRow({ useCount: null }), SHOW_ALL).showUseCount).toBe(false);
  });
});

describe('isOverHundredPercent', () => {
  it('is true only for a percentage field above 100', () => {
    expect(isOverHundredPercent(percentage, 100.01)).toBe(true);
    expect(isOverHundredPercent(percentage, 100)).toBe(false);
    expect(isOverHundredPercent(percentage, '120')).toBe(false);
    expect(isOverHundredPercent({ ...percentage, type: 'number' }, 150)).toBe(false);
  });
});

describe('visibilityNames', () => {
  it('lists the staff then the departments a record is visible to', () => {
    expect(visibilityNames(contractRow(), '、')).toBe('韩梅梅、财务部');
  });

  it('is null for a record everyone sees', () => {
    const row = contractRow({ visibility: { fullVisible: true, staffs: [], departments: [] } });
    expect(visibilityNames(row, '、')).toBeNull();
  });
});
