import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A link into another micro-app: a plain address, followed with pushState
 * so single-spa swaps the apps without a reload, as the shell's own navigation does.
 */
export function CrossAppLink({ href, children }: { href: string; children: ReactNode }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.history.pushState(window.history.state, '', event.currentTarget.href);
  };
  return (
    <Anchor href={href} onClick={handleClick}>
      {children}
    </Anchor>
  );
}

const Anchor = styled.a`
  color: ${({ theme }) => theme.colors.brandOnSurface};
`;
