import styled from 'styled-components';

/**
 * One row with its parts pushed to both ends: a title and its actions, a setting and its control.
 * It wraps, so on a phone what does not fit goes under rather than squeezing the first part.
 */
export const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
