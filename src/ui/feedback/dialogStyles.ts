import * as Dialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { media, typo } from '@shell/theme';
import { fadeIn, fadeOut } from '../fadeKeyframes';

const rise = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

const sink = keyframes`
  from { transform: none; }
  to { transform: translateY(100%); }
`;

/**
 * The spec's 300 ms fade both ways: Radix keeps a closing dialog mounted until its exit animation
 * ends. GlobalStyle shortens every animation to nothing for people who ask for reduced motion.
 */
export const Backdrop = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.colors.mask};

  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.overlayMs}ms ease-out;
  }

  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.overlayMs}ms ease-in;
  }
`;

export const CentredPanel = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.modal};
  width: min(420px, calc(100vw - ${({ theme }) => theme.spacing.xl}px));
  max-height: calc(100vh - ${({ theme }) => theme.spacing.xl}px);
  overflow: auto;
  translate: -50% -50%;
  padding: ${({ theme }) => theme.spacing.xl}px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};

  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.overlayMs}ms ease-out;
  }

  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.overlayMs}ms ease-in;
  }

  &:focus {
    outline: none;
  }
`;

/** A sheet from the bottom edge on phones, a centred dialog elsewhere. */
export const SheetPanel = styled(CentredPanel)`
  ${media.phone} {
    top: auto;
    bottom: 0;
    left: 0;
    width: 100vw;
    translate: none;
    max-height: 85vh;
    padding: ${({ theme }) => theme.spacing.lg}px;
    padding-bottom: calc(${({ theme }) => theme.spacing.lg}px + env(safe-area-inset-bottom, 0px));
    border-radius: ${({ theme }) => theme.radius.lg}px ${({ theme }) => theme.radius.lg}px 0 0;

    &[data-state='open'] {
      animation: ${rise} ${({ theme }) => theme.motion.overlayMs}ms ease-out;
    }

    &[data-state='closed'] {
      animation: ${sink} ${({ theme }) => theme.motion.overlayMs}ms ease-in;
    }
  }
`;

export const DialogTitle = styled(Dialog.Title)`
  margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
  ${typo('subtitle')}
`;

export const DialogText = styled(Dialog.Description)`
  margin: 0 0 ${({ theme }) => theme.spacing.lg}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;

  ${media.phone} {
    flex-direction: column-reverse;

    & > * {
      width: 100%;
    }
  }
`;
