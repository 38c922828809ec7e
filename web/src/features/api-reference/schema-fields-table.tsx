import { TableScroll } from '../../components/table-scroll';
import type { SchemaField } from './schema-fields';
import { DescribedText } from './described-text';

export interface SchemaFieldsTableProps {
  caption: string;
  fields: SchemaField[];
}

/** The fields of a body: name, type, whether it must be sent (or is always there), and what it means. */
export function SchemaFieldsTable({ caption, fields }: SchemaFieldsTableProps) {
  return (
    <TableScroll label={caption}>
      <table className="data-table api-fields">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code className="api-fields__name">{field.name}</code>
              </th>
              <td className="api-fields__type">{field.type}</td>
              <td>{field.required ? 'Required' : 'Optional'}</td>
              <td>
                <FieldNotes field={field} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function FieldNotes({ field }: { field: SchemaField }) {
  return (
    <>
      {field.deprecated && <strong>Deprecated. </strong>}
      {field.description && <DescribedText text={field.description} />}
      {field.values && field.values.length > 0 && (
        <span className="api-fields__note">
          One of:{' '}
          {field.values.map((value, index) => (
            <span key={value}>
              {index > 0 && ', '}
              <code>{value}</code>
            </span>
          ))}
        </span>
      )}
      {field.defaultValue !== undefined && (
        <span className="api-fields__note">
          Default: <code>{field.defaultValue}</code>
        </span>
      )}
    </>
  );
}
