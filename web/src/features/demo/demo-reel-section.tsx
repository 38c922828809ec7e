import { PLACEMENT_USES } from '@reelmix/contracts/browser';
import { clipShapeLabel } from '../upload/clip-shape';
import { DEMO_CLIP_COUNT, DEMO_OUTPUTS, DEMO_PARTS, type DemoPart } from './demo-reel';
import './demo.css';

/** Lengths of a few seconds read better to the tenth than as "0:02". */
const seconds = (value: number) => `${Number(value.toFixed(1))} s`;

const parts = (): DemoPart[] => [...DEMO_PARTS.intro, ...DEMO_PARTS.body, ...DEMO_PARTS.cta];

/**
 * The demo: every combination of the clips shipped with the product, rendered by the product at
 * build time, then the clips themselves (a frame of each, its file a link), so a visitor sees
 * exactly what went in and what came out.
 * Muted until the visitor turns the sound on, as a page should; one clip has sound and one is
 * silent on purpose.
 */
export function DemoReelSection() {
  return (
    <section className="demo-reel" aria-labelledby="demo-reel-title">
      <h2 id="demo-reel-title" className="section__subtitle">
        Watch the demo
      </h2>
      <p className="demo-reel__lead">
        These videos were made by Reelmix from the {DEMO_CLIP_COUNT} clips below: each hook joined to the body and the CTA, framed for
        each placement, with nothing edited by hand.
      </p>
      <ul className="demo-reel__outputs" aria-label="Videos made by Reelmix">
        {DEMO_OUTPUTS.map((output) => (
          <li key={output.name} className={`demo-reel__item demo-reel__item--${output.placement === '16:9' ? 'wide' : 'tall'}`}>
            <figure className="demo-reel__figure">
              <video className="demo-reel__player" controls playsInline muted preload="metadata" poster={output.poster} src={output.src} aria-label={`Demo video ${output.name}`} />
              <figcaption className="demo-reel__caption">
                <span className="demo-reel__name">{output.name}</span>
                <span>
                  {output.parts.map((part) => part.label).join(' + ')} · {output.placement} {PLACEMENT_USES[output.placement]} · {seconds(output.seconds)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <h3 className="demo-reel__parts-title">The clips they were made from</h3>
      <ul className="demo-reel__parts" aria-label="Clips the demo was made from">
        {parts().map((part) => (
          <li key={part.file} className="demo-reel__part">
            <figure className="demo-reel__figure">
              {/* A still, not a player: a clip of two seconds needs no controls, and a player this small has no room for them. */}
              <img className="demo-reel__player demo-reel__player--part" src={part.poster} alt={`A frame of ${part.file}`} loading="lazy" />
              <figcaption className="demo-reel__caption">
                <span className="demo-reel__name">
                  {part.label}: <a href={part.src}>{part.file}</a>
                </span>
                <span>“{part.says}”</span>
                <span>
                  {clipShapeLabel(part.width, part.height)} · {seconds(part.seconds)} · {part.sound ? 'with sound' : 'silent'}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
