import { CODEC_SETUP_ID } from './codec-setup';
import { buildNormaliseArgs } from './normalise-args';

describe('CODEC_SETUP_ID', () => {
  it('is a short stable id usable in object keys', () => {
    expect(CODEC_SETUP_ID).toMatch(/^[0-9a-f]{12}$/);
  });

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
});
