import { DEFAULT_TEXT_STYLE } from '@reelmix/contracts/browser';
import { resolveFraming } from './framing';
import { buildPreviewArgs, type PreviewRequest } from './preview';
import { buildProbeResult } from './probe-result.builder';
import { textOverlayFilters } from './text-filters';

const probe = buildProbeResult();
const request: PreviewRequest = {
  poster: { path: '/poster.jpg', width: probe.width, height: probe.height },
  placement: '9:16',
  framing: resolveFraming('fit', probe, '9:16', { focus: { x: 0.5, y: 0.5 }, barColour: '#000000' }),
  width: 270,
};
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1]!;

describe('buildPreviewArgs', () => {
  it('draws the text as the render does, on the full frame before the scale-down', () => {
    const overlay = { text: 'Stop scrolling if you have dry skin', style: DEFAULT_TEXT_STYLE };
    const graph = graphOf(buildPreviewArgs({ ...request, text: overlay }, '/out.jpg'));
    expect(graph).toContain(`[framed]${textOverlayFilters(overlay, '9:16')},scale=270:480:`);
  });

  it('without a text, goes straight from the framing to the scale-down', () => {
    expect(graphOf(buildPreviewArgs(request, '/out.jpg'))).toContain('[framed]scale=270:480:');
  });
});
