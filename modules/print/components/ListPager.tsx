import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import styled from 'styled-components';
import { printMessages } from '../messages';

export interface ListPagerProps {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / next under a list, hidden when everything fits on one page. */
export function ListPager({ label, page, pageCount, onPage }: ListPagerProps) {
  const messages = useLocalized(printMessages);
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <Button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {messages.previous}
      </Button>
      <span>{messages.pageOf(page, pageCount)}</span>
      <Button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {messages.next}
      </Button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md}px;
  align-items: center;
  margin: ${({ theme }) => theme.spacing.md}px 0;
`;
