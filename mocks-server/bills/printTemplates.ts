/** The lab's print templates _(lab choice: docs/approval-payment-print.md names printTemplateId only)_. */
export const PRINT_TEMPLATES = [
  { id: 'default', name: { 'zh-CN': '标准模板', 'en-US': 'Standard' } },
  { id: 'withDetails', name: { 'zh-CN': '含费用明细', 'en-US': 'With expense lines' } },
  { id: 'cover', name: { 'zh-CN': '粘贴封面', 'en-US': 'Receipt cover sheet' } },
] as const;

/** What a print log says: the template by its name, never its id, and whether invoices went too. */
export function printComment(printTemplateId: string, isPrintInvoice: boolean): string {
  const template = PRINT_TEMPLATES.find((each) => each.id === printTemplateId);
  const name = template?.name['zh-CN'] ?? printTemplateId;
  return isPrintInvoice ? `${name}（含发票）` : name;
}
