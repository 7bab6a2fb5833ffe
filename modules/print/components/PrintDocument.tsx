import { useLocalized, useLocale } from '@shell/i18n';
import { formatDecimal } from '@shell/money';
import styled from 'styled-components';
import { billPageMessages } from '../billPageMessages';
import { printMessages } from '../messages';
import type { PrintBill } from '../types';
import { BillCodeQr } from './BillCodeQr';
import { PRINT_DOCUMENT_CLASS, PrintMediaStyle } from './PrintMediaStyle';

export interface PrintDocumentProps {
  bill: PrintBill;
  submitterName: string;
}

/** What goes on paper: the bill's code in text and as a QR code, its title, submitter and amount. */
export function PrintDocument({ bill, submitterName }: PrintDocumentProps) {
  const messages = useLocalized(billPageMessages);
  const common = useLocalized(printMessages);
  const locale = useLocale();
  const amount = bill.amount
    ? `${bill.currencySymbol}${formatDecimal(bill.amount, 2, locale)}`
    : '';
  return (
    <Paper className={PRINT_DOCUMENT_CLASS} aria-label={messages.document}>
      <PrintMediaStyle />
      <Header>
        <div>
          <Heading>{messages.documentHeading}</Heading>
          <Code>{bill.code}</Code>
        </div>
        {bill.code && <BillCodeQr code={bill.code} label={messages.qrLabel(bill.code)} />}
      </Header>
      <Fields>
        <dt>{common.columns.title}</dt>
        <dd>{bill.title || common.untitled}</dd>
        <dt>{common.columns.submitter}</dt>
        <dd>{submitterName}</dd>
        <dt>{messages.amount}</dt>
        <dd>{amount}</dd>
      </Fields>
    </Paper>
  );
}

const Paper = styled.article`
  margin-top: ${({ theme }) => theme.spacing.xl}px;
  padding: ${({ theme }) => theme.spacing.xl}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};

  /* Paper is white whatever the screen theme is: black on white, no frame. */
  @media print {
    border: none;
    color: black;
    background: white;
  }
`;

const Header = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.lg}px;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
  font-size: ${({ theme }) => theme.font.size + 4}px;
`;

const Code = styled.p`
  margin: 0;
  font-family: monospace;
  font-size: ${({ theme }) => theme.font.size + 2}px;
  letter-spacing: 1px;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.lg}px;
  margin: ${({ theme }) => theme.spacing.lg}px 0 0;

  dd {
    margin: 0;
  }
`;
