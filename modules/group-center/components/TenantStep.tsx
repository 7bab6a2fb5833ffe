import { useLocalized } from '@shell/i18n';
import { Button, Checkbox, SearchField, Stack, Tag } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { groupCenterMessages } from '../messages';
import { isAllCreate, type DistributionWizard } from '../models/DistributionWizard';

/** Step 1: search, select all or one by one; all-create tenants are marked. */
export const TenantStep = observer(function TenantStep({ wizard }: { wizard: DistributionWizard }) {
  const messages = useLocalized(groupCenterMessages);
  return (
    <section aria-label={messages.stepTenants}>
      <Stack>
        <SearchField
          label={messages.search}
          value={wizard.search}
          onChange={(text) => wizard.setSearch(text)}
        />
        <Checkbox
          label={messages.selectAll}
          checked={wizard.selectAll}
          onChange={(event) => wizard.selectAllTenants(event.target.checked)}
        />
        <List>
          {wizard.visibleTenants.map((tenant) => (
            <li key={tenant.corporationId}>
              <Checkbox
                label={
                  <Name>
                    {tenant.name}
                    {isAllCreate(tenant) && <Tag>{messages.allCreate}</Tag>}
                    {!tenant.active && <Tag>{messages.inactive}</Tag>}
                  </Name>
                }
                checked={wizard.isSelected(tenant.corporationId)}
                onChange={() => wizard.toggleTenant(tenant.corporationId)}
              />
            </li>
          ))}
        </List>
        <Next>
          <Button
            variant="primary"
            disabled={!wizard.canLeaveTenantStep}
            onClick={() => wizard.goToStep(2)}
          >
            {messages.next}
          </Button>
        </Next>
      </Stack>
    </section>
  );
});

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};

  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const Name = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Next = styled.div`
  display: flex;
  justify-content: flex-end;
`;
