import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { controlSize, focusRing } from '@shell/theme';
import { navigateInApp } from './frame/navigateInApp';

/**
 * A link into another micro-app: a plain address, followed with pushState so single-spa swaps
 * the apps without a reload, as the shell's own navigation does. A tap target of its own
 * (44 px on touch), not a link inside running text.
 */
export function CrossAppLink({ href, children }: { href: string; children: ReactNode }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigateInApp(event.currentTarget.pathname + event.currentTarget.search);
  };
  return (
    <Anchor href={href} onClick={handleClick}>
      {children}
    </Anchor>
  );
}

const Anchor = styled.a`
  ${controlSize}
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.brandOnSurface};
  ${focusRing}
`;
