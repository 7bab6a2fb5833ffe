import { invoiceQrText } from '../../mocks-server/invoices/invoiceQrText';
import type { SampleInvoice } from '../../mocks-server/invoices/SampleInvoice';

const extensionOf = (sample: SampleInvoice) =>
  sample.form === 'photo' ? 'png' : sample.form === 'pdf' ? 'pdf' : 'ofd';

/** The samples as the lab lists them: what each is for, its file's address and its fields. */
export function sampleListOf(samples: readonly SampleInvoice[], badNames: readonly string[]) {
  const items = samples.map((sample) => {
    const fileName = `${sample.slug}.${extensionOf(sample)}`;
    return {
      slug: sample.slug,
      form: sample.form,
      purpose: sample.purpose,
      fileName,
      url: `/__lab/invoices/samples/${fileName}`,
      qrText: invoiceQrText(sample.printed),
      printed: sample.printed,
      authority: sample.authority?.status ?? 'not-found',
    };
  });
  const bad = badNames.map((name) => ({ fileName: name, url: `/__lab/invoices/bad/${name}` }));
  return { items, count: items.length, bad };
}
