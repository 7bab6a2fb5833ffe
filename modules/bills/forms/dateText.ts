/** A date as `<input type="date">` writes it, or with a time as `datetime-local` does. */
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export type DateTextProblem = 'format' | 'invalid';

/** Checks the shape, then the calendar (no 2025-02-30, no 24:00); null when fine. */
export function dateTextProblem(text: string, withTime: boolean): DateTextProblem | null {
  const match = (withTime ? DATE_TIME_TEXT : DATE_TEXT).exec(text);
  if (!match) return 'format';
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute;
  return same && year >= 1 ? null : 'invalid';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch milliseconds (the wire's dates) as the staff's local date text. */
export function dateTextOf(ms: number, withTime: boolean): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/** A wire date (epoch ms or date text) as form text; '' for anything else. */
export function readDateText(value: unknown, withTime: boolean): string {
  if (typeof value === 'number' && Number.isFinite(value)) return dateTextOf(value, withTime);
  if (typeof value !== 'string') return '';
  const text = value.slice(0, withTime ? 16 : 10);
  return dateTextProblem(text, withTime) === null ? text : '';
}
