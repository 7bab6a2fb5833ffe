import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { Button, ErrorState, notices, Section, Skeleton } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { MoneyText } from '../components/MoneyText';
import type { FeeLinesStore } from '../lines/FeeLinesStore';
import type { FeeTypesStore } from '../lines/FeeTypesStore';
import { feeRuleImportMessages } from './feeRuleImportMessages';
import { feeRuleImportStoreRef } from './FeeRuleImportStore';
import type { Requisition } from './feeRuleImportApi';
import { importRequisitionLines } from './importRequisitionLines';

export interface FeeRuleImportProps {
  /** The fee assignment rule the bill's specification names. */
  ruleId: string;
  specificationId: string;
  lines: FeeLinesStore;
  feeTypes: FeeTypesStore;
}

/**
 * The bill form applying its specification's fee assignment rule (docs/admin.md): the requisitions the
 * rule joins to this bill, each of whose fees can be imported once as new lines of the bill.
 */
export const FeeRuleImport = observer(function FeeRuleImport(props: FeeRuleImportProps) {
  const { ruleId, specificationId, lines, feeTypes } = props;
  const messages = useLocalized(feeRuleImportMessages);
  const store = useStore(feeRuleImportStoreRef);
  const [imported, setImported] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    void store.load(ruleId);
  }, [store, ruleId]);
  if (store.status === 'failed') {
    return <ErrorState title={messages.loadFailed} onRetry={() => void store.load(ruleId)} />;
  }
  if (store.status !== 'loaded') return <Skeleton lines={1} label={messages.loading} />;
  const offered = store.offered(specificationId);
  if (!offered || !store.rule) return null;
  const take = async (requisition: Requisition) => {
    const details = await store.linesOf(requisition.id);
    if (!details) {
      notices.error(messages.importFailed);
      return;
    }
    const count = await importRequisitionLines(details, lines, feeTypes);
    setImported((before) => new Set(before).add(requisition.id));
    if (count > 0) notices.success(messages.added(count));
    else notices.info(messages.nothingToAdd);
  };
  return (
    <Section title={messages.title(store.rule.name)} data-testid="fee-rule-import">
      <Hint>{messages.hint}</Hint>
      {offered.length === 0 ? (
        <Hint>{messages.none}</Hint>
      ) : (
        <Items aria-label={messages.list}>
          {offered.map((requisition) => (
            <li key={requisition.id}>
              <span>
                <strong>{requisition.title || requisition.code}</strong> {requisition.code}
              </span>
              <MoneyText money={requisition.amount} />
              <Button
                aria-label={messages.import(requisition.code || requisition.id)}
                disabled={imported.has(requisition.id)}
                loading={store.importing === requisition.id}
                onClick={() => void take(requisition)}
              >
                {imported.has(requisition.id) ? messages.imported : messages.importLabel}
              </Button>
            </li>
          ))}
        </Items>
      )}
    </Section>
  );
});

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.md}px;
    padding: ${({ theme }) => theme.spacing.xs}px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }

  li > span {
    flex: 1 1 12em;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
