import type { ReactNode } from 'react';
import styled from 'styled-components';

/** One label–value pair of a description list; nothing when the value is absent. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Pair>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </Pair>
  );
}

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.lg}px;
  margin: 0;
`;

const Pair = styled.div`
  min-width: 0;

  dd {
    overflow-wrap: anywhere;
  }

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
  }
`;
