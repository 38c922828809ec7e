import { CODEC_SETUP_ID, REFERENCE_PLACEMENT, REFERENCE_PROBE } from './codec-setup';
import { defaultFramingMode } from './framing';
import { buildNormaliseArgs } from './normalise-args';

describe('CODEC_SETUP_ID', () => {
  it('is a short stable id usable in object keys', () => {
    expect(CODEC_SETUP_ID).toMatch(/^[0-9a-f]{12}$/);
  });

  afterEach(() => jest.dontMock('./normalise-args').dontMock('./framing'));

  it('changes when the normalising encode changes', async () => {
    jest.resetModules();
    jest.doMock('./normalise-args', () => ({
      ...jest.requireActual('./normalise-args'),
      buildNormaliseArgs: (input: Parameters<typeof buildNormaliseArgs>[0]) => [...buildNormaliseArgs(input), '-crf', '23'],
    }));
    const changed = (await import('./codec-setup')).CODEC_SETUP_ID;
    expect(changed).toMatch(/^[0-9a-f]{12}$/);
    expect(changed).not.toBe(CODEC_SETUP_ID);
  });

  it('changes when the rule behind auto framing changes', async () => {
    jest.resetModules();
    jest.doMock('./framing', () => ({ ...jest.requireActual('./framing'), DEFAULT_FRAMING_RULE_VERSION: 999 }));
    const changed = (await import('./codec-setup')).CODEC_SETUP_ID;
    expect(changed).toMatch(/^[0-9a-f]{12}$/);
    expect(changed).not.toBe(CODEC_SETUP_ID);
  });

  it('is made from a reference clip that auto frames with the default look for a landscape clip in 9:16', () => {
    expect(defaultFramingMode(REFERENCE_PROBE, REFERENCE_PLACEMENT)).toBe('blur');
  });
});
