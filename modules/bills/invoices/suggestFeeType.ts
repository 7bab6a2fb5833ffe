import type { FeeTypeInfo } from '../lines/feeTypeCatalog';

/** Fee-type names that fit an invoice type, best first (travel documents → travel fee types). */
const BY_INVOICE_TYPE: Readonly<Record<string, readonly string[]>> = {
  TRAIN: ['差旅费', '交通费', '差旅', '交通'],
  AIR: ['差旅费', '机票', '交通费', '差旅'],
  PASSENGER: ['交通费', '差旅费', '交通'],
  TAXI: ['交通费', '打车', '交通'],
  TOLL: ['交通费', '过路', '通行', '交通'],
};

/** Words of the seller's name → fee-type names, for the general VAT invoices. */
const BY_SELLER: readonly (readonly [RegExp, readonly string[]])[] = [
  [/餐|饮|食品|咖啡|茶|火锅|海底捞/, ['餐费', '招待']],
  [/酒店|宾馆|住宿|旅馆|客栈/, ['住宿费', '住宿']],
  [/出行|出租|客运|公交|地铁|高速|公路/, ['交通费', '交通']],
  [/航空|铁路|机场/, ['差旅费', '交通费']],
  [/文具|办公|纸业|京东|晨光|得力/, ['办公用品', '办公']],
  [/电信|移动|联通|通信/, ['通讯费', '通讯']],
];

function firstNamed(words: readonly string[], pickable: readonly FeeTypeInfo[]) {
  for (const word of words) {
    const found =
      pickable.find((feeType) => feeType.name === word) ??
      pickable.find((feeType) => feeType.name.includes(word));
    if (found) return found;
  }
  return null;
}

/**
 * The fee type a captured invoice most likely is, among the ones a line may pick: by its type
 * (train, air, taxi, toll), else by its seller's name; null when nothing fits (the person picks).
 */
export function suggestFeeType(
  invoiceType: string,
  sellerName: string,
  pickable: readonly FeeTypeInfo[],
): FeeTypeInfo | null {
  const byType = BY_INVOICE_TYPE[invoiceType];
  if (byType) return firstNamed(byType, pickable);
  const seller = BY_SELLER.find(([pattern]) => pattern.test(sellerName));
  return seller ? firstNamed(seller[1], pickable) : null;
}
