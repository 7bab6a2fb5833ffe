import styled, { keyframes } from 'styled-components';
import { media } from '@shell/theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A small busy mark; decorative, since the control carries aria-busy or a text. */
export function Spinner() {
  return <Ring aria-hidden="true" />;
}

const Ring = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 800ms linear infinite;

  ${media.reducedMotion} {
    animation-duration: 2400ms;
  }
`;
