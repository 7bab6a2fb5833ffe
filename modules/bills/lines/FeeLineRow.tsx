import { localizedLabel, useLocale, useLocalized } from '@shell/i18n';
import { formatMoney } from '@shell/money';
import {
  IconButton,
  ItemRow,
  ItemRowAmount,
  ItemRowHead,
  ItemRowNote,
  StatusBadge,
} from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { MoneyText } from '../components/MoneyText';
import { LineInvoiceNotes, useLineInvoiceNotes } from '../invoiceChecks/LineInvoiceNotes';
import { photosOf, type FeeLine } from './FeeLine';
import type { FeeLinesStore } from './FeeLinesStore';
import { lineMessages } from './lineMessages';
import { lineMoney } from './lineTotals';

export interface FeeLineRowProps {
  line: FeeLine;
  store: FeeLinesStore;
  onEdit(key: string): void;
  /** Its other actions (duplicate, move, delete), offered in one sheet for the whole list. */
  onMore(key: string): void;
}

/** The DOM id of a line's main button: the error summary focuses a line by it. */
export const lineTargetId = (key: string) => `fee-line-${key}`;

/**
 * One line in the list: fee type, date and reason, amount, invoices; marked when it lacks a
 * required field or the server named it; read-only with a clear note when its fee type cannot
 * be read. Tapping it edits it; its "more" button offers duplicate, move and delete. Rows are
 * light and re-render alone: a bill may have hundreds.
 */
export const FeeLineRow = observer(function FeeLineRow(props: FeeLineRowProps) {
  const { line, store } = props;
  const messages = useLocalized(lineMessages);
  const locale = useLocale();
  const missing = store.missingOf(line);
  const problems = store.problemsOf(line);
  const readOnly = store.fieldsOf(line) === null;
  const invoiceNotes = useLineInvoiceNotes(line, store);
  const invoices = line.invoices.length + photosOf(line).length;
  const reason =
    typeof line.values.consumptionReasons === 'string' ? line.values.consumptionReasons : '';
  const date = typeof line.values.feeDate === 'string' ? line.values.feeDate : '';
  const money = lineMoney(line);
  const named = [line.feeTypeName, date, money ? formatMoney(money, locale) : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Row
      $flagged={missing.length > 0 || problems.length > 0 || invoiceNotes.blocks}
      aria-label={line.feeTypeName}
    >
      <Top>
        <Main
          id={lineTargetId(line.key)}
          type="button"
          disabled={readOnly}
          onClick={() => props.onEdit(line.key)}
          aria-describedby={`${lineTargetId(line.key)}-notes`}
        >
          <ItemRowHead as="span">
            <strong>{line.feeTypeName}</strong>
            <ItemRowAmount>{money ? <MoneyText money={money} /> : messages.noAmount}</ItemRowAmount>
          </ItemRowHead>
          <ItemRowNote>
            {[date, reason, messages.invoiceCount(invoices)].filter(Boolean).join(' · ')}
          </ItemRowNote>
        </Main>
        {!readOnly && (
          <IconButton label={messages.moreActions(named)} onClick={() => props.onMore(line.key)}>
            ⋯
          </IconButton>
        )}
      </Top>
      <Notes id={`${lineTargetId(line.key)}-notes`}>
        {readOnly && <Problem role="note">{messages.unreadable(line.feeTypeName)}</Problem>}
        {missing.length > 0 && (
          <StatusBadge tone="warning">
            {messages.incomplete}：
            {missing.map((field) => localizedLabel(field, locale)).join('、')}
          </StatusBadge>
        )}
        {problems.map((problem) => (
          <Problem key={problem}>{problem}</Problem>
        ))}
        <LineInvoiceNotes {...invoiceNotes} />
      </Notes>
    </Row>
  );
});

const Row = styled(ItemRow)<{ $flagged: boolean }>`
  border-color: ${({ theme, $flagged }) => ($flagged ? theme.colors.warning : theme.colors.divider)};
  /* A bill of hundreds of lines: rows off screen are not styled, laid out or painted. */
  content-visibility: auto;
  contain-intrinsic-size: auto 72px;
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs}px;
  align-items: flex-start;
`;

const Main = styled.button`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:disabled {
    cursor: default;
  }
`;

const Notes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;

  &:empty {
    display: none;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
