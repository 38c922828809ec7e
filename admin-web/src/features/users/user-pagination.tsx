import { Button } from '@reelmix/ui';

interface UserPaginationProps {
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Admin-spec §2 User list footer: 'Total: N users', Previous, Next and 'Page X of Y'. */
export function UserPagination({ total, page, pageCount, onPage }: UserPaginationProps) {
  return (
    <nav className="pagination" aria-label="User pages">
      <p className="pagination__total">
        Total: {total} {total === 1 ? 'user' : 'users'}
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
