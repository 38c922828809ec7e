import { gainFor, parseLoudnessLog } from './loudness';

describe('loudness', () => {
  it('reads the last integrated loudness and the largest true peak', () => {
    const log = [
      'frame:0    pts:0       pts_time:0',
      'lavfi.r128.I=-30.000',
      'lavfi.r128.true_peaks_ch0=0.100',
      'lavfi.r128.true_peak=0.100',
      'frame:1    pts:4800    pts_time:0.1',
      'lavfi.r128.I=-23.000',
      'lavfi.r128.true_peak=0.500',
    ].join('\n');
    const measured = parseLoudnessLog(log)!;
    expect(measured.integratedLufs).toBe(-23);
    expect(measured.truePeakDbtp).toBeCloseTo(-6.02, 2);
  });

  it('gives no measurement for an empty log', () => {
    expect(parseLoudnessLog('')).toBeNull();
  });

  it('brings a clip to -16 LUFS unless its peaks would pass -1.5 dBTP', () => {
    expect(gainFor({ integratedLufs: -23, truePeakDbtp: -13 })).toBe(7);
    expect(gainFor({ integratedLufs: -23, truePeakDbtp: -3 })).toBe(1.5);
    expect(gainFor({ integratedLufs: -10, truePeakDbtp: -0.5 })).toBe(-6);
  });

  it('leaves silence and missing audio alone and never boosts past 20 dB', () => {
    expect(gainFor(null)).toBe(0);
    expect(gainFor({ integratedLufs: -70, truePeakDbtp: -Infinity })).toBe(0);
    expect(gainFor({ integratedLufs: -50, truePeakDbtp: -40 })).toBe(20);
  });
});
