import { useLocale, useLocalized } from '@shell/i18n';
import { chineseCapitalAmount, formatMoney } from '@shell/money';
import { formatDate } from '@shell/time';
import styled from 'styled-components';
import { billPageMessages } from '../billPageMessages';
import type { PrintBill } from '../types';
import { BillCodeQr } from './BillCodeQr';
import { PRINT_DOCUMENT_CLASS, PrintMediaStyle } from './PrintMediaStyle';
import { SheetLines } from './SheetLines';
import { sheetMessages } from './sheetMessages';
import { SheetTrail } from './SheetTrail';
import { Info, Paste, Signatures } from './sheetStyles';

export interface PrintDocumentProps {
  bill: PrintBill;
  submitterName: string;
  /** The chosen template: `default`, `withDetails` or `cover`. */
  templateId?: string;
  nameOf?: (staffId: string | null) => string;
  now?: number;
}

// The day where the paper is signed (local), not in UTC: a bill of 00:30 in Beijing is that day's.
const dateOf = (ms: number | null | undefined) => (ms ? formatDate(ms) : '—');

/**
 * What goes on paper (A4 portrait, black on white, nothing of the app around it): company,
 * bill type and code with its QR code, title, submitter, department and dates; then every line
 * with the total and the amount in Chinese capitals (the cover sheet sums them and leaves room
 * to paste the invoices); then the approval trail and the signature boxes.
 */
export function PrintDocument(props: PrintDocumentProps) {
  const { bill, templateId = 'default', nameOf = (id) => id ?? '' } = props;
  const { sheet } = bill;
  const messages = useLocalized(sheetMessages);
  const page = useLocalized(billPageMessages);
  const locale = useLocale();
  const total = sheet.expenseMoney;
  const invoices = sheet.lines.reduce((sum, line) => sum + line.invoiceCount, 0);
  const info: [string, string][] = [
    [messages.title, bill.title],
    [messages.submitter, props.submitterName],
    [messages.department, sheet.departmentName || '—'],
    [messages.created, dateOf(sheet.createTime)],
    [messages.submitted, dateOf(sheet.submitDate)],
    [messages.printedAt, dateOf(props.now)],
  ];
  return (
    <Paper className={PRINT_DOCUMENT_CLASS} aria-label={page.document}>
      <PrintMediaStyle />
      <Header>
        <div>
          <Company>{sheet.corporationName}</Company>
          <Heading>{messages.heading[templateId] ?? messages.heading.default}</Heading>
          <Code>
            {messages.formTypes[sheet.formType] ?? ''} {bill.code}
          </Code>
        </div>
        {bill.code && <BillCodeQr code={bill.code} label={page.qrLabel(bill.code)} pixels={96} />}
      </Header>
      <Info>
        {info.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Info>
      {templateId === 'cover' ? (
        <>
          <p>
            {messages.lineCount(sheet.lines.length, invoices)} · {messages.expenseMoney}{' '}
            {total ? formatMoney(total, locale) : '—'}（
            {total ? chineseCapitalAmount(total.standard) : ''}）
          </p>
          <Paste>{messages.pasteHere}</Paste>
        </>
      ) : (
        <SheetLines lines={sheet.lines} total={total} />
      )}
      <SheetTrail steps={sheet.trail} nameOf={nameOf} />
      <Signatures>
        {messages.signatures.map((label) => (
          <span key={label}>{label}：</span>
        ))}
      </Signatures>
    </Paper>
  );
}

const Paper = styled.article`
  margin-top: ${({ theme }) => theme.spacing.xl}px;
  padding: ${({ theme }) => theme.spacing.xl}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: white;
  color: black;
  max-width: 210mm;

  /* A phone's preview gives the lines table the width the frame would take. */
  @media screen and (max-width: 599px) {
    padding: ${({ theme }) => theme.spacing.sm}px;
  }

  @media print {
    padding: 0;
    border: none;
  }
`;

const Header = styled.header`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.lg}px;
`;

const Company = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size + 2}px;
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.spacing.xs}px 0;
  font-size: ${({ theme }) => theme.font.size + 6}px;
`;

const Code = styled.p`
  margin: 0;
  font-family: monospace;
  letter-spacing: 1px;
`;
