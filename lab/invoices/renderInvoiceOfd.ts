import { strToU8, zipSync } from 'fflate';
import QRCode from 'qrcode';
import type { PrintedInvoice } from '../../mocks-server/invoices/SampleInvoice';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-invoice's own data file, `EInvoice`-style, as fully digital OFD invoices carry it. */
function invoiceXml(invoice: PrintedInvoice): string {
  const tag = (name: string, value: string) =>
    value ? `<${name}>${escapeXml(value)}</${name}>` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<EInvoice><Header>',
    tag('InvoiceTypeCode', invoice.typeCode),
    '</Header><TaxSupervisionInfo>',
    tag('InvoiceCode', invoice.invoiceCode),
    tag('InvoiceNumber', invoice.invoiceNumber),
    tag('IssueTime', invoice.issueDate),
    tag('CheckCode', invoice.checkCode),
    '</TaxSupervisionInfo><EInvoiceData><BuyerInformation>',
    tag('BuyerName', invoice.buyerName),
    '</BuyerInformation><SellerInformation>',
    tag('SellerName', invoice.sellerName),
    '</SellerInformation><BasicInformation>',
    tag('TotalAmWithoutTax', invoice.amount),
    tag('TotalTaxAm', invoice.tax),
    tag('TotalTax-includedAmount', invoice.total),
    '</BasicInformation></EInvoiceData></EInvoice>',
  ].join('');
}

const OFD_XML = `<?xml version="1.0" encoding="UTF-8"?>
<ofd:OFD xmlns:ofd="http://www.ofdspec.org/2016" Version="1.1" DocType="OFD"><ofd:DocBody><ofd:DocInfo><ofd:DocID>lab-invoice</ofd:DocID></ofd:DocInfo><ofd:DocRoot>Doc_0/Document.xml</ofd:DocRoot></ofd:DocBody></ofd:OFD>`;

const DOCUMENT_XML = `<?xml version="1.0" encoding="UTF-8"?>
<ofd:Document xmlns:ofd="http://www.ofdspec.org/2016"><ofd:CommonData><ofd:PageArea><ofd:PhysicalBox>0 0 240 140</ofd:PhysicalBox></ofd:PageArea><ofd:DocumentRes>DocumentRes.xml</ofd:DocumentRes></ofd:CommonData><ofd:Pages><ofd:Page ID="1" BaseLoc="Pages/Page_0/Content.xml"/></ofd:Pages></ofd:Document>`;

const RES_XML = `<?xml version="1.0" encoding="UTF-8"?>
<ofd:Res xmlns:ofd="http://www.ofdspec.org/2016" BaseLoc="Res"><ofd:MultiMedias><ofd:MultiMedia ID="7" Type="Image" Format="PNG"><ofd:MediaFile>qrcode.png</ofd:MediaFile></ofd:MultiMedia></ofd:MultiMedias></ofd:Res>`;

function contentXml(invoice: PrintedInvoice): string {
  const text = (id: number, x: number, y: number, value: string) =>
    `<ofd:TextObject ID="${id}" Boundary="${x} ${y} 80 5" Font="3" Size="3.5"><ofd:TextCode X="0" Y="3.5">${escapeXml(value)}</ofd:TextCode></ofd:TextObject>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<ofd:Page xmlns:ofd="http://www.ofdspec.org/2016"><ofd:Content><ofd:Layer ID="2"><ofd:ImageObject ID="8" ResourceID="7" Boundary="10 8 22 22" CTM="22 0 0 22 0 0"/>${text(9, 168, 12, `No. ${invoice.invoiceNumber}`)}${text(10, 168, 18, invoice.issueDate)}${text(11, 130, 110, `Total ${invoice.total}`)}</ofd:Layer></ofd:Content></ofd:Page>`;
}

/**
 * An OFD e-invoice: a zip of XML parts with the QR as an image resource; `withXml` adds the
 * invoice's own data file, which readers take the fields from before looking at the QR.
 */
export async function renderInvoiceOfd(
  invoice: PrintedInvoice,
  qrText: string,
  withXml: boolean,
): Promise<Uint8Array> {
  const png = await QRCode.toBuffer(qrText, { errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  const files: Record<string, Uint8Array> = {
    'OFD.xml': strToU8(OFD_XML),
    'Doc_0/Document.xml': strToU8(DOCUMENT_XML),
    'Doc_0/DocumentRes.xml': strToU8(RES_XML),
    'Doc_0/Pages/Page_0/Content.xml': strToU8(contentXml(invoice)),
    'Doc_0/Res/qrcode.png': new Uint8Array(png),
  };
  if (withXml) files['Doc_0/Attachs/original_invoice.xml'] = strToU8(invoiceXml(invoice));
  return zipSync(files, { mtime: new Date('2024-01-01T00:00:00Z') });
}
