import { relativeTimeLabel } from './relativeTimeLabel';

const NOW = new Date(2026, 5, 15, 12, 0, 0);
const MINUTE = 60_000;
const before = (minutes: number) => NOW.getTime() - minutes * MINUTE;

describe('relativeTimeLabel', () => {
  it.each([
    [0, '刚刚', 'just now'],
    [2.99, '刚刚', 'just now'],
    [3, '3分钟前', '3 minutes ago'],
    [4.99, '3分钟前', '3 minutes ago'],
    [5, '5分钟前', '5 minutes ago'],
    [10, '10分钟前', '10 minutes ago'],
    [15, '15分钟前', '15 minutes ago'],
    [29.99, '15分钟前', '15 minutes ago'],
    [30, '半小时前', 'half an hour ago'],
    [59, '半小时前', 'half an hour ago'],
    [60, '1小时前', '1 hour ago'],
    [23 * 60 + 59, '23小时前', '23 hours ago'],
    [24 * 60, '1天前', '1 day ago'],
    [6 * 24 * 60, '6天前', '6 days ago'],
    [7 * 24 * 60, '1周前', '1 week ago'],
    [29 * 24 * 60, '4周前', '4 weeks ago'],
    [30 * 24 * 60, '1个月前', '1 month ago'],
    [364 * 24 * 60, '12个月前', '12 months ago'],
    [365 * 24 * 60, '1年前', '1 year ago'],
    [3 * 365 * 24 * 60, '3年前', '3 years ago'],
  ])('labels %p minutes ago as %s / %s', (minutes, zh, en) => {
    expect(relativeTimeLabel(before(minutes), NOW, 'zh-CN')).toBe(zh);
    expect(relativeTimeLabel(new Date(before(minutes)), NOW.getTime(), 'en-US')).toBe(en);
  });

  describe('when the moment is after now (a skewed clock)', () => {
    it('says just now', () => {
      expect(relativeTimeLabel(before(-90), NOW, 'en-US')).toBe('just now');
    });
  });

  describe('when a moment is invalid', () => {
    it('gives an empty label', () => {
      expect(relativeTimeLabel(new Date('nope'), NOW, 'en-US')).toBe('');
      expect(relativeTimeLabel(Number.NaN, NOW, 'zh-CN')).toBe('');
      expect(relativeTimeLabel('2026-01-01' as unknown as number, NOW, 'zh-CN')).toBe('');
    });
  });
});
