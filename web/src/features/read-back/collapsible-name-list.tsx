import { useId } from 'react';

/** Lists longer than this fold away, so a few stray rows do not push the report off the screen. */
export const FOLD_AFTER = 5;

export interface CollapsibleNameListProps {
  title: string;
  names: readonly string[];
}

/** A titled list of names, open when short and folded into a disclosure when long. */
export function CollapsibleNameList({ title, names }: CollapsibleNameListProps) {
  const titleId = useId();
  if (names.length === 0) return null;
  const list = (
    <ul className="read-back-names" aria-labelledby={titleId}>
      {names.map((name, index) => (
        // Ad names may repeat in an export (the same ad in two rows), so the index keeps keys apart.
        <li key={`${index}-${name}`}>{name}</li>
      ))}
    </ul>
  );
  if (names.length <= FOLD_AFTER) {
    return (
      <div className="read-back-names-block">
        <h3 id={titleId} className="read-back-names-block__title">
          {title} ({names.length})
        </h3>
        {list}
      </div>
    );
  }
  return (
    <details className="read-back-names-block">
      <summary>
        <span id={titleId} className="read-back-names-block__title">
          {title} ({names.length})
        </span>
      </summary>
      {list}
    </details>
  );
}
