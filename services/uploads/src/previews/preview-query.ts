import {
  FRAMING_CHOICE_MESSAGE,
  type FramingChoice,
  isFramingChoice,
  parsePlacement,
  type PlacementName,
  TEXT_VARIANT_MAX_LENGTH,
  type TextStyle,
  TextStyleBody,
  textStyleProblem,
} from '@reelmix/contracts';
import { type FocusPoint, isFocusPoint, type TextOverlay } from '@reelmix/media';
import { validateSync } from 'class-validator';
import { isPosterKeyOf } from '@reelmix/storage';
import { UploadsErrors } from '../uploads-errors';

/** One preview, as the gateway asks for it: the poster (already checked against its owner there), the clip's shape and the framing. */
export interface PreviewQuery {
  posterKey: string;
  width: number;
  height: number;
  placement: PlacementName;
  framing: FramingChoice;
  focus: FocusPoint;
  /** The image's width in pixels. */
  size: number;
  /** A job's text in its style, drawn on a hook as the render draws it; absent for none. */
  text?: TextOverlay;
}

const bad = UploadsErrors.badPreviewRequest;

function whole(value: unknown, name: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw bad(`${name} must be a whole number from ${min} to ${max}`);
  return number;
}

/** Parses the internal preview query; a key that is not this customer's poster is refused as if missing. */
export function parsePreviewQuery(userId: string, query: Record<string, unknown>): PreviewQuery {
  const posterKey = String(query['key'] ?? '');
  if (!isPosterKeyOf(userId, posterKey)) throw UploadsErrors.noPreview();
  let placement: PlacementName;
  try {
    placement = parsePlacement(String(query['placement'] ?? ''));
  } catch (error) {
    throw bad((error as Error).message);
  }
  const framing = query['framing'];
  if (!isFramingChoice(framing)) throw bad(FRAMING_CHOICE_MESSAGE);
  const [x, y] = String(query['focus'] ?? '').split(',').map(Number);
  const focus = { x, y };
  if (!isFocusPoint(focus)) throw bad('focus must be two numbers from 0 to 1, as x,y');
  return {
    posterKey,
    width: whole(query['width'], 'width', 2, 16_384),
    height: whole(query['height'], 'height', 2, 16_384),
    placement,
    framing,
    focus,
    size: whole(query['size'], 'size', 16, 1920),
    ...textOf(query),
  };
}

/** The gateway's `text` and JSON `textStyle`, both or neither. Its words were checked with the job's plan; here only their form. */
function textOf(query: Record<string, unknown>): { text?: TextOverlay } {
  const [text, style] = [query['text'], query['textStyle']];
  if (text === undefined && style === undefined) return {};
  if (typeof text !== 'string' || text.trim() === '' || text.length > TEXT_VARIANT_MAX_LENGTH) throw bad(`text must be the words to draw, at most ${TEXT_VARIANT_MAX_LENGTH} characters`);
  return { text: { text, style: textStyleOf(style) } };
}

const STYLE_FORM = 'textStyle must be the text style as JSON';

function textStyleOf(value: unknown): TextStyle {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    throw bad(STYLE_FORM);
  }
  if (typeof parsed !== 'object' || parsed === null) throw bad(STYLE_FORM);
  const given = parsed as Record<keyof TextStyle, unknown>;
  // Only the style's own fields: whatever else came along never reaches the filters.
  const style = Object.assign(new TextStyleBody(), {
    font: given.font,
    size: given.size,
    weight: given.weight,
    colour: given.colour,
    backdrop: given.backdrop,
    backdropColour: given.backdropColour,
    position: given.position,
    durationSec: given.durationSec,
  });
  if (validateSync(style).length > 0) throw bad(STYLE_FORM);
  const problem = textStyleProblem(style);
  if (problem) throw bad(problem);
  return { ...style };
}
