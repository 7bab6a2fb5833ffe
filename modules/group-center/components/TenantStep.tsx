import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { groupCenterMessages } from '../messages';
import { isAllCreate, type DistributionWizard } from '../models/DistributionWizard';
import { Tag } from './Tag';

/** Step 1: search, select all or one by one; all-create tenants are marked. */
export const TenantStep = observer(function TenantStep({ wizard }: { wizard: DistributionWizard }) {
  const messages = useLocalized(groupCenterMessages);
  return (
    <section aria-label={messages.stepTenants}>
      <input
        type="search"
        aria-label={messages.search}
        placeholder={messages.search}
        value={wizard.search}
        onChange={(event) => wizard.setSearch(event.target.value)}
      />
      <Row>
        <input
          type="checkbox"
          checked={wizard.selectAll}
          onChange={(event) => wizard.selectAllTenants(event.target.checked)}
        />
        {messages.selectAll}
      </Row>
      <List>
        {wizard.visibleTenants.map((tenant) => (
          <li key={tenant.corporationId}>
            <Row>
              <input
                type="checkbox"
                checked={wizard.isSelected(tenant.corporationId)}
                onChange={() => wizard.toggleTenant(tenant.corporationId)}
              />
              {tenant.name}
              {isAllCreate(tenant) && <Tag>{messages.allCreate}</Tag>}
              {!tenant.active && <Tag>{messages.inactive}</Tag>}
            </Row>
          </li>
        ))}
      </List>
      <Button
        type="button"
        variant="primary"
        disabled={!wizard.canLeaveTenantStep}
        onClick={() => wizard.goToStep(2)}
      >
        {messages.next}
      </Button>
    </section>
  );
});

const Row = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: center;
  padding: ${({ theme }) => theme.spacing.xs}px 0;
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  padding: 0;
`;
