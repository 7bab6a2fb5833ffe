import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tabStyles } from './tabStyles';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<V extends string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  items: readonly TabItem<V>[];
}

/** In-page tabs with panels (WAI-ARIA tabs; Radix moves focus with the arrow keys). */
export function Tabs<V extends string>({ label, value, onChange, items }: TabsProps<V>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onChange(next as V)}>
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

const List = styled(RadixTabs.List)`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  margin-bottom: ${({ theme }) => theme.spacing.lg}px;
`;

const Trigger = styled(RadixTabs.Trigger)`
  ${tabStyles}

  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.brandOnSurface};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;
