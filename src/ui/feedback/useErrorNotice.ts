import { useLocale } from '@shell/i18n';
import { useMemo } from 'react';
import { errorNoticeText } from './errorNoticeText';
import { notices } from './noticeStore';

export interface ErrorNotice {
  /** The text for the control that failed (its inline error), or null to show nothing. */
  textOf(error: unknown): string | null;
  /** Says the failure as an error notice, unless it must stay silent; returns what was said. */
  toast(error: unknown): string | null;
}

/**
 * Every module turns a failed action into what the person sees through this one hook, so a 403
 * stays silent and the server's own message reaches the person everywhere alike.
 */
export function useErrorNotice(): ErrorNotice {
  const locale = useLocale();
  return useMemo(
    () => ({
      textOf: (error) => errorNoticeText(error, locale),
      toast: (error) => {
        const text = errorNoticeText(error, locale);
        if (text) notices.error(text);
        return text;
      },
    }),
    [locale],
  );
}
