import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonLookProps, type ButtonSize, type ButtonVariant } from './Button';

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** A fuller name than the visible text ("Edit" → "Edit rule A"). */
  'aria-label'?: string;
}

/** A link that looks like a button: an action that opens a page (new bill, edit). */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  size = 'md',
  block = false,
  'aria-label': label,
}: ButtonLinkProps) {
  return (
    <Anchor to={to} aria-label={label} $variant={variant} $size={size} $block={block}>
      {children}
    </Anchor>
  );
}

const Anchor = styled(Link)<ButtonLookProps>`
  ${buttonStyles}
  text-decoration: none;
`;
