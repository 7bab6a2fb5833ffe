import { useLocale, useLocalized } from '@shell/i18n';
import { CNY, formatMoney, MoneyError, sumMoney } from '@shell/money';
import { Button, ConfirmDialog, TextArea } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import type { BacklogStore } from '../BacklogStore';
import { approvalMessages } from '../messages';

/**
 * Bulk agree on the selected bills: a confirm that names how many bills and how much money, one
 * comment shared by all, then what became of each bill (agreed, or the server's reason).
 */
export const BulkAgree = observer(function BulkAgree({ backlog }: { backlog: BacklogStore }) {
  const messages = useLocalized(approvalMessages);
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const chosen = backlog.orderedData.filter((task) => backlog.selected.has(task.billId));
  const total = sumMoney(
    chosen.flatMap((task) => task.expenseMoney ?? []),
    CNY,
  );
  const amount = total instanceof MoneyError ? '—' : formatMoney(total, locale);
  const results = backlog.bulkResults;
  const titleOf = (id: string) => {
    const task = backlog.list.orderedData.find((each) => each.billId === id);
    return task ? `${task.code} ${task.title}` : id;
  };
  return (
    <>
      <Button
        variant="primary"
        disabled={chosen.length === 0 || backlog.isFetching}
        onClick={() => setAsking(true)}
      >
        {messages.bulkAgree(chosen.length)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={messages.bulkConfirm(chosen.length, amount)}
        confirmLabel={messages.bulkAgree(chosen.length)}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          await backlog.bulkAgree(comment.trim() || messages.bulkComment);
          setAsking(false);
          setComment('');
        }}
      >
        <TextArea
          label={messages.bulkCommentLabel}
          rows={2}
          maxLength={500}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </ConfirmDialog>
      {results && (
        <Results role="status" aria-label={messages.bulkDone(0, 0)}>
          {results.map((result) => (
            <li key={result.id} data-ok={result.ok}>
              {titleOf(result.id)} ·{' '}
              {result.ok ? messages.bulkAgreed : messages.bulkRefused(result.message)}
            </li>
          ))}
        </Results>
      )}
    </>
  );
});

const Results = styled.ul`
  flex-basis: 100%;
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg}px;

  li[data-ok='false'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
