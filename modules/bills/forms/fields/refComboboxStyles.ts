import styled from 'styled-components';

export const Wrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
`;

export const Popup = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.popup};
  margin-top: ${({ theme }) => theme.spacing.xxs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  max-height: 280px;
  overflow-y: auto;
`;

export const Listbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.sm}px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.divider : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focusRing}` : 'none')};
  outline-offset: -2px;
`;

export const Details = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Status = styled.div`
  padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};

  &:empty {
    display: none;
  }
`;
