import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  TEXT_BACKDROPS,
  TEXT_DURATION_LIMITS,
  TEXT_FONT_FACES,
  TEXT_FONTS,
  TEXT_MESSAGES,
  TEXT_POSITIONS,
  TEXT_SIZES,
  textStyleProblem,
  type TextFont,
  type TextStyle,
} from '@reelmix/contracts/browser';
import { Input } from '@reelmix/ui';
import { useEffect, useId, useState } from 'react';
import { registerTextFonts, sampleFamily } from '../text-variants/text-fonts';
import { TextSample } from '../text-variants/text-sample';
import { FieldProblem } from './field-problem';
import { parseNumber } from './parse-number';
import { ChoiceGroup } from './choice-group';
import { BACKDROP_NAMES, POSITION_NAMES, SIZE_NAMES, WEIGHT_NAMES } from './text-style-names';
import { useDebouncedCall } from './use-debounced-call';

export interface TextStyleFieldProps {
  style: TextStyle;
  /** What the sample shows: the job's first text. */
  sampleText: string;
  editable: boolean;
  problem: string | undefined;
  /** A style that can be drawn: one the contracts' rules refuse stays here, with its reason. */
  onChange: (style: TextStyle) => void;
}

/** The sample's letter size: the medium size on a phone-sized frame, large enough to judge the face by. */
const SAMPLE_FONT_SIZE = '22px';

/**
 * How every text of the job is drawn, chosen once: face, size, weight, colours, box or outline,
 * place and timing. A live sample shows the choice, and a pair of colours too alike to read is
 * refused here with the server's words rather than sent.
 */
export function TextStyleField({ style, sampleText, editable, problem, onChange }: TextStyleFieldProps) {
  const [draft, setDraft] = useState<TextStyle>(style);
  const [seconds, setSeconds] = useState(String(style.durationSec ?? 3));
  const { schedule, cancel, flush } = useDebouncedCall();
  const contrastId = useId();
  const problemId = useId();
  useEffect(() => registerTextFonts(), []);

  function change(next: TextStyle, { typed = false } = {}) {
    setDraft(next);
    if (textStyleProblem(next) !== null) {
      cancel();
      return;
    }
    const send = () => onChange(next);
    // Colours change on every step of a picker's drag, seconds on every key: saved once they rest.
    if (typed) schedule(send);
    else {
      cancel();
      send();
    }
  }

  function chooseFont(font: TextFont) {
    const { weights } = TEXT_FONT_FACES[font];
    // A face without the chosen weight takes its own (Anton is drawn heavy in its one weight).
    change({ ...draft, font, weight: weights.includes(draft.weight) ? draft.weight : weights[0]! });
  }

  function chooseTiming(whole: boolean, text = seconds) {
    setSeconds(text);
    const durationSec = whole ? null : parseNumber(text);
    if (!whole && durationSec === null) return;
    change({ ...draft, durationSec }, { typed: !whole });
  }

  const ratio = contrastRatio(draft.colour, draft.backdropColour);
  const unreadable = ratio < MIN_TEXT_CONTRAST;
  const ownProblem = textStyleProblem(draft);
  // Contrast has its own line; any other problem of the draft (seconds out of range) shows under the field.
  const otherProblem = ownProblem && !unreadable ? ownProblem : null;
  const weights = TEXT_FONT_FACES[draft.font].weights;
  const timed = draft.durationSec !== null;

  return (
    <fieldset className="plan-field plan-text-style" disabled={!editable}>
      <legend className="plan-field__legend">Text style</legend>
      <p className="plan-field__hint">One style for every text of this job.</p>
      <div className="plan-text-style__controls">
        <ChoiceGroup
          legend="Font"
          options={TEXT_FONTS}
          value={draft.font}
          label={(font) => <span style={{ fontFamily: sampleFamily(font) }}>{TEXT_FONT_FACES[font].title}</span>}
          onChange={chooseFont}
        />
        <ChoiceGroup legend="Size" options={TEXT_SIZES} value={draft.size} label={(size) => SIZE_NAMES[size]} onChange={(size) => change({ ...draft, size })} />
        <ChoiceGroup legend="Weight" options={weights} value={draft.weight} label={(weight) => WEIGHT_NAMES[weight]} onChange={(weight) => change({ ...draft, weight })} />
        <ChoiceGroup
          legend="Backdrop"
          options={TEXT_BACKDROPS}
          value={draft.backdrop}
          label={(backdrop) => BACKDROP_NAMES[backdrop]}
          onChange={(backdrop) => change({ ...draft, backdrop })}
        />
        <ChoiceGroup
          legend="Position"
          options={TEXT_POSITIONS}
          value={draft.position}
          label={(position) => POSITION_NAMES[position]}
          onChange={(position) => change({ ...draft, position })}
        />
        <div className="plan-text-style__colours">
          <label className="plan-field__toggle">
            <input
              type="color"
              value={draft.colour}
              aria-describedby={contrastId}
              onBlur={flush}
              onChange={(event) => change({ ...draft, colour: event.target.value.toLowerCase() }, { typed: true })}
            />
            Text colour
          </label>
          <label className="plan-field__toggle">
            <input
              type="color"
              value={draft.backdropColour}
              aria-describedby={contrastId}
              onBlur={flush}
              onChange={(event) => change({ ...draft, backdropColour: event.target.value.toLowerCase() }, { typed: true })}
            />
            {draft.backdrop === 'box' ? 'Box colour' : 'Outline colour'}
          </label>
        </div>
        <fieldset className="plan-field plan-choice">
          <legend className="plan-choice__legend">Shown</legend>
          <label className="plan-field__toggle">
            <input type="radio" name={`${problemId}-timing`} checked={!timed} onChange={() => chooseTiming(true)} />
            For the whole hook
          </label>
          <div className="plan-field__row">
            <label className="plan-field__toggle">
              <input type="radio" name={`${problemId}-timing`} checked={timed} onChange={() => chooseTiming(false)} />
              For the first
            </label>
            <Input
              type="number"
              min={TEXT_DURATION_LIMITS.minSec}
              max={TEXT_DURATION_LIMITS.maxSec}
              step={0.5}
              className="plan-field__number"
              aria-label="Seconds the text is shown"
              value={seconds}
              disabled={!editable || !timed}
              onBlur={flush}
              onChange={(event) => chooseTiming(false, event.target.value)}
            />
            <span>seconds</span>
          </div>
        </fieldset>
      </div>
      <figure className="plan-text-style__sample" aria-label="Sample of the text style">
        <div className={`plan-text-style__canvas plan-text-style__canvas--${draft.position}`}>
          <TextSample text={sampleText} style={draft} fontSize={SAMPLE_FONT_SIZE} className="plan-text-style__text" />
        </div>
        <figcaption className="plan-field__hint">Sample, drawn by your browser; the video draws the same face, colours and backdrop.</figcaption>
      </figure>
      <p className={unreadable ? 'plan-field__problem' : 'plan-field__hint'} id={contrastId} role={unreadable ? 'alert' : undefined}>
        {unreadable ? TEXT_MESSAGES.contrast(ratio) : `Contrast ${ratio.toFixed(2)}:1 (at least ${MIN_TEXT_CONTRAST}:1 is needed)`}
      </p>
      <FieldProblem id={problemId} problem={otherProblem ?? problem} />
    </fieldset>
  );
}
