import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { billsMessages } from '../messages';
import { PAGE_SIZES } from '../models/BillFilters';
import { pageWindow } from './pageWindow';
import { VisuallyHidden } from './VisuallyHidden';

export interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

const KEY_TARGETS: Record<string, (page: number, pageCount: number) => number> = {
  ArrowLeft: (page) => page - 1,
  ArrowRight: (page) => page + 1,
  Home: () => 1,
  End: (_page, pageCount) => pageCount,
};

/** Pages as buttons; arrow keys, Home and End also move while focus is inside. */
export const Pagination = observer(function Pagination(props: PaginationProps) {
  const { page, pageCount, pageSize, onPage, onPageSize } = props;
  const messages = useLocalized(billsMessages);
  const handleKeyDown = (event: KeyboardEvent) => {
    // The page-size select keeps its own arrow keys.
    if (event.target instanceof HTMLSelectElement) return;
    const target = KEY_TARGETS[event.key]?.(page, pageCount);
    if (target === undefined) return;
    event.preventDefault();
    if (target >= 1 && target <= pageCount && target !== page) onPage(target);
  };
  return (
    <Nav aria-label={messages.pagination} onKeyDown={handleKeyDown}>
      <Button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {messages.previousPage}
      </Button>
      <Pages>
        {pageWindow(page, pageCount).map((candidate, index) =>
          candidate === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={candidate}>
              <Button
                type="button"
                aria-label={messages.page(candidate)}
                aria-current={candidate === page ? 'page' : undefined}
                $variant={candidate === page ? 'primary' : 'default'}
                onClick={() => onPage(candidate)}
              >
                {candidate}
              </Button>
            </li>
          ),
        )}
      </Pages>
      <Button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {messages.nextPage}
      </Button>
      <span>{messages.pageOf(page, pageCount)}</span>
      <label>
        <VisuallyHidden>{messages.pageSize}</VisuallyHidden>
        <select value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {messages.perPage(size)}
            </option>
          ))}
        </select>
      </label>
    </Nav>
  );
});

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing.md}px;
`;

const Pages = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
