import styled, { css, keyframes } from 'styled-components';
import { squareControlSize } from '@shell/theme';
import { OVERLAY_DEFAULTS } from './overlayConstants';
import { fadeIn, fadeOut } from '../fadeKeyframes';

const zoomIn = keyframes`
  from { opacity: 0; transform: scale(0.9); }
  to { opacity: 1; transform: scale(1); }
`;

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

/** The spec's 300 ms, switched off for people who ask for reduced motion. */
const animated = (name: ReturnType<typeof keyframes>) => css`
  animation: ${name} ${OVERLAY_DEFAULTS.animationMs}ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Mask = styled.div<{ $layerZ?: number }>`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.mask};
  z-index: ${({ $layerZ, theme }) => $layerZ ?? theme.zIndex.popup};
  ${animated(fadeIn)}

  /* Closing: the same 300 ms out, then usePresence drops it; nothing inside answers meanwhile. */
  &[data-closing] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.overlayMs}ms ease-in forwards;
    pointer-events: none;
  }
`;

export const DialogPanel = styled.div`
  display: flex;
  flex-direction: column;
  max-width: 100vw;
  max-height: 100vh;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${animated(zoomIn)}

  &:focus {
    outline: none;
  }
`;

export const SidePanel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  max-width: 100vw;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${animated(slideIn)}

  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size + 2}px;
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.lg}px;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.lg}px;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

/** The overlays' header and toolbar buttons: the kit's sizes (44 × 44 on touch). */
export const IconButton = styled.button`
  ${squareControlSize}
  padding: 0 ${({ theme }) => theme.spacing.xs}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
