// class-transformer's @Type reads decorator metadata as the class is defined.
import 'reflect-metadata';
import { IsIn, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
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
} from './text-variants';

/*
 * The shapes of a text variant and a text style in request bodies (the job's plan, the public
 * API, the render task). These check the form; the rules that need the whole set (no two alike,
 * a readable contrast, no emoji) are textVariantsProblem and textStyleProblem, said with their
 * messages by whoever takes the body.
 */

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export class TextVariantBody implements TextVariant {
  @IsString() @MaxLength(TEXT_VARIANT_MAX_LENGTH * 2) text!: string;
  @IsOptional() @IsString() @MaxLength(TEXT_LABEL_MAX_LENGTH * 2) label?: string | null;
}

export class TextStyleBody implements TextStyle {
  @IsIn(TEXT_FONTS) font!: TextFont;
  @IsIn(TEXT_SIZES) size!: TextSize;
  @IsIn(TEXT_WEIGHTS) weight!: TextWeight;
  @Matches(HEX_COLOUR) colour!: string;
  @IsIn(TEXT_BACKDROPS) backdrop!: TextBackdrop;
  @Matches(HEX_COLOUR) backdropColour!: string;
  @IsIn(TEXT_POSITIONS) position!: TextPosition;
  @ValidateIf((_, value) => value !== null) @IsNumber() @Min(TEXT_DURATION_LIMITS.minSec) @Max(TEXT_DURATION_LIMITS.maxSec) durationSec!: number | null;
}
