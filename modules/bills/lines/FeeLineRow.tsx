import { localizedLabel, useLocale, useLocalized } from '@shell/i18n';
import { moneyOf } from '@shell/money';
import { Button, StatusBadge } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { MoneyText } from '../components/MoneyText';
import { photosOf, type FeeLine } from './FeeLine';
import type { FeeLinesStore } from './FeeLinesStore';
import { lineMessages } from './lineMessages';
import { lineAmount } from './lineTotals';

export interface FeeLineRowProps {
  line: FeeLine;
  index: number;
  store: FeeLinesStore;
  onEdit(): void;
  onRemove(): void;
}

/** The DOM id of a line's main button: the error summary focuses a line by it. */
export const lineTargetId = (key: string) => `fee-line-${key}`;

/**
 * One line in the list: fee type, date and reason, amount, invoices; marked when it lacks a
 * required field or the server named it; read-only with a clear note when its fee type cannot
 * be read. Its actions: edit (the row), duplicate, move, delete.
 */
export const FeeLineRow = observer(function FeeLineRow(props: FeeLineRowProps) {
  const { line, index, store } = props;
  const messages = useLocalized(lineMessages);
  const locale = useLocale();
  const amount = lineAmount(line);
  const missing = store.missingOf(line);
  const problems = store.problemsOf(line);
  const readOnly = store.fieldsOf(line) === null;
  const invoices = line.invoices.length + photosOf(line).length;
  const reason =
    typeof line.values.consumptionReasons === 'string' ? line.values.consumptionReasons : '';
  const date = typeof line.values.feeDate === 'string' ? line.values.feeDate : '';
  return (
    <Row $flagged={missing.length > 0 || problems.length > 0} aria-label={line.feeTypeName}>
      <Main
        id={lineTargetId(line.key)}
        type="button"
        disabled={readOnly}
        onClick={props.onEdit}
        aria-describedby={`${lineTargetId(line.key)}-notes`}
      >
        <Head>
          <strong>{line.feeTypeName}</strong>
          <Amount>{amount ? <MoneyText money={moneyOf(amount)} /> : messages.noAmount}</Amount>
        </Head>
        <Muted>{[date, reason, messages.invoiceCount(invoices)].filter(Boolean).join(' · ')}</Muted>
      </Main>
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
      </Notes>
      {!readOnly && (
        <Tools>
          <Button size="sm" variant="text" onClick={() => store.duplicate(line.key)}>
            {messages.duplicate}
          </Button>
          <Button
            size="sm"
            variant="text"
            disabled={index === 0}
            onClick={() => store.move(line.key, -1)}
          >
            {messages.moveUp}
          </Button>
          <Button
            size="sm"
            variant="text"
            disabled={index === store.lines.length - 1}
            onClick={() => store.move(line.key, 1)}
          >
            {messages.moveDown}
          </Button>
          <Button
            size="sm"
            variant="text"
            aria-label={messages.remove(line.feeTypeName)}
            onClick={props.onRemove}
          >
            {messages.deleteWord}
          </Button>
        </Tools>
      )}
    </Row>
  );
});

const Row = styled.li<{ $flagged: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.md}px;
  border: 1px solid
    ${({ theme, $flagged }) => ($flagged ? theme.colors.warning : theme.colors.divider)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Main = styled.button`
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

const Head = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Amount = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
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

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;
  justify-content: flex-end;
`;
