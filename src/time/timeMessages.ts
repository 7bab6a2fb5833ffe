import type { LocalizedCatalogue } from '../i18n';

/** docs/architecture.md relative-time labels, one per bucket. */
export interface TimeMessages {
  years(count: number): string;
  months(count: number): string;
  weeks(count: number): string;
  days(count: number): string;
  hours(count: number): string;
  halfAnHour: string;
  minutes(count: 15 | 10 | 5 | 3): string;
  justNow: string;
}

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

export const timeMessages: LocalizedCatalogue<TimeMessages> = {
  'zh-CN': {
    years: (count) => `${count}年前`,
    months: (count) => `${count}个月前`,
    weeks: (count) => `${count}周前`,
    days: (count) => `${count}天前`,
    hours: (count) => `${count}小时前`,
    halfAnHour: '半小时前',
    minutes: (count) => `${count}分钟前`,
    justNow: '刚刚',
  },
  'en-US': {
    years: (count) => ago(count, 'year'),
    months: (count) => ago(count, 'month'),
    weeks: (count) => ago(count, 'week'),
    days: (count) => ago(count, 'day'),
    hours: (count) => ago(count, 'hour'),
    halfAnHour: 'half an hour ago',
    minutes: (count) => ago(count, 'minute'),
    justNow: 'just now',
  },
};
