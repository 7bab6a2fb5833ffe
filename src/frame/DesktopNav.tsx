import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLoaded } from '../useLoaded';
import { followLink } from './followLink';
import { frameMenusLoader } from './frameMenusLoader';
import { MenuTrigger } from './menuStyles';
import type { NavApp } from './navApps';

const GAP = 4;

/** How many items fit before the "more" button, given each item's width and the room there is. */
export function itemsThatFit(widths: readonly number[], moreWidth: number, room: number): number {
  // Not laid out (hidden, or no layout engine): nothing to measure, so nothing moves.
  if (room <= 0) return widths.length;
  const total = widths.reduce((sum, width) => sum + width + GAP, 0);
  if (total <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width + GAP > room) break;
    used += width + GAP;
    count += 1;
  }
  return count;
}

/**
 * The desktop navigation: one row that never wraps, whatever the number of modules or the
 * language; what does not fit goes into "more". Items are measured in a hidden copy.
 */
export function DesktopNav({ items, active }: { items: readonly NavApp[]; active: string | null }) {
  const { t } = useTranslation();
  const room = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(items.length);
  const menus = useLoaded(frameMenusLoader);
  useLayoutEffect(() => {
    const measure = () => {
      if (!room.current || !ruler.current) return;
      const widths = [...ruler.current.children].map(
        (child) => child.getBoundingClientRect().width,
      );
      const moreWidth = widths.pop() ?? 0;
      setFit(itemsThatFit(widths, moreWidth, room.current.clientWidth));
    };
    measure();
    if (typeof ResizeObserver === 'undefined' || !room.current) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(room.current);
    return () => observer.disconnect();
  }, [items]);
  const shown = items.slice(0, fit);
  const overflow = items.slice(fit);
  const link = (item: NavApp, hidden = false) => (
    <Item
      key={item.name}
      href={item.rootPath}
      onClick={followLink}
      tabIndex={hidden ? -1 : undefined}
      aria-current={!hidden && item.name === active ? 'page' : undefined}
    >
      {item.title}
    </Item>
  );
  return (
    <Room ref={room}>
      <Nav aria-label={t('microApp.nav')}>
        {shown.map((item) => link(item))}
        {overflow.length > 0 &&
          (menus ? (
            <menus.MoreMenu apps={overflow} label={t('frame.more')} />
          ) : (
            <MenuTrigger type="button">{t('frame.more')} ▾</MenuTrigger>
          ))}
      </Nav>
      <Ruler ref={ruler} aria-hidden="true">
        {items.map((item) => link(item, true))}
        <MenuTrigger type="button" tabIndex={-1}>
          {t('frame.more')} ▾
        </MenuTrigger>
      </Ruler>
    </Room>
  );
}

const Room = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${GAP}px;
`;

const Ruler = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  gap: ${GAP}px;
  visibility: hidden;
  pointer-events: none;
`;

const Item = styled.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: ${({ theme }) => theme.control.dense}px;
  padding: 0 ${({ theme }) => theme.spacing.md}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brandText};
    background: ${({ theme }) => theme.colors.brand};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
