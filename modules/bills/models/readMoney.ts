import { parseMoney, type Money } from '@shell/money';

/** Money from an untrusted field; absent or unusable reads as null (shown as a dash). */
export function readMoney(raw: unknown): Money | null {
  if (raw === undefined || raw === null) return null;
  const money = parseMoney(raw);
  return money instanceof Error ? null : money;
}
