import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  DEFAULT_TEXT_STYLE,
  MIN_TEXT_CONTRAST,
  TEXT_BACKDROPS,
  TEXT_DURATION_LIMITS,
  TEXT_FONTS,
  TEXT_LABEL_MAX_LENGTH,
  TEXT_POSITIONS,
  TEXT_SIZES,
  TEXT_VARIANT_MAX_LENGTH,
  TEXT_WEIGHTS,
  type TextBackdrop,
  type TextFont,
  type TextPosition,
  type TextSize,
  type TextStyle,
  type TextVariant,
  type TextWeight,
} from '@reelmix/contracts';

/* The text variants of a job's plan, as the public API documents them (contracts text-variants.ts). */

@ApiSchema({ name: 'TextVariant', description: 'A line drawn on every hook, a part of the test of its own (hooks × texts × bodies × CTAs).' })
export class TextVariantSchema implements TextVariant {
  @ApiProperty({
    maxLength: TEXT_VARIANT_MAX_LENGTH,
    description: 'One line of printable characters, trimmed (runs of spaces made one); it wraps by itself. No emoji, no right-to-left scripts; no two texts of a job alike.',
    example: 'Stop scrolling: 50% off today',
  })
  text!: string;
  @ApiProperty({ type: String, nullable: true, required: false, maxLength: TEXT_LABEL_MAX_LENGTH, description: 'What results and `{text}` in names show instead of the text.', example: 'Sale' })
  label?: string | null;
}

@ApiSchema({ name: 'TextStyle', description: `How every text of the job is drawn. The colours must reach a contrast of ${MIN_TEXT_CONTRAST}:1.` })
export class TextStyleSchema implements TextStyle {
  @ApiProperty({ enum: TEXT_FONTS, example: DEFAULT_TEXT_STYLE.font }) font!: TextFont;
  @ApiProperty({ enum: TEXT_SIZES, example: DEFAULT_TEXT_STYLE.size }) size!: TextSize;
  @ApiProperty({ enum: TEXT_WEIGHTS, description: 'Anton comes in `regular` only.', example: DEFAULT_TEXT_STYLE.weight }) weight!: TextWeight;
  @ApiProperty({ pattern: '^#[0-9a-fA-F]{6}$', example: DEFAULT_TEXT_STYLE.colour }) colour!: string;
  @ApiProperty({ enum: TEXT_BACKDROPS, description: 'An opaque box behind the lines, or an outline round each letter.', example: DEFAULT_TEXT_STYLE.backdrop }) backdrop!: TextBackdrop;
  @ApiProperty({ pattern: '^#[0-9a-fA-F]{6}$', example: DEFAULT_TEXT_STYLE.backdropColour }) backdropColour!: string;
  @ApiProperty({ enum: TEXT_POSITIONS, example: DEFAULT_TEXT_STYLE.position }) position!: TextPosition;
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: TEXT_DURATION_LIMITS.minSec,
    maximum: TEXT_DURATION_LIMITS.maxSec,
    description: 'Shown from the hook\'s first frame for this many seconds; null for the whole hook.',
  })
  durationSec!: number | null;
}
