import { useLocalized } from '@shell/i18n';
import { moneyOf } from '@shell/money';
import { ActionSheet, Button, ConfirmDialog, ErrorState, List } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { MoneyText } from '../components/MoneyText';
import type { RefSource } from '../forms/refEntities';
import { InvoiceCapture } from '../capture/InvoiceCapture';
import type { FeeLine } from './FeeLine';
import { FeeLineRow, lineTargetId } from './FeeLineRow';
import type { FeeLinesStore } from './FeeLinesStore';
import type { FeeTypesStore } from './FeeTypesStore';
import { LineEditor } from './LineEditor';
import { lineMessages } from './lineMessages';

export interface FeeLinesSectionProps {
  store: FeeLinesStore;
  feeTypes: FeeTypesStore;
  refSource: RefSource;
  today: string;
}

type Editing = { key: string | null } | null;

/** The bill's lines: listed with their total, added and edited in a sheet or drawer. */
export const FeeLinesSection = observer(function FeeLinesSection(props: FeeLinesSectionProps) {
  const { store, feeTypes } = props;
  const messages = useLocalized(lineMessages);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<FeeLine | null>(null);
  const [acting, setActing] = useState<string | null>(null);
  const line = editing?.key ? store.lines.find((each) => each.key === editing.key) : undefined;
  // Stable for every row: adding or changing one line re-renders that line alone, not 200.
  const edit = useCallback((key: string) => setEditing({ key }), []);
  const more = useCallback((key: string) => setActing(key), []);
  const actingIndex = acting ? store.lines.findIndex((each) => each.key === acting) : -1;
  const actingLine = store.lines[actingIndex];
  const close = (focusKey: string | null) => {
    setEditing(null);
    // Back to the line just written, or to Add: focus never falls to the page's top.
    const target = focusKey ? lineTargetId(focusKey) : 'fee-lines-add';
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  };
  if (feeTypes.error) {
    return <ErrorState title={messages.feeTypesFailed} onRetry={() => void feeTypes.load()} />;
  }
  return (
    <>
      {store.lines.length === 0 ? (
        <Empty>{messages.noLines}</Empty>
      ) : (
        <List as="ol" aria-label={messages.lines}>
          {store.lines.map((each) => (
            <FeeLineRow key={each.key} line={each} store={store} onEdit={edit} onMore={more} />
          ))}
        </List>
      )}
      <Footer>
        <InvoiceCapture lines={store} feeTypes={feeTypes}>
          <Button id="fee-lines-add" onClick={() => setEditing({ key: null })}>
            + {messages.addLine}
          </Button>
        </InvoiceCapture>
        <Total data-testid="lines-total">
          {messages.lineCount(store.lines.length)} · {messages.total}{' '}
          <MoneyText money={moneyOf(store.total)} />
        </Total>
      </Footer>
      <LineEditor
        open={editing !== null}
        feeTypes={feeTypes}
        base={store.base}
        line={line ?? null}
        refSource={props.refSource}
        today={props.today}
        onClose={() => close(editing?.key ?? null)}
        onDone={(change) => {
          const key = line
            ? line.key
            : store.add(
                change.feeTypeId,
                change.feeTypeName,
                change.values,
                [],
                change.money ?? null,
              );
          if (line) store.update(line.key, change);
          close(key);
        }}
      />
      <ActionSheet
        open={actingLine !== undefined}
        title={actingLine?.feeTypeName ?? ''}
        onClose={() => setActing(null)}
        actions={
          actingLine
            ? [
                {
                  key: 'duplicate',
                  label: messages.duplicate,
                  onSelect: () => store.duplicate(actingLine.key),
                },
                {
                  key: 'up',
                  label: messages.moveUp,
                  disabled: actingIndex === 0,
                  onSelect: () => store.move(actingLine.key, -1),
                },
                {
                  key: 'down',
                  label: messages.moveDown,
                  disabled: actingIndex === store.lines.length - 1,
                  onSelect: () => store.move(actingLine.key, 1),
                },
                {
                  key: 'delete',
                  label: messages.deleteWord,
                  tone: 'danger',
                  onSelect: () => setRemoving(actingLine),
                },
              ]
            : []
        }
      />
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={messages.confirmRemove(removing?.feeTypeName ?? '')}
        confirmLabel={messages.deleteWord}
        onConfirm={() => {
          if (removing) {
            // Focus goes on to the line that took its place (or Add), never to the page's top.
            const index = store.lines.findIndex((each) => each.key === removing.key);
            store.remove(removing.key);
            const next = store.lines[Math.min(index, store.lines.length - 1)];
            requestAnimationFrame(() =>
              document.getElementById(next ? lineTargetId(next.key) : 'fee-lines-add')?.focus(),
            );
          }
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
});

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: center;
  justify-content: space-between;
`;

const Total = styled.span`
  font-weight: 600;
`;
