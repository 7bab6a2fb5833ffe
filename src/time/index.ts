export { formatBillTime, formatDate, formatMonthDay, formatMonthDayTime } from './formatBillTime';
export { relativeTimeLabel } from './relativeTimeLabel';
export { timeMessages, type TimeMessages } from './timeMessages';
export type { Moment } from './toTime';
