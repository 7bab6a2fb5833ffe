import { useLocale, useLocalized } from '@shell/i18n';
import { CNY, formatMoney, MoneyError, sumMoney } from '@shell/money';
import { Button, ConfirmDialog, notices, TextArea, useErrorNotice } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { BacklogStore } from '../BacklogStore';
import { approvalMessages } from '../messages';

/**
 * Bulk agree on the selected bills: a confirm that names how many bills and how much money, one
 * comment shared by all; what became of each bill is said in a notice and listed (BulkResults).
 */
export const BulkAgree = observer(function BulkAgree({ backlog }: { backlog: BacklogStore }) {
  const messages = useLocalized(approvalMessages);
  const locale = useLocale();
  const errorNotice = useErrorNotice();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const chosen = backlog.orderedData.filter((task) => backlog.selected.has(task.billId));
  const total = sumMoney(
    chosen.flatMap((task) => task.expenseMoney ?? []),
    CNY,
  );
  const amount = total instanceof MoneyError ? '—' : formatMoney(total, locale);
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
          const results = await backlog
            .bulkAgree(comment.trim() || messages.bulkComment)
            .catch((error: unknown) => {
              errorNotice.toast(error);
              return null;
            });
          setAsking(false);
          if (!results) return;
          setComment('');
          if (results.length === 0) return;
          const agreed = results.filter((result) => result.ok).length;
          const text = messages.bulkDone(agreed, results.length - agreed);
          if (agreed === results.length) notices.success(text);
          else notices.error(text);
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
    </>
  );
});
