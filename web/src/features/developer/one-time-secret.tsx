import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label } from '@reelmix/ui';
import { useId } from 'react';
import { useCopyText } from './use-copy-text';

export interface OneTimeSecretProps {
  title: string;
  /** What the value is, for its label and the copy message: 'API key', 'Signing secret'. */
  label: string;
  value: string;
  /** Hides the panel; the value is gone from the page for good. */
  onDone: () => void;
}

/**
 * A secret the server shows only in its create answer. Focus moves to it, so it is noticed and
 * can be copied at once; closing the panel drops it, since nothing else keeps it.
 */
export function OneTimeSecret({ title, label, value, onDone }: OneTimeSecretProps) {
  const titleId = useId();
  const inputId = useId();
  const copy = useCopyText();
  return (
    <Card className="developer-secret" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle level={3} id={titleId}>
          {title}
        </CardTitle>
        <CardDescription>Copy it now and keep it somewhere safe: it will not be shown again.</CardDescription>
      </CardHeader>
      <CardContent className="developer-secret__content">
        <Label htmlFor={inputId}>{label}</Label>
        <div className="developer-secret__row">
          <Input
            id={inputId}
            className="developer-secret__value"
            value={value}
            readOnly
            spellCheck={false}
            autoComplete="off"
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={() => void copy(value, label)}>Copy</Button>
        </div>
        <Button variant="outline" className="developer-secret__done" onClick={onDone}>
          I have copied it
        </Button>
      </CardContent>
    </Card>
  );
}
