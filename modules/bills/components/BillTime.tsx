import { formatBillTime, relativeTimeLabel } from '@shell/time';
import { observer } from 'mobx-react-lite';
import { useLocale } from '@shell/i18n';

export interface BillTimeProps {
  /** ms epoch. */
  time: number;
  now: number;
  /** relative: 'just now', '3 minutes ago'…; absolute: 'MM/DD HH:mm' (or 'MM/DD'). */
  format: 'relative' | 'absolute';
}

/** docs/bills-and-workflow.md times: one form shown, the other as its title, the instant for machines. */
export const BillTime = observer(function BillTime({ time, now, format }: BillTimeProps) {
  const locale = useLocale();
  if (time <= 0) return <span>—</span>;
  const absolute = formatBillTime(time, now);
  const relative = relativeTimeLabel(time, now, locale);
  return (
    <time
      dateTime={new Date(time).toISOString()}
      title={format === 'relative' ? absolute : relative}
    >
      {format === 'relative' ? relative : absolute}
    </time>
  );
});
