import { useLocalized } from '@shell/i18n';
import { Pagination as KitPagination } from '@shell/ui';
import { billsMessages } from '../messages';
import { PAGE_SIZES } from '../models/BillFilters';

export interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** The kit's pagination in the bill lists' words (docs/bills-and-workflow.md page sizes). */
export function Pagination(props: PaginationProps) {
  const messages = useLocalized(billsMessages);
  return (
    <KitPagination
      {...props}
      pageSizes={PAGE_SIZES}
      label={messages.pagination}
      pageLabel={messages.page}
      perPage={messages.perPage}
      pageSizeLabel={messages.pageSize}
    />
  );
}
