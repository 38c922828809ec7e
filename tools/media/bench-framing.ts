import type { FramingChoice, PlacementName } from '@reelmix/contracts/browser';
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { normaliseClip, probeMedia, type ProbeResult } from '@reelmix/media';
import type { ClipFiles } from './bench-clips';
import { TARGETS } from './bench-options';
import { atMost, say, sec, times } from './bench-report';

/*
 * What framing costs the normalising encode: every clip of the scenario normalised for the
 * default placements (9:16 and 4:5) with bars (`fit`, what every output was before framing
 * choices), with the default `auto`, and with `fill` and `blur` for every clip. One encode at a
 * time, the modes taken in turn for each clip and placement, so the machine's drift falls on all
 * of them alike. The loudness measurement is left out (it is the same for every mode).
 */

const PLACEMENTS: PlacementName[] = ['9:16', '4:5'];
const MODES: FramingChoice[] = ['fit', 'auto', 'fill', 'blur'];

export async function benchFraming(clips: ClipFiles, dir: string): Promise<void> {
  const files = [...clips.intro, ...clips.body, ...clips.cta];
  const probes = new Map<string, ProbeResult>();
  for (const file of files) probes.set(file, await probeMedia(file));
  const spent = new Map<FramingChoice, number>(MODES.map((mode) => [mode, 0]));
  const resolved = new Map<string, number>();
  for (const file of files) {
    for (const placement of PLACEMENTS) {
      for (const mode of MODES) {
        const output = join(dir, `framing-${mode}.mov`);
        const started = performance.now();
        const segment = await normaliseClip(file, output, placement, { probe: probes.get(file), loudness: null, framing: mode });
        spent.set(mode, spent.get(mode)! + performance.now() - started);
        if (mode === 'auto') resolved.set(segment.framing, (resolved.get(segment.framing) ?? 0) + 1);
        await rm(output, { force: true });
      }
    }
  }
  const fit = spent.get('fit')!;
  const ratio = (mode: FramingChoice) => spent.get(mode)! / fit;
  const autoMix = [...resolved].map(([mode, count]) => `${count} ${mode}`).join(', ');
  say('');
  say(`Framing: ${files.length} clips x ${PLACEMENTS.join(' and ')}, normalised one at a time (1 thread), each mode in turn`);
  say(`  fit (bars)        ${sec(fit)}`);
  say(`  auto (default)    ${sec(spent.get('auto')!)} = ${times(ratio('auto'))} fit (${autoMix}; ${atMost(ratio('auto'), TARGETS.framingOverFit, times)})`);
  say(`  fill everywhere   ${sec(spent.get('fill')!)} = ${times(ratio('fill'))} fit`);
  say(`  blur everywhere   ${sec(spent.get('blur')!)} = ${times(ratio('blur'))} fit`);
}
