import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { Button } from '../controls/Button';
import { Select } from '../controls/Select';
import { kitMessages } from '../kitMessages';
import { pageWindow } from './pageWindow';

export interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize?: number;
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  /** "n per page" in the caller's words. */
  perPage?: (size: number) => string;
  /** The page-size picker's name. */
  pageSizeLabel?: string;
  label?: string;
  pageLabel?: (page: number) => string;
}

const KEY_TARGETS: Record<string, (page: number, pageCount: number) => number> = {
  ArrowLeft: (page) => page - 1,
  ArrowRight: (page) => page + 1,
  Home: () => 1,
  End: (_page, pageCount) => pageCount,
};

/** Desktop paging: page buttons around the current one; arrows, Home and End move too. */
export function Pagination(props: PaginationProps) {
  const { page, pageCount, pageSize, pageSizes, onPage, onPageSize, perPage } = props;
  const messages = useLocalized(kitMessages);
  const handleKeyDown = (event: KeyboardEvent) => {
    // The page-size select keeps its own arrow keys.
    if (event.target instanceof HTMLSelectElement) return;
    const target = KEY_TARGETS[event.key]?.(page, pageCount);
    if (target === undefined) return;
    event.preventDefault();
    if (target >= 1 && target <= pageCount && target !== page) onPage(target);
  };
  return (
    <Nav aria-label={props.label ?? messages.pageOf(page, pageCount)} onKeyDown={handleKeyDown}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {messages.previous}
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
                aria-label={props.pageLabel?.(candidate)}
                aria-current={candidate === page ? 'page' : undefined}
                variant={candidate === page ? 'primary' : 'secondary'}
                onClick={() => onPage(candidate)}
              >
                {candidate}
              </Button>
            </li>
          ),
        )}
      </Pages>
      <Button disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {messages.next}
      </Button>
      <Count>{messages.pageOf(page, pageCount)}</Count>
      {pageSize !== undefined && pageSizes && onPageSize && (
        <SizeSelect
          label={props.pageSizeLabel ?? perPage?.(pageSize) ?? String(pageSize)}
          hideLabel
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.target.value))}
          options={pageSizes.map((size) => ({
            value: String(size),
            label: perPage?.(size) ?? String(size),
          }))}
        />
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing.md}px;
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const SizeSelect = styled(Select)`
  width: auto;
`;
