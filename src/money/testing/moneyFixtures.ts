import { CNY, moneyOf } from '../Money';
import type { Currency, Money } from '../Money';

export const USD: Currency = {
  strCode: 'USD',
  numCode: '840',
  symbol: '$',
  unit: '美元',
  scale: 2,
};
export const JPY: Currency = {
  strCode: 'JPY',
  numCode: '392',
  symbol: '¥',
  unit: '日元',
  scale: 0,
};

export function yuan(amount: string): Money {
  return moneyOf(amount, CNY);
}

/** A foreign line as the lab sends it: USD 100.00 at 7.1234 → ¥712.34. */
export function dollarsAt(foreign: string, rate: string, standard: string): Money {
  return {
    ...yuan(standard),
    foreign,
    foreignScale: USD.scale,
    foreignUnit: USD.unit,
    foreignSymbol: USD.symbol,
    foreignNumCode: USD.numCode,
    foreignStrCode: USD.strCode,
    rate,
    sysRate: '7.1200',
  };
}
