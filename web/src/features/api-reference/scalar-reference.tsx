import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { useMemo } from 'react';
import type { OpenApiDocument } from '../../lib/openapi-document';
import { referenceConfiguration } from './reference-configuration';
import './scalar-theme.css';

/**
 * Scalar's reference of the document. Loaded on its own (see api-reference-screen.tsx): it brings
 * Vue and its own stylesheet, which no other page needs.
 */
export function ScalarReference({ document }: { document: OpenApiDocument }) {
  // Scalar reconfigures itself whenever it is handed a new object, so one per document.
  const configuration = useMemo(() => referenceConfiguration(document, window.location.origin), [document]);
  return (
    <div className="api-reference__renderer">
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}
