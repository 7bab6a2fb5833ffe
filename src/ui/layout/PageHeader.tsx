import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { media, typo } from '@shell/theme';
import { Button } from '../controls/Button';
import { useFrame, useFramePage } from '../frame/FrameContext';
import { goBack, navigateInApp } from '../frame/navigateInApp';
import { kitMessages } from '../kitMessages';
import { VisuallyHidden } from '../VisuallyHidden';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Where back goes: an in-app path, or true for history back. */
  back?: string | true;
  /** Page-level actions (create, export); they wrap under the title on phones. */
  actions?: ReactNode;
}

/**
 * The page's one h1 and its actions. In the phone frame the top bar (or the host's own bar) shows
 * the title and back, so the heading stays for screen readers only and nothing is drawn twice.
 */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  const { compact } = useFrame();
  const messages = useLocalized(kitMessages);
  useFramePage(title, back);
  const heading = <Title id="page-title">{title}</Title>;
  return (
    <Header>
      {compact ? (
        <VisuallyHidden>{heading}</VisuallyHidden>
      ) : (
        <TitleRow>
          {back !== undefined && (
            <Button variant="text" onClick={() => (back === true ? goBack() : navigateInApp(back))}>
              ‹ {messages.back}
            </Button>
          )}
          {heading}
        </TitleRow>
      )}
      {description && <Lead>{description}</Lead>}
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.lg}px;
  margin-bottom: ${({ theme }) => theme.spacing.lg}px;

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    margin-bottom: ${({ theme }) => theme.spacing.md}px;
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  ${typo('headline')}
  overflow-wrap: anywhere;
`;

const Lead = styled.p`
  grid-column: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Actions = styled.div`
  grid-column: 2;
  grid-row: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  justify-content: flex-end;

  ${media.phone} {
    grid-column: 1;
    grid-row: auto;
    justify-content: stretch;

    & > * {
      flex: 1 1 auto;
    }
  }
`;
