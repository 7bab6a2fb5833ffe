import type { Locale } from '../i18n';
import { timeMessages } from './timeMessages';
import { toTime, type Moment } from './toTime';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * docs/lab.md relative-time label for how long ago `date` was, seen from `now` (injected, never
 * read from the wall clock). Buckets, largest first, each counting whole units elapsed:
 * years (365 days), months (30 days), weeks, days, hours; then the fixed steps half an hour,
 * 15, 10, 5 and 3 minutes; under 3 minutes, and any moment after `now` (clock skew), is
 * "just now". Calendar lengths are approximated on purpose: the label is a hint, the date
 * itself is shown by formatBillTime. An invalid moment gives ''.
 */
export function relativeTimeLabel(date: Moment, now: Moment, locale: Locale): string {
  const elapsed = toTime(now) - toTime(date);
  if (Number.isNaN(elapsed)) return '';
  const messages = timeMessages[locale] ?? timeMessages['zh-CN'];
  if (elapsed >= 365 * DAY) return messages.years(Math.floor(elapsed / (365 * DAY)));
  if (elapsed >= 30 * DAY) return messages.months(Math.floor(elapsed / (30 * DAY)));
  if (elapsed >= 7 * DAY) return messages.weeks(Math.floor(elapsed / (7 * DAY)));
  if (elapsed >= DAY) return messages.days(Math.floor(elapsed / DAY));
  if (elapsed >= HOUR) return messages.hours(Math.floor(elapsed / HOUR));
  if (elapsed >= 30 * MINUTE) return messages.halfAnHour;
  for (const step of [15, 10, 5, 3] as const) {
    if (elapsed >= step * MINUTE) return messages.minutes(step);
  }
  return messages.justNow;
}
