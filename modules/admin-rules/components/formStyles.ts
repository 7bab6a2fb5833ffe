import styled from 'styled-components';

/** A titled group of choices: the kit's spacing, no browser frame. */
export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};

  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs}px;
    font-weight: 600;
  }
`;
