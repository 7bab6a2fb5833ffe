export type HttpLocale = 'zh-CN' | 'en-US';

/** User-facing texts the transport itself produces; everything else comes from the server. */
export interface HttpMessages {
  policyCheckViolation: string;
}

export const httpMessages: Record<HttpLocale, HttpMessages> = {
  'zh-CN': { policyCheckViolation: '该单据不符合费用标准，无法提交' },
  'en-US': { policyCheckViolation: 'this bill does not meet the expense standard, cannot submit' },
};
