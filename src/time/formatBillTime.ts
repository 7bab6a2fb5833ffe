import { toTime, type Moment } from './toTime';

const two = (value: number) => String(value).padStart(2, '0');

/** docs/i18n-theme-money.md 'MM/DD' in local time; '' for an invalid moment. */
export function formatMonthDay(date: Moment): string {
  const time = toTime(date);
  if (Number.isNaN(time)) return '';
  const local = new Date(time);
  return `${two(local.getMonth() + 1)}/${two(local.getDate())}`;
}

/** A whole date, 'YYYY-MM-DD' in local time (print sheets); '' for an invalid moment. */
export function formatDate(date: Moment): string {
  const time = toTime(date);
  if (Number.isNaN(time)) return '';
  const local = new Date(time);
  return `${local.getFullYear()}-${formatMonthDay(local).replace('/', '-')}`;
}

/** docs/i18n-theme-money.md 'MM/DD HH:mm' in local time (24-hour clock); '' for an invalid moment. */
export function formatMonthDayTime(date: Moment): string {
  const time = toTime(date);
  if (Number.isNaN(time)) return '';
  const local = new Date(time);
  return `${formatMonthDay(local)} ${two(local.getHours())}:${two(local.getMinutes())}`;
}

/**
 * The time a bill list shows. In the same local calendar year as `now`: 'MM/DD HH:mm', since
 * a list holds several bills of one day and the time tells them apart. In any other year:
 * 'MM/DD', because the year is then what matters and neither spec format carries it; pair the
 * label with relativeTimeLabel (e.g. as its title) so "1 year ago" is not lost. `now` is
 * injected; both moments are read in the browser's local time zone.
 */
export function formatBillTime(date: Moment, now: Moment): string {
  const time = toTime(date);
  const current = toTime(now);
  if (Number.isNaN(time) || Number.isNaN(current)) return '';
  const sameYear = new Date(time).getFullYear() === new Date(current).getFullYear();
  return sameYear ? formatMonthDayTime(time) : formatMonthDay(time);
}
