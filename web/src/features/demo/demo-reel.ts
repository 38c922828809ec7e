import {
  fillNameTemplate,
  OUTPUT_EXTENSION,
  type PlacementName,
  SECTION_TITLES,
  SECTIONS,
  type UploadSection,
} from '@reelmix/contracts/browser';
import reel from './demo-reel.json';

/*
 * The demo reel: the clips shipped in tools/demo/clips and the videos the build renders from them
 * with the product's own render CLI (tools/demo/render-demo.mjs) into the bundle's /demo/ folder.
 * demo-reel.json is the one description the clip script, the build and this page read.
 */

/** Where the bundle serves the demo's files (tools/demo/render-demo.mjs publishes them there). */
const DEMO_FOLDER = '/demo/';

export interface DemoClip {
  section: UploadSection;
  file: string;
  /** The caption drawn on the clip. */
  says: string;
  width: number;
  height: number;
  seconds: number;
  sound: boolean;
}

export interface DemoPart extends DemoClip {
  /** "Hook 1", "Body": as the outputs' names number them. */
  label: string;
  src: string;
  poster: string;
}

export interface DemoOutput {
  name: string;
  placement: PlacementName;
  /** The parts it joins, in play order. */
  parts: DemoPart[];
  seconds: number;
  src: string;
  poster: string;
}

const clips = reel.clips as DemoClip[];
const placements = reel.placements as PlacementName[];
const posterOf = (file: string) => `${DEMO_FOLDER}${file.replace(/\.mp4$/, '.jpg')}`;

function partsOf(section: UploadSection): DemoPart[] {
  const ofSection = clips.filter((clip) => clip.section === section);
  const title = section === 'intro' ? 'Hook' : SECTION_TITLES[section];
  return ofSection.map((clip, index) => ({
    ...clip,
    label: ofSection.length > 1 ? `${title} ${index + 1}` : title,
    src: `${DEMO_FOLDER}${clip.file}`,
    poster: posterOf(clip.file),
  }));
}

/** The shipped clips by section, in the order the render numbers them. */
export const DEMO_PARTS: Readonly<Record<UploadSection, DemoPart[]>> = Object.freeze({
  intro: partsOf('intro'),
  body: partsOf('body'),
  cta: partsOf('cta'),
});

/** Every combination in every placement, named as the render names them from the reel's template. */
export const DEMO_OUTPUTS: readonly DemoOutput[] = DEMO_PARTS.intro.flatMap((intro, h) =>
  DEMO_PARTS.body.flatMap((body, b) =>
    DEMO_PARTS.cta.flatMap((cta, c) =>
      placements.map((placement) => {
        const name = `${fillNameTemplate(reel.nameTemplate, { intro: h + 1, body: b + 1, cta: c + 1 }, placement)}${OUTPUT_EXTENSION}`;
        return {
          name,
          placement,
          parts: [intro, body, cta],
          seconds: intro.seconds + body.seconds + cta.seconds,
          src: `${DEMO_FOLDER}${name}`,
          poster: posterOf(name),
        };
      }),
    ),
  ),
);

export const DEMO_CLIP_COUNT = SECTIONS.reduce((count, section) => count + DEMO_PARTS[section].length, 0);
