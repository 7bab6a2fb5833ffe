import styled from 'styled-components';
import { OVERLAY_DEFAULTS } from '../overlays/overlayConstants';

export const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${OVERLAY_DEFAULTS.zIndex};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    outline: none;
  }
`;

export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.lg}px;
`;

export const ViewerTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size + 2}px;
  overflow-wrap: anywhere;
`;

export const Hint = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Counter = styled.div`
  font-variant-numeric: tabular-nums;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.md}px;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
