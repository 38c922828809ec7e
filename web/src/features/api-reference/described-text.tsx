import { Fragment } from 'react';

/**
 * An OpenAPI description as text, with its `backticked` spans (paths, headers, field names) shown
 * as code. Descriptions are CommonMark by the specification; this is the one mark the document
 * uses, and rendering it this way keeps every other character literal (no HTML from the document).
 */
export function DescribedText({ text }: { text: string }) {
  const parts = text.split('`');
  // An odd count of backticks leaves the last one unmatched: it is then shown as written.
  const closed = parts.length % 2 === 1;
  return (
    <>
      {parts.map((part, index) => {
        const isCode = index % 2 === 1 && (closed || index < parts.length - 1);
        if (isCode) return <code key={index}>{part}</code>;
        return <Fragment key={index}>{index % 2 === 1 ? `\`${part}` : part}</Fragment>;
      })}
    </>
  );
}
