import styled from 'styled-components';
import { media } from '../theme';

/**
 * The home's tiles or buttons. On a phone, one row in every state (loading, loaded, nothing) that
 * scrolls sideways, each item snapping in place: the blocks below, stacked in one column, never
 * jump when the answers arrive (a taller loaded grid cost the phone start 0.18 of cumulative
 * layout shift). Wider screens have the room (and the columns) to wrap.
 */
export const HomeRow = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phone} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(132px, 42%);
    overflow-x: auto;
    scroll-snap-type: x proximity;

    & > li {
      scroll-snap-align: start;
    }
  }
`;

/** A grey stand-in of the given height while a row loads. */
export const RowPlaceholder = styled.li<{ $height: string }>`
  min-height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.divider};
`;
