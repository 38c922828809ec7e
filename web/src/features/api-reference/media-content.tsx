import type { MediaTypeObject, OpenApiDocument } from '../../lib/openapi-document';
import { schemaFields } from './schema-fields';
import { SchemaFieldsTable } from './schema-fields-table';
import { schemaTypeLabel } from './schema-type-label';

export interface MediaContentProps {
  document: OpenApiDocument;
  content: Record<string, MediaTypeObject>;
  /** Names the field tables: 'Request body', 'Response 201'. */
  subject: string;
}

/**
 * A body per media type: its type (`multipart/form-data`, `JobView`), then the fields of its
 * schema, references followed, so multipart parts and JSON fields read the same way.
 */
export function MediaContent({ document, content, subject }: MediaContentProps) {
  return (
    <>
      {Object.entries(content).map(([mediaType, media]) => {
        const fields = schemaFields(document, media.schema);
        const type = media.schema ? schemaTypeLabel(document, media.schema) : undefined;
        return (
          <div key={mediaType} className="api-media">
            <p className="api-media__type">
              <code>{mediaType}</code>
              {type && type !== 'object' && (
                <>
                  {' '}
                  <span className="api-media__schema">{type}</span>
                </>
              )}
            </p>
            {fields.length > 0 && <SchemaFieldsTable caption={`${subject} fields (${mediaType})`} fields={fields} />}
          </div>
        );
      })}
    </>
  );
}
