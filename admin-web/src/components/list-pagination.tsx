import { Button } from '@reelmix/ui';

export interface ListPaginationProps {
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What the list counts, one and many: ['user', 'users']. */
  noun: readonly [string, string];
  /** The navigation's accessible name: 'User pages'. */
  label: string;
}

/** A paged list's footer: 'Total: N things', Previous, Next and 'Page X of Y'. */
export function ListPagination({ total, page, pageCount, onPage, noun, label }: ListPaginationProps) {
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__total">
        Total: {total} {total === 1 ? noun[0] : noun[1]}
      </p>
      <div className="pagination__controls">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="pagination__page" aria-live="polite">
          Page {page} of {pageCount}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
