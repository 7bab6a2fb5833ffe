import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@shell/theme';

export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
  /** Spans the whole row (a long remark). */
  wide?: boolean;
}

/** Label/value pairs: a grid on desktop, label above value on phones. */
export function Descriptions({ items }: { items: readonly DescriptionItem[] }) {
  return (
    <Grid>
      {items.map((item, index) => (
        <Pair key={index} $wide={item.wide ?? false}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Pair>
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.xl}px;
  margin: 0;
`;

const Pair = styled.div<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: minmax(6em, 35%) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-width: 0;
  ${({ $wide }) => $wide && 'grid-column: 1 / -1;'}

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;
