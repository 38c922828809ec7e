import type { TextStyle } from '@reelmix/contracts/browser';
import { useEffect } from 'react';
import { registerTextFonts } from './text-fonts';
import { textStyleCss } from './text-style-css';

export interface TextSampleProps {
  text: string;
  style: TextStyle;
  /** Any CSS length. */
  fontSize: string;
  className?: string;
}

/** A text drawn in CSS as the style will draw it on the video: the shipped face, colour, and box or outline. */
export function TextSample({ text, style, fontSize, className }: TextSampleProps) {
  useEffect(() => registerTextFonts(), []);
  return (
    <span className={className} style={textStyleCss(style, fontSize)}>
      {text}
    </span>
  );
}
