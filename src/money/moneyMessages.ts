import type { LocalizedCatalogue } from '../i18n';

/** How a screen reader hears a currency: its name, and in Chinese the unit after the number. */
export interface CurrencyWords {
  name: string;
  unit?: string;
}

export interface MoneyMessages {
  /** Spoken before a negative amount: a '-' is read as "dash" by some screen readers. */
  minus: string;
  /** Names of the common currencies; others are spoken by their letter code. */
  currencies: Readonly<Record<string, CurrencyWords>>;
  /** An amount with its currency words. */
  amount(words: { amount: string; name: string; unit: string }): string;
  /** A foreign-currency line read aloud, rate included. */
  foreignLine(parts: { foreign: string; rate: string; standard: string }): string;
}

const joinWords = (...words: string[]) => words.filter(Boolean).join(' ');

export const moneyMessages: LocalizedCatalogue<MoneyMessages> = {
  'zh-CN': {
    minus: '负',
    currencies: {
      CNY: { name: '人民币', unit: '元' },
      USD: { name: '美元' },
      EUR: { name: '欧元' },
      JPY: { name: '日元' },
      HKD: { name: '港币' },
      GBP: { name: '英镑' },
    },
    amount: ({ amount, name, unit }) => joinWords(name, amount, unit),
    foreignLine: ({ foreign, rate, standard }) => `${foreign}，汇率 ${rate}，折合${standard}`,
  },
  'en-US': {
    minus: 'minus',
    currencies: {
      CNY: { name: 'Chinese yuan' },
      USD: { name: 'US dollars' },
      EUR: { name: 'euros' },
      JPY: { name: 'Japanese yen' },
      HKD: { name: 'Hong Kong dollars' },
      GBP: { name: 'British pounds' },
    },
    amount: ({ amount, name }) => joinWords(amount, name),
    foreignLine: ({ foreign, rate, standard }) =>
      `${foreign} at a rate of ${rate}, equal to ${standard}`,
  },
};
