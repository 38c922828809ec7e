import {
  FRAMING_CHOICE_MESSAGE,
  type FramingChoice,
  isFramingChoice,
  parsePlacement,
  type PlacementName,
} from '@reelmix/contracts';
import { type FocusPoint, isFocusPoint } from '@reelmix/media';
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
  };
}
