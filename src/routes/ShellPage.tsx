import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A centred card used by the shell's own screens (sign-in, enterprise selection). */
export function ShellPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Wrapper>
      <Card aria-labelledby="shell-page-title">
        <Title id="shell-page-title">{title}</Title>
        {children}
      </Card>
    </Wrapper>
  );
}

const Wrapper = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: 24px;
  background: ${({ theme }) => theme.colors.background};
`;

const Card = styled.section`
  width: min(440px, 100%);
  padding: 32px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.font.size + 6}px;
  line-height: ${({ theme }) => theme.font.lineHeight + 6}px;
`;
