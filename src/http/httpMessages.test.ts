import { httpMessages } from './httpMessages';

describe('httpMessages', () => {
  it('offers the standard-violation text in Chinese', () => {
    expect(httpMessages['zh-CN'].policyCheckViolation).toBe('该单据不符合费用标准，无法提交');
  });

  it('offers the standard-violation text in English', () => {
    expect(httpMessages['en-US'].policyCheckViolation).toBe(
      'this bill does not meet the expense standard, cannot submit',
    );
  });
});
