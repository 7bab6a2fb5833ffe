import { flowMessages } from './flowMessages';
import { reasonMessages } from './reasonMessages';
import { AGREE_TYPES, SKIP_TYPES } from './types';

describe.each(['zh-CN', 'en-US'] as const)('the reason texts in %s', (locale) => {
  const reasons = reasonMessages[locale];

  it('say every skip type and auto-agree reason in words', () => {
    for (const type of SKIP_TYPES.filter((each) => each !== 'NO_SKIPPED')) {
      expect(reasons.skipped[type]).toMatch(/\S/);
    }
    for (const type of AGREE_TYPES) expect(reasons.autoAgreed[type]).toMatch(/\S/);
    expect(new Set(Object.values(reasons.autoAgreed)).size).toBe(AGREE_TYPES.length);
  });

  it('say what happens when no approver matches', () => {
    expect(flowMessages[locale].nonMatchedDefines.FORBID).toMatch(/\S/);
  });
});

describe('the texts in each locale', () => {
  it('read in Chinese by default and in English otherwise', () => {
    expect(reasonMessages['zh-CN'].skipped.PAY_AMOUNT_ZERO).toBe('支付金额为 0，已跳过');
    expect(reasonMessages['en-US'].autoAgreed.APPROVER_REPEATED).toBe(
      'Approver agreed at an earlier node, agreed automatically',
    );
    expect(flowMessages['zh-CN'].summary({ allAgreed: true, agreed: 3, total: 3 })).toBe(
      '全部同意',
    );
    expect(flowMessages['en-US'].summary({ allAgreed: false, agreed: 1, total: 3 })).toBe('1/3');
  });
});
