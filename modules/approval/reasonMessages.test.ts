import { flowMessages } from './flowMessages';
import { reasonMessages } from './reasonMessages';
import { AGREE_TYPES, SKIP_TYPES } from './types';

describe.each(['zh-CN', 'en-US'] as const)('the reason texts in %s', (locale) => {
  const reasons = reasonMessages[locale];

  it('say every skip type and auto-agree reason in words', () => {
    for (const type of SKIP_TYPES.filter((each) => each !== 'NO_SKIPPED')) {
      expect(reasons.skipped[type]).toMatch(/\S/);
    }
    const automatic = AGREE_TYPES.filter((each) => each !== 'NO_AUTO_AGREE');
    for (const type of automatic) expect(reasons.autoAgreed[type]).toMatch(/\S/);
    expect(new Set(automatic.map((type) => reasons.autoAgreed[type])).size).toBe(automatic.length);
  });

  it('never speak in configuration or rule codes', () => {
    const words = [...Object.values(reasons.skipped), ...Object.values(reasons.autoAgreed)];
    for (const text of words) expect(text).not.toMatch(/[A-Z]{2,}_|：|: /);
  });
});

describe('the texts in each locale', () => {
  it('read in Chinese by default and in English otherwise', () => {
    expect(reasonMessages['zh-CN'].skipped.PAY_AMOUNT_ZERO).toBe(
      '支付金额为 0，无需付款，此步已自动跳过',
    );
    expect(reasonMessages['en-US'].autoAgreed.APPROVER_REPEATED).toBe(
      'This person agreed at an earlier step, so it was agreed automatically',
    );
    expect(flowMessages['zh-CN'].summary({ allAgreed: true, agreed: 3, total: 3 })).toBe(
      '全部同意',
    );
    expect(flowMessages['en-US'].summary({ allAgreed: false, agreed: 1, total: 3 })).toBe('1/3');
  });
});
