import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader, type PageHeaderProps } from './PageHeader';

export interface PageProps extends PageHeaderProps {
  children?: ReactNode;
  /** 'wide' uses the desktop's width for tables; 'narrow' keeps forms readable. */
  width?: 'narrow' | 'normal' | 'wide';
  /** A bar pinned to the bottom on phones (save, submit, agree): the page leaves room for it. */
  actionBar?: ReactNode;
}

const MAX_WIDTH = { narrow: 720, normal: 1080, wide: 1440 } as const;

/** The frame of every screen inside the app: a header, then content, then an optional action bar. */
export function Page({ children, width = 'normal', actionBar, ...header }: PageProps) {
  return (
    <Section aria-labelledby="page-title" $max={MAX_WIDTH[width]}>
      <PageHeader {...header} />
      {children}
      {actionBar}
    </Section>
  );
}

const Section = styled.section<{ $max: number }>`
  width: 100%;
  max-width: ${({ $max }) => $max}px;
  margin: 0 auto;
  min-width: 0;
`;
