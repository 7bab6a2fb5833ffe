import { keyframes } from 'styled-components';

/** The backdrops' fade in and out, one pair so the kit's dialogs and overlays fade alike. */
export const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
