import { TableScroll } from '../../components/table-scroll';
import type { OpenApiDocument, ParameterObject } from '../../lib/openapi-document';
import { schemaTypeLabel } from './schema-type-label';
import { DescribedText } from './described-text';

const PLACES: Record<ParameterObject['in'], string> = { path: 'Path', query: 'Query', header: 'Header', cookie: 'Cookie' };

export interface ParametersTableProps {
  document: OpenApiDocument;
  parameters: ParameterObject[];
  caption: string;
}

/** Path, query and header parameters of one operation. */
export function ParametersTable({ document, parameters, caption }: ParametersTableProps) {
  return (
    <TableScroll label={caption}>
      <table className="data-table api-fields">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={`${parameter.in}:${parameter.name}`}>
              <th scope="row">
                <code className="api-fields__name">{parameter.name}</code>
              </th>
              <td>{PLACES[parameter.in] ?? parameter.in}</td>
              <td className="api-fields__type">{parameter.schema ? schemaTypeLabel(document, parameter.schema) : 'string'}</td>
              {/* Path parameters are always required, whatever the document says. */}
              <td>{parameter.required || parameter.in === 'path' ? 'Required' : 'Optional'}</td>
              <td>
                {parameter.deprecated && <strong>Deprecated. </strong>}
                {parameter.description && <DescribedText text={parameter.description} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
