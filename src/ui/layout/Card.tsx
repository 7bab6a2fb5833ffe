import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, media, typo } from '@shell/theme';

export interface CardProps {
  /** The card's title; with `to` or `href` it is the link and the whole card is its tap target. */
  title: ReactNode;
  /** A route of the current module (react-router). */
  to?: string;
  /** An address anywhere in the app, followed without a reload. */
  href?: string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Top-right: a state badge, an amount. */
  aside?: ReactNode;
  children?: ReactNode;
  /** Heading level of the title inside lists (h2 on home, h3 inside a section). */
  as?: 'h2' | 'h3' | 'div';
}

/**
 * A surface with a title. When it links somewhere, the title's link is stretched over the card,
 * so the whole card is tappable while a screen reader hears one link named by the title.
 */
export function Card({ title, to, href, onNavigate, aside, children, as = 'h3' }: CardProps) {
  const linked = to !== undefined || href !== undefined;
  const titleContent =
    to !== undefined ? (
      <Stretched as={Link} to={to} onClick={onNavigate}>
        {title}
      </Stretched>
    ) : href !== undefined ? (
      <Stretched href={href} onClick={onNavigate}>
        {title}
      </Stretched>
    ) : (
      title
    );
  return (
    <Surface $linked={linked}>
      <Head>
        <Title as={as}>{titleContent}</Title>
        {aside && <Aside>{aside}</Aside>}
      </Head>
      {children}
    </Surface>
  );
}

export const Surface = styled.div<{ $linked?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.card};
  ${({ $linked, theme }) =>
    $linked &&
    `cursor: pointer; &:hover { border-color: ${theme.colors.border}; box-shadow: ${theme.elevation.raised}; }`}

  &:focus-within {
    outline: 2px solid transparent;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  min-width: 0;
  ${typo('subtitle')}
  font-size: ${({ theme }) => theme.typography.body.size + 1}px;
  overflow-wrap: anywhere;
`;

const Stretched = styled.a`
  display: inline-flex;
  align-items: center;
  color: inherit;
  text-decoration: none;
  ${focusRing}

  ${media.touch} {
    min-height: ${({ theme }) => theme.control.touch}px;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Aside = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

/** A card's secondary facts (code, step, stage) in one muted row that wraps on a phone. */
export const CardMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
