import { useLocalized } from '@shell/i18n';
import { Button, layerManager, type LayerContentProps } from '@shell/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { matchStaff } from './matchStaff';
import { pickerMessages } from './pickerMessages';
import { StaffDetails } from './StaffDetails';
import { Hint, Mark, Options, Secondary } from './pickerStyles';
import type { StaffChoice } from './types';

export interface StaffChooserParams {
  staffs: readonly StaffChoice[];
  value: readonly string[];
}

/**
 * The staff drawer's content: search, tick, look at a staff's details (a modal pushed on top of
 * the drawer), then OK hands the chosen ids back to the opener; Cancel or Escape keeps the old.
 */
export function StaffChooser({ params, close }: LayerContentProps) {
  const { staffs, value } = params as StaffChooserParams;
  const messages = useLocalized(pickerMessages);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>(value);
  const shown = matchStaff(staffs, search);
  const toggle = (id: string) =>
    setChosen(chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id]);
  const showDetails = (staff: StaffChoice) =>
    void layerManager.open(
      { key: 'staff-details', title: staff.name, kind: 'modal', component: StaffDetails },
      staff,
      { stack: true },
    );
  return (
    <>
      <input
        type="search"
        aria-label={messages.searchStaff}
        placeholder={messages.searchStaff}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Hint role="status">{messages.selected.replace('{count}', String(chosen.length))}</Hint>
      <List>
        {shown.length === 0 && <li>{messages.noStaff}</li>}
        {shown.map((staff) => (
          <Row key={staff.id}>
            <label>
              <input
                type="checkbox"
                checked={chosen.includes(staff.id)}
                onChange={() => toggle(staff.id)}
              />
              {staff.name}
              {staff.code && <Secondary> {staff.code}</Secondary>}
              {staff.external && <Mark>{messages.external}</Mark>}
            </label>
            <Button type="button" onClick={() => showDetails(staff)}>
              {messages.details(staff.name)}
            </Button>
          </Row>
        ))}
      </List>
      <Actions>
        <Button type="button" variant="primary" onClick={() => close([...chosen])}>
          {messages.ok}
        </Button>
        <Button type="button" onClick={() => close()}>
          {messages.cancel}
        </Button>
      </Actions>
    </>
  );
}

// In a drawer the list may use the height it has.
const List = styled(Options)`
  max-height: 60vh;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin-top: ${({ theme }) => theme.spacing.md}px;
`;
