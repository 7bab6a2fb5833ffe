import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { media } from '@shell/theme';
import { kitMessages } from '../kitMessages';
import { VisuallyHidden } from '../VisuallyHidden';

/** Where a wizard is: done steps, the current one (aria-current), steps to come. */
export function Stepper({ steps, current }: { steps: readonly ReactNode[]; current: number }) {
  const messages = useLocalized(kitMessages);
  return (
    <Steps>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <Step key={index} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Number aria-hidden="true">{state === 'done' ? '✓' : index + 1}</Number>
            <VisuallyHidden>{messages.step(index + 1, steps.length)}</VisuallyHidden>
            <Label>{step}</Label>
          </Step>
        );
      })}
    </Steps>
  );
}

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin: 0 0 ${({ theme }) => theme.spacing.xl}px;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.spacing.sm}px;
  border-bottom: 2px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.colors.divider : theme.colors.brand)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textSecondary : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};
`;

const Number = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 1px solid currentColor;
`;

const Label = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;

  ${media.phone} {
    [aria-current] > & {
      display: inline;
    }
    li:not([aria-current]) > & {
      display: none;
    }
  }
`;
