import { formatBillTime, formatDate, formatMonthDay, formatMonthDayTime } from './formatBillTime';

// Built from local components, so the expectations hold in any time zone the tests run in.
const NOW = new Date(2026, 5, 15, 12, 0);

describe('formatMonthDay and formatMonthDayTime', () => {
  it('pad month, day, hour and minute to two digits on a 24-hour clock', () => {
    const morning = new Date(2026, 0, 5, 9, 3);
    expect(formatMonthDay(morning)).toBe('01/05');
    expect(formatMonthDayTime(morning)).toBe('01/05 09:03');
    expect(formatMonthDayTime(new Date(2026, 11, 31, 23, 59).getTime())).toBe('12/31 23:59');
  });

  it('give an empty text for an invalid moment', () => {
    expect(formatMonthDay(new Date('nope'))).toBe('');
    expect(formatMonthDayTime(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatDate', () => {
  it('gives the local day, so a print sheet dates a bill of 00:30 to that day', () => {
    // Regression: the sheet took the UTC day, the day before in Beijing until 08:00.
    expect(formatDate(new Date(2026, 10, 26, 0, 30))).toBe('2026-11-26');
    expect(formatDate(new Date(2026, 0, 5, 9, 3).getTime())).toBe('2026-01-05');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatBillTime', () => {
  describe('when the bill is from the current year', () => {
    it('shows MM/DD HH:mm', () => {
      expect(formatBillTime(new Date(2026, 5, 15, 8, 30), NOW)).toBe('06/15 08:30');
      expect(formatBillTime(new Date(2026, 0, 1, 0, 0), NOW)).toBe('01/01 00:00');
    });
  });

  describe('when the bill is from another year', () => {
    it('shows MM/DD', () => {
      expect(formatBillTime(new Date(2025, 11, 31, 23, 59), NOW)).toBe('12/31');
      expect(formatBillTime(new Date(2027, 0, 2, 10, 0), NOW.getTime())).toBe('01/02');
    });
  });

  describe('when either moment is invalid', () => {
    it('gives an empty text', () => {
      expect(formatBillTime(Number.NaN, NOW)).toBe('');
      expect(formatBillTime(NOW, new Date('nope'))).toBe('');
    });
  });
});
