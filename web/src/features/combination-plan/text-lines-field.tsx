import { LimitMessages, type Plan, TEXT_LABEL_MAX_LENGTH, TEXT_VARIANT_MAX_LENGTH } from '@reelmix/contracts/browser';
import { Button, classNames, Input, Textarea } from '@reelmix/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FieldProblem } from './field-problem';
import { lineProblem, newTextLine, savedTexts, type TextLine } from './text-lines';

export interface TextLinesFieldProps {
  /** The lines as typed, kept by the caller: the plan saves them, the upload sends them with the job. */
  lines: readonly TextLine[];
  /** `now`: a line was removed, which the caller keeps at once rather than after a typing pause. */
  onLinesChange: (lines: TextLine[], options: { now: boolean }) => void;
  /** A line was left: what was typed is kept before the next click can miss it. */
  onLeave?: () => void;
  /** The most texts the buyer's plan allows in a job. */
  maxTexts: number;
  plan: Plan;
  editable: boolean;
  legend: ReactNode;
  hint: ReactNode;
  /** The server's refusal of the last save. */
  problem?: string;
  className?: string;
  /** Wraps the lines and the add button in a box of this class (the upload's card); without it they sit in the field itself. */
  areaClassName?: string;
}

/**
 * The lines drawn on the hooks, typed one per row with an optional label, wherever a job's texts
 * are written: on the upload and in the plan. Each line is checked as it is typed, with the rules
 * and words the server uses; a half-typed or duplicate line stays with its reason beside it.
 */
export function TextLinesField({ lines, onLinesChange, onLeave, maxTexts, plan, editable, legend, hint, problem, className, areaClassName }: TextLinesFieldProps) {
  // A line shows "write the text" only once it has been left, not the moment it is added.
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const inputs = useRef(new Map<number, HTMLTextAreaElement>());
  const hintId = useId();
  const setProblemId = useId();
  const serverProblemId = useId();

  useEffect(() => {
    if (focusKey !== null) inputs.current.get(focusKey)?.focus();
  }, [focusKey]);

  function edit(key: number, field: 'text' | 'label', value: string) {
    onLinesChange(
      lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)),
      { now: false },
    );
  }

  function add() {
    const line = newTextLine();
    onLinesChange([...lines, line], { now: false });
    setFocusKey(line.key);
  }

  function remove(key: number) {
    onLinesChange(
      lines.filter((line) => line.key !== key),
      { now: true },
    );
  }

  const setProblem = savedTexts(lines).problem;
  // A line's own problem is shown beside it; the set's only when no line has one (two lines alike).
  const shownProblems = lines.map((line) => {
    const own = lineProblem(line);
    return own && (line.text.trim() !== '' || left.has(line.key)) ? own : null;
  });
  const setOnlyProblem = setProblem && lines.every((line) => lineProblem(line) === null) ? setProblem : null;
  const full = lines.length >= maxTexts;

  return (
    <fieldset className={classNames('plan-field plan-texts', className)}>
      <legend className="plan-field__legend">{legend}</legend>
      <p className="plan-field__hint plan-texts__hint" id={hintId}>
        {hint}
      </p>
      <Area className={areaClassName}>
        {lines.length > 0 && (
          <ol className="plan-texts__list">
            {lines.map((line, index) => {
              const number = index + 1;
              const lineProblemId = `${hintId}-line-${line.key}`;
              const shown = shownProblems[index];
              return (
                <li key={line.key} className="plan-texts__line">
                  <label className="plan-texts__text">
                    <span className="plan-texts__caption">Text {number}</span>
                    {/* A box that grows with the text, so a hook line of a usual length is seen whole
                        while it is written; it stays one line of text (the video wraps it). */}
                    <Textarea
                      ref={(element) => {
                        if (element) inputs.current.set(line.key, element);
                        else inputs.current.delete(line.key);
                      }}
                      className="plan-texts__input"
                      rows={1}
                      value={line.text}
                      // Room past the limit, so a long text gets its reason beside it instead of typing silently stopping.
                      maxLength={TEXT_VARIANT_MAX_LENGTH * 2}
                      disabled={!editable}
                      placeholder="Stop scrolling if you have dry skin"
                      aria-invalid={shown ? true : undefined}
                      aria-describedby={shown ? lineProblemId : undefined}
                      onBlur={() => {
                        setLeft((current) => new Set(current).add(line.key));
                        onLeave?.();
                      }}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') event.preventDefault();
                      }}
                      onChange={(event) => edit(line.key, 'text', oneLine(event.target.value))}
                    />
                  </label>
                  <label className="plan-texts__label">
                    <span className="plan-texts__caption">Label (optional)</span>
                    <Input
                      value={line.label}
                      maxLength={TEXT_LABEL_MAX_LENGTH * 2}
                      disabled={!editable}
                      aria-label={`Label of text ${number}`}
                      onBlur={onLeave}
                      onChange={(event) => edit(line.key, 'label', event.target.value)}
                    />
                  </label>
                  {editable && (
                    <Button type="button" variant="ghost" size="sm" className="plan-texts__remove" aria-label={`Remove text ${number}`} onClick={() => remove(line.key)}>
                      Remove
                    </Button>
                  )}
                  {shown && (
                    <p className="plan-field__problem plan-texts__problem" id={lineProblemId} role="alert">
                      {shown}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        <FieldProblem id={setProblemId} problem={setOnlyProblem} />
        {editable && (
          <div className="plan-field__row">
            <Button type="button" variant="outline" size="sm" disabled={full} aria-describedby={full ? `${hintId}-limit` : undefined} onClick={add}>
              Add a text
            </Button>
            {full && (
              <span className="plan-field__hint" id={`${hintId}-limit`}>
                {LimitMessages.textLimit(plan)}
              </span>
            )}
          </div>
        )}
      </Area>
      <FieldProblem id={serverProblemId} problem={problem} />
    </fieldset>
  );
}

/** The lines' own box where the caller asks for one. */
function Area({ className, children }: { className: string | undefined; children: ReactNode }) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}

/** A pasted line break becomes a space: a text is one line, which the video wraps by itself. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
