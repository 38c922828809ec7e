import { ApiReferenceScreen } from '../features/api-reference/api-reference-screen';

/** The versioned API's reference. Public: reading what the API offers needs no account. */
export function ApiReferencePage() {
  return <ApiReferenceScreen />;
}
