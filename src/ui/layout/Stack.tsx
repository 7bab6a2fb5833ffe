import styled from 'styled-components';
import type { SpaceToken } from '@shell/theme';

export interface StackProps {
  $gap?: SpaceToken;
  $direction?: 'row' | 'column';
  $align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  $justify?: 'start' | 'center' | 'end' | 'between';
  /** Rows wrap by default so nothing pushes a phone screen sideways. */
  $wrap?: boolean;
}

const JUSTIFY = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

/** Children in a row or column with a spacing token between them. */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  flex-wrap: ${({ $wrap, $direction = 'column' }) => (($wrap ?? $direction === 'row') ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'stretch' }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
  justify-content: ${({ $justify = 'start' }) => JUSTIFY[$justify]};
  gap: ${({ theme, $gap = 'md' }) => theme.spacing[$gap]}px;
  min-width: 0;
`;

/** As many columns of at least `$min` px as fit; one column on a phone. */
export const Grid = styled.div<{ $min?: number; $gap?: SpaceToken }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min = 240 }) => $min}px, 100%), 1fr));
  gap: ${({ theme, $gap = 'md' }) => theme.spacing[$gap]}px;
  align-items: end;
  min-width: 0;
`;
