import { Button } from '@reelmix/ui';
import { useCopyText } from './use-copy-text';

export interface CodeBlockProps {
  /** Names the copy button: 'Copy Create a job'. */
  title: string;
  code: string;
}

/** A command or program to copy. Long lines scroll inside the block (focusable, so by keyboard too) rather than widen the page. */
export function CodeBlock({ title, code }: CodeBlockProps) {
  const copy = useCopyText();
  return (
    <div className="developer-code">
      <pre className="developer-code__text" tabIndex={0}>
        <code>{code}</code>
      </pre>
      <Button variant="outline" size="sm" className="developer-code__copy" aria-label={`Copy ${title}`} onClick={() => void copy(code, title)}>
        Copy
      </Button>
    </div>
  );
}
