import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocalized } from '../i18n/useLocalized';
import type { PrivilegeCode } from './privilegeCodes';
import { privilegeMessages } from './privilegeMessages';
import { usePrivilege } from './usePrivilege';

export interface PrivilegeGuardProps {
  privilege: PrivilegeCode;
  children: ReactNode;
}

/**
 * Renders its children only for staff holding `privilege`. The children are never mounted
 * otherwise, so the screen's data calls (made on mount) are never sent.
 */
export const PrivilegeGuard = observer(function PrivilegeGuard({
  privilege,
  children,
}: PrivilegeGuardProps) {
  const allowed = usePrivilege(privilege);
  if (allowed) return <>{children}</>;
  return <NoPermission privilege={privilege} />;
});

export function NoPermission({ privilege }: { privilege: PrivilegeCode }) {
  const messages = useLocalized(privilegeMessages);
  return (
    <Box role="alert" aria-labelledby="no-permission-title">
      <Title id="no-permission-title">{messages.noPermissionTitle}</Title>
      <p>{messages.noPermissionText.replace('{privilege}', messages.meaning[privilege])}</p>
    </Box>
  );
}

const Box = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.spacing.xl}px auto;
  padding: ${({ theme }) => theme.spacing.lg}px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size + 6}px;
`;
