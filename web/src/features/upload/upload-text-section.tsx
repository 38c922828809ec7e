import { planFromPaidFlag, type TextStyle } from '@reelmix/contracts/browser';
import { Button, classNames } from '@reelmix/ui';
import { useId, useState } from 'react';
import type { TextLine } from '../combination-plan/text-lines';
import { TextLinesField } from '../combination-plan/text-lines-field';
import { TextStyleField } from '../combination-plan/text-style-field';
import type { UploadLimits } from './upload-limits';
// The lines and style fields are the plan's own, styled by its sheet.
import '../combination-plan/combination-plan.css';

export interface UploadTextSectionProps {
  lines: readonly TextLine[];
  onLinesChange: (lines: TextLine[]) => void;
  style: TextStyle;
  onStyleChange: (style: TextStyle) => void;
  limits: UploadLimits;
  disabled: boolean;
}

/** What the style's sample shows before a line is written. */
const SAMPLE_PLACEHOLDER = 'Stop scrolling if you have dry skin';

/**
 * The fourth part beside Intro, Body and CTA: optional lines of text drawn on every hook, typed
 * and checked here with the plan's own field, and their one style behind a button. The upload
 * saves them into the job's plan once the job exists, where they can still be changed.
 */
export function UploadTextSection({ lines, onLinesChange, style, onStyleChange, limits, disabled }: UploadTextSectionProps) {
  const [styleOpen, setStyleOpen] = useState(false);
  const styleId = useId();
  // Once sent, the style is the job plan's, changed in the plan below: a frozen copy here would only disagree with it.
  const showStyle = styleOpen && lines.length > 0 && !disabled;

  return (
    <>
      <div className={classNames('upload-text', disabled && 'upload-text--disabled')}>
        <TextLinesField
          lines={lines}
          onLinesChange={(next) => onLinesChange(next)}
          maxTexts={limits.maxTexts}
          plan={planFromPaidFlag(limits.isPro)}
          editable={!disabled}
          legend="Text"
          hint={`Optional · up to ${limits.maxTexts} lines, each drawn on every hook and tested like a clip`}
          className="upload-text__field"
          areaClassName="upload-text__area"
        />
        {lines.length > 0 && !disabled && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="upload-text__style-toggle"
            aria-expanded={showStyle}
            aria-controls={styleId}
            onClick={() => setStyleOpen(!styleOpen)}
          >
            {showStyle ? 'Hide the text style' : 'Choose the text style'}
          </Button>
        )}
      </div>
      {showStyle && (
        <div className="upload-text__style" id={styleId}>
          <TextStyleField
            style={style}
            sampleText={lines[0]?.text.trim() || SAMPLE_PLACEHOLDER}
            editable
            problem={undefined}
            onChange={onStyleChange}
          />
        </div>
      )}
    </>
  );
}
