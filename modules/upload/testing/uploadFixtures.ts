/** Shared inputs of the uploadOne tests: a PDF, lab token data, fake deps. */
import type { UploadDeps, UploadJob } from '../pipeline/uploadOne';
import { fakeTransport } from './fakeTransport';

export const NOW = 1772352000000;
export const token = {
  accessKeyId: 'AK',
  accessKeySecret: 'SK',
  securityToken: 'STS',
  region: 'lab-local',
  bucket: 'expense-lab',
  endpoint: 'http://127.0.0.1:4510/__lab/object-store',
  cname: false,
};
export const pdf = new File(['%PDF-1.4 receipt'], 'taxi receipt.pdf', { type: 'application/pdf' });
export const KEY = `taxireceipt${NOW}501.pdf`;

export function deps(over: Partial<UploadDeps> = {}): UploadDeps {
  return {
    transport: fakeTransport(),
    fetchToken: async () => token,
    md5: async () => 'abc123',
    now: () => NOW,
    random: () => 0.5,
    ...over,
  };
}
export const job = (strategy: UploadJob['strategy'], retry = false): UploadJob => ({
  file: pdf,
  fileName: pdf.name,
  strategy,
  retry,
});
