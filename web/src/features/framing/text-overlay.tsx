import type { PlacementName } from '@reelmix/contracts';
import { TEXT_AREAS, TEXT_SIZE_OF_WIDTH, type TextStyle } from '@reelmix/contracts/browser';
import { TextSample } from '../text-variants/text-sample';

const percent = (fraction: number) => `${fraction * 100}%`;

export interface TextOverlayProps {
  placement: PlacementName;
  text: string;
  style: TextStyle;
}

/**
 * A text drawn over a hook's tile where the render will put it: inside the placement's text area,
 * at the style's position, its letters the style's share of the frame's width (the frame is a
 * size container, so `cqw` is a hundredth of it). The server's preview draws the text itself; this
 * is the browser's sample, shown while that picture is not there (loading, failed, or no preview
 * for the clip), and says so.
 */
export function TextOverlay({ placement, text, style }: TextOverlayProps) {
  const area = TEXT_AREAS[placement];
  return (
    <div
      className={`text-overlay text-overlay--${style.position}`}
      data-placement={placement}
      role="img"
      aria-label={`Sample of the text "${text}" at the ${style.position} of the ${placement} frame`}
      style={{ top: percent(area.top), left: percent(area.left), width: percent(area.width), height: percent(area.height) }}
    >
      <TextSample text={text} style={style} fontSize={`${TEXT_SIZE_OF_WIDTH[style.size] * 100}cqw`} className="text-overlay__text" />
      <span className="text-overlay__badge">Sample</span>
    </div>
  );
}
