import { isDecimalString, roundToScale, type DecimalString } from './decimalMath';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
/** Inside a group of four digits, from the left. */
const PLACES = ['仟', '佰', '拾', ''];
/** Groups of four digits from the right: 万 = 10^4, 亿 = 10^8, 万亿 = 10^12. */
const GROUPS = ['', '万', '亿', '万亿'];
/** 9999 万亿 is the largest amount the words above can say. */
export const MAX_CAPITAL_DIGITS = GROUPS.length * 4;

/** One group of four digits ("0305" → 叁佰零伍); zeros between digits say 零 once. */
function groupWords(group: string): string {
  let words = '';
  let pendingZero = false;
  for (let index = 0; index < 4; index += 1) {
    const digit = Number(group[index]);
    if (digit === 0) {
      pendingZero = words !== '';
      continue;
    }
    if (pendingZero) words += DIGITS[0];
    pendingZero = false;
    words += DIGITS[digit] + PLACES[index];
  }
  return words;
}

/** The yuan part: groups with their units, one 零 wherever zeros separate two groups' digits. */
function yuanWords(integer: string): string {
  const padded = integer.padStart(Math.ceil(integer.length / 4) * 4, '0');
  const groups = padded.match(/\d{4}/g) ?? [];
  let words = '';
  let zeroGap = false;
  groups.forEach((group, index) => {
    const unit = GROUPS[groups.length - 1 - index];
    if (group === '0000') {
      zeroGap = words !== '';
      return;
    }
    // A group starting with zeros after a higher group, or after an all-zero group, reads 零.
    if (words !== '' && (zeroGap || group.startsWith('0'))) words += DIGITS[0];
    zeroGap = false;
    words += groupWords(group) + unit;
  });
  return words;
}

/**
 * A CNY amount in Chinese capital numerals (大写), as a finance office writes it on a voucher:
 * rounded half up to fen first; 整 after 元 or 角 with no fen; 零 after 元 when 角 is zero but
 * fen is not; no 元 part below one yuan ("伍分"); 负 before a negative amount; 零元整 for zero.
 * Null when the text is not a decimal, or the yuan part is beyond 9999 万亿.
 */
export function chineseCapitalAmount(value: DecimalString): string | null {
  if (!isDecimalString(value)) return null;
  const fixed = roundToScale(value, 2);
  const negative = fixed.startsWith('-');
  const [integerText, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const integer = integerText.replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_CAPITAL_DIGITS) return null;
  const jiao = Number(fraction[0]);
  const fen = Number(fraction[1]);
  const yuan = integer === '0' ? '' : `${yuanWords(integer)}元`;
  if (!yuan && jiao === 0 && fen === 0) return '零元整';
  let cents = '';
  if (jiao > 0) cents += `${DIGITS[jiao]}角`;
  else if (fen > 0 && yuan) cents += DIGITS[0];
  if (fen > 0) cents += `${DIGITS[fen]}分`;
  else cents += '整';
  return `${negative ? '负' : ''}${yuan}${cents}`;
}
