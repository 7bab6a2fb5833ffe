import { formatBillTime } from '@shell/time';

/** 'MM/DD HH:mm' (docs/approval-payment-print.md) with the instant for machines; no time reads as a dash. */
export function TimeText({ time, now }: { time: number; now: number }) {
  if (time <= 0) return <span>—</span>;
  return <time dateTime={new Date(time).toISOString()}>{formatBillTime(time, now)}</time>;
}
