import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
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
  return (
    <Table aria-label={messages.rulesTable}>
      <thead>
        <tr>
          <th scope="col">{messages.name}</th>
          <th scope="col">{messages.scope}</th>
          <th scope="col">{messages.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule) => (
          <tr key={rule.id}>
            <td>{rule.name}</td>
            <td>{scopeOf(rule)}</td>
            <td>
              <Link to={adminRulesPaths.edit(rule.id)} aria-label={`${messages.edit} ${rule.name}`}>
                {messages.edit}
              </Link>{' '}
              <Button
                type="button"
                disabled={busy}
                aria-label={`${messages.remove} ${rule.name}`}
                onClick={() => onRemove(rule)}
              >
                {messages.remove}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
});

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm}px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;
