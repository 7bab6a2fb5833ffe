import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ModulePageProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The common frame of a micro-application page: one h1, an optional lead, then content. */
export function ModulePage({ title, description, children }: ModulePageProps) {
  return (
    <Section aria-labelledby="module-page-title">
      <Title id="module-page-title">{title}</Title>
      {description && <Lead>{description}</Lead>}
      {children}
    </Section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <Empty role="status">{children}</Empty>;
}

const Section = styled.section`
  max-width: 1080px;
  margin: 0 auto;
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.font.size + 6}px;
  line-height: ${({ theme }) => theme.font.lineHeight + 6}px;
`;

const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Empty = styled.p`
  padding: 48px 24px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
