import { useLocalized } from '@shell/i18n';
import { Button, ButtonLink, Card, DataTable, type DataColumn } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { adminRulesMessages } from '../messages';
import { adminRulesPaths } from '../paths';
import type { RuleSummary } from '../types';

export interface RuleTableProps {
  rules: readonly RuleSummary[];
  staffName: (id: string) => string;
  busy: boolean;
  onRemove: (rule: RuleSummary) => void;
}

/** The active rules: name, who they apply to, edit and remove (cards on phones). */
export const RuleTable = observer(function RuleTable({
  rules,
  staffName,
  busy,
  onRemove,
}: RuleTableProps) {
  const messages = useLocalized(adminRulesMessages);
  const scopeOf = (rule: RuleSummary) =>
    rule.staffs.length === 0
      ? messages.allStaffs
      : rule.staffs.length <= 2
        ? rule.staffs.map(staffName).join('、')
        : messages.someStaffs.replace('{count}', String(rule.staffs.length));
  const actions = (rule: RuleSummary) => (
    <Actions>
      <ButtonLink
        to={adminRulesPaths.edit(rule.id)}
        variant="secondary"
        size="sm"
        aria-label={`${messages.edit} ${rule.name}`}
      >
        {messages.edit}
      </ButtonLink>
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        aria-label={`${messages.remove} ${rule.name}`}
        onClick={() => onRemove(rule)}
      >
        {messages.remove}
      </Button>
    </Actions>
  );
  const table: DataColumn<RuleSummary>[] = [
    { key: 'name', header: messages.name, rowHeader: true, cell: (rule) => rule.name },
    { key: 'scope', header: messages.scope, cell: scopeOf },
    { key: 'actions', header: messages.actions, cell: actions },
  ];
  return (
    <DataTable
      caption={messages.rulesTable}
      rows={rules}
      rowKey={(rule) => rule.id}
      columns={table}
      card={(rule) => (
        <Card title={rule.name} as="div">
          <Scope>{scopeOf(rule)}</Scope>
          {actions(rule)}
        </Card>
      )}
    />
  );
});

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Scope = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
