import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { tabStyles } from './tabStyles';

export interface TabNavItem {
  to: string;
  label: ReactNode;
  /** Matches only this exact path (a parent route's tab). */
  end?: boolean;
}

/** Tabs that are routes (each its own address, so reload and back work): links with aria-current. */
export function TabNav({ label, items }: { label: string; items: readonly TabNavItem[] }) {
  return (
    <Bar aria-label={label}>
      {items.map((item) => (
        <Tab key={item.to} to={item.to} end={item.end}>
          {item.label}
        </Tab>
      ))}
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  margin-bottom: ${({ theme }) => theme.spacing.lg}px;
`;

const Tab = styled(NavLink)`
  ${tabStyles}

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brandOnSurface};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;
