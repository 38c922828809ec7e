import { ClipLibraryScreen } from '../features/clip-library/clip-library-screen';
import { CustomerGuard } from '../features/guard/customer-guard';

/** The customer's clip library, behind the customer guard like the history. */
export function LibraryPage() {
  return <CustomerGuard>{(user) => <ClipLibraryScreen user={user} />}</CustomerGuard>;
}
