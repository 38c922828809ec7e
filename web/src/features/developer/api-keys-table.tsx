import type { ApiKeyView } from '@reelmix/contracts/browser';
import { Button } from '@reelmix/ui';
import { TableScroll } from '../../components/table-scroll';
import { formatDateTime } from '../dashboard/format-date';
import { formatCount, lastUsedLabel, shownKeyPrefix } from './developer-labels';

export interface ApiKeysTableProps {
  keys: ApiKeyView[];
  onRevoke: (key: ApiKeyView) => void;
}

const CAPTION = 'Your API keys';

/** Each live key by name and prefix (never the whole key), with when it was made and last used and how much. */
export function ApiKeysTable({ keys, onRevoke }: ApiKeysTableProps) {
  return (
    <TableScroll label={CAPTION}>
      <table className="data-table developer-table">
        <caption>{CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col" className="data-table__number">
              Calls today
            </th>
            <th scope="col" className="data-table__number">
              Calls, last 30 days
            </th>
            <th scope="col">
              <span className="rm-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <th scope="row">{key.name}</th>
              <td>
                <code className="developer-table__code">{shownKeyPrefix(key.prefix)}</code>
              </td>
              <td className="developer-table__date">{formatDateTime(key.createdAt)}</td>
              <td className="developer-table__date">{lastUsedLabel(key.lastUsedAt)}</td>
              <td className="data-table__number">{formatCount(key.usage.today)}</td>
              <td className="data-table__number">{formatCount(key.usage.last30Days)}</td>
              <td>
                <Button variant="outline" size="sm" aria-label={`Revoke ${key.name}`} onClick={() => onRevoke(key)}>
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
