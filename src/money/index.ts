export {
  addDecimals,
  compareDecimals,
  convert,
  decimalFromNumber,
  DEFAULT_SCALE,
  divide,
  isDecimalString,
  MAX_DECIMAL_LENGTH,
  MAX_SCALE,
  multiply,
  roundToScale,
  sumDecimals,
  type DecimalString,
} from './decimalMath';
export { chineseCapitalAmount, MAX_CAPITAL_DIGITS } from './chineseCapitalAmount';
export { foreignLineAriaLabel, foreignLineLabel } from './foreignLineLabel';
export { formatAmount, formatDecimal, formatMoney, formatMoneySide } from './formatMoney';
export {
  CNY,
  moneyOf,
  moneySide,
  standardCurrency,
  type Currency,
  type Money,
  type MoneySide,
  type SideAmount,
} from './Money';
export { amountAriaLabel, moneyAriaLabel } from './moneyAriaLabel';
export { MoneyError } from './MoneyError';
export { moneyMessages, type CurrencyWords, type MoneyMessages } from './moneyMessages';
export { addMoney, sameCurrency, sumMoney } from './moneyOps';
export { parseMoney } from './parseMoney';
