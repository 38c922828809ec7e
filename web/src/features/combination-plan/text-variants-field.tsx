import type { TextVariant } from '@reelmix/contracts';
import type { Plan } from '@reelmix/contracts/browser';
import { useState } from 'react';
import { newTextLine, savedTexts, type TextLine } from './text-lines';
import { TextLinesField } from './text-lines-field';
import { useDebouncedCall } from './use-debounced-call';
import type { PlanChange } from './use-save-job-plan';

export interface TextVariantsFieldProps {
  texts: readonly TextVariant[];
  /** The most texts the buyer's plan allows in a job. */
  maxTexts: number;
  plan: Plan;
  editable: boolean;
  /** The server's refusal of the last save. */
  problem: string | undefined;
  onChange: (change: PlanChange) => void;
}

/**
 * The plan's texts: the lines are saved only once every line can be drawn, after a typing pause,
 * so a half-typed or duplicate line stays here with its reason instead of being refused.
 */
export function TextVariantsField({ texts, maxTexts, plan, editable, problem, onChange }: TextVariantsFieldProps) {
  const [lines, setLines] = useState<TextLine[]>(() => texts.map((variant) => newTextLine(variant)));
  const { schedule, cancel, flush } = useDebouncedCall();

  function update(next: TextLine[], { now }: { now: boolean }) {
    setLines(next);
    const saved = savedTexts(next);
    if (saved.texts === null) {
      // Nothing the server would take: a save still waiting would send an older set.
      cancel();
      return;
    }
    const send = () => onChange(() => ({ texts: saved.texts }));
    if (now) {
      cancel();
      send();
    } else {
      schedule(send);
    }
  }

  return (
    <TextLinesField
      lines={lines}
      onLinesChange={update}
      onLeave={flush}
      maxTexts={maxTexts}
      plan={plan}
      editable={editable}
      problem={problem}
      legend="Texts on the hooks"
      hint="Each text is drawn on every hook and tested like a clip: hooks × texts × bodies × CTAs. A short label names it in results and reports instead of the whole text."
    />
  );
}
