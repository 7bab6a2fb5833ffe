import { useLocale, useLocalized } from '@shell/i18n';
import { chineseCapitalAmount, formatMoney } from '@shell/money';
import { formatMonthDay } from '@shell/time';
import styled from 'styled-components';
import { billPageMessages } from '../billPageMessages';
import type { PrintBill } from '../types';
import { BillCodeQr } from './BillCodeQr';
import { PRINT_DOCUMENT_CLASS, PrintMediaStyle } from './PrintMediaStyle';
import { SheetLines } from './SheetLines';
import { sheetMessages } from './sheetMessages';
import { SheetTrail } from './SheetTrail';

export interface PrintDocumentProps {
  bill: PrintBill;
  submitterName: string;
  /** The chosen template: `default`, `withDetails` or `cover`. */
  templateId?: string;
  nameOf?: (staffId: string | null) => string;
  now?: number;
}

const dateOf = (ms: number | null) => (ms ? new Date(ms).toISOString().slice(0, 10) : '—');

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
    [messages.printedAt, props.now ? formatMonthDay(props.now) : ''],
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

const Info = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 4px 16px;
  margin: ${({ theme }) => theme.spacing.md}px 0 0;

  div {
    display: flex;
    gap: 8px;
  }

  dt::after {
    content: '：';
  }

  dd {
    margin: 0;
  }
`;

const Paste = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 120mm;
  border: 1px dashed currentColor;
`;

const Signatures = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 16px;
  margin-top: ${({ theme }) => theme.spacing.xl}px;
  break-inside: avoid;
`;
