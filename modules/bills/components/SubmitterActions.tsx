import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { ActionBar, Button, ButtonLink, ConfirmDialog, notices, useErrorNotice } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { billsStoreRef } from '../BillsStore';
import { editMessages } from '../editMessages';
import { billsPaths } from '../paths';
import type { BillDetail } from '../types';
import { stepMessages } from './stepMessages';

type Asking = 'retract' | 'remove' | null;

/**
 * What the submitter may do with their bill, each offered only when the server allows it:
 * edit, recall (撤回, confirmed), delete a draft (confirmed), copy into a new draft.
 */
export const SubmitterActions = observer(function SubmitterActions({ bill }: { bill: BillDetail }) {
  const { steps } = useStore(billsStoreRef);
  const messages = useLocalized(stepMessages);
  const edit = useLocalized(editMessages);
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const allowed = new Set(bill.actions);
  const errorNotice = useErrorNotice();
  const problem = steps.problemFor(bill.id) && errorNotice.textOf(steps.errorFor(bill.id));
  const busy = steps.busy === bill.id;
  if (!['edit', 'retract', 'delete', 'copy'].some((action) => allowed.has(action))) return null;
  const say = (done: boolean, text: string) => {
    if (done) notices.success(text);
    else errorNotice.toast(steps.errorFor(bill.id));
  };
  return (
    <>
      {/* The notice announced it; this stays beside the actions once the notice has gone. */}
      {problem && <p>{problem}</p>}
      <ActionBar label={messages.actions}>
        {allowed.has('delete') && (
          <Button variant="danger" disabled={busy} onClick={() => setAsking('remove')}>
            {messages.remove}
          </Button>
        )}
        {allowed.has('retract') && (
          <Button disabled={busy} onClick={() => setAsking('retract')}>
            {messages.retract}
          </Button>
        )}
        {allowed.has('copy') && (
          <Button
            loading={busy}
            onClick={async () => {
              const copy = await steps.copy(bill.id);
              say(copy !== null, messages.copied);
              if (copy) navigate(billsPaths.edit(copy.id));
            }}
          >
            {messages.copy}
          </Button>
        )}
        {allowed.has('edit') && <ButtonLink to={billsPaths.edit(bill.id)}>{edit.edit}</ButtonLink>}
      </ActionBar>
      <ConfirmDialog
        open={asking !== null}
        tone={asking === 'remove' ? 'danger' : 'primary'}
        title={asking === 'remove' ? messages.removeTitle : messages.retractTitle}
        confirmLabel={asking === 'remove' ? messages.remove : messages.retract}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          if (asking === 'remove') {
            const done = await steps.remove(bill.id);
            say(done, messages.removed);
            if (done) navigate(billsPaths.mine());
          } else {
            say((await steps.retract(bill.id)) !== null, messages.retracted);
          }
          setAsking(null);
        }}
      >
        {asking === 'remove' ? messages.removeBody : messages.retractBody}
      </ConfirmDialog>
    </>
  );
});
