/**
 * A money value that cannot be used: returned by parseMoney and by sums over mixed currencies
 * (data from the network), thrown by the arithmetic when handed a malformed decimal string
 * (a programming error, since amounts reach it through parseMoney).
 */
export class MoneyError extends Error {
  override readonly name: string = 'MoneyError';
  /** The Money field at fault, or '' when the whole value is. */
  readonly field: string;

  constructor(message: string, field = '') {
    super(message);
    this.field = field;
  }
}
