/** What every failed HTTP call answers. `errorId` is set on 500s and is the id in the logs. */
export interface ErrorBody {
  error: string;
  message: string;
  code: string;
  details?: unknown;
  errorId?: string;
  /** On a registration conflict: the address has an account, so the login tab is the way in. */
  canLogin?: boolean;
}
