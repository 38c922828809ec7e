import { ListPagination } from '../../components/list-pagination';

interface UserPaginationProps {
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const USERS = ['user', 'users'] as const;

/** The user list footer (docs/product-rules.md#managing-users): 'Total: N users', Previous, Next and 'Page X of Y'. */
export function UserPagination(props: UserPaginationProps) {
  return <ListPagination {...props} noun={USERS} label="User pages" />;
}
