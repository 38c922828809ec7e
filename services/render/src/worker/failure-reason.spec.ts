import { RenderFailureMessages } from '@reelmix/contracts';
import { MediaDecodeError, MediaProcessError, MediaRejectedError, MediaTimeoutError, TextRejectedError } from '@reelmix/media';
import { customerReason, textRefusedReason } from './failure-reason';

// What ffmpeg 5.1 writes for a clip damaged in the middle, at -loglevel error with -xerror.
const STDERR = '[h264 @ 0x55d0c8a4e2c0] Invalid NAL unit size (1869771333 > 15922). | [h264 @ 0x55d0c8a4e2c0] error while decoding MB 12 7 (exit code 69)';

describe('the reason a customer reads for a failed render', () => {
  it('names the clip and says it is damaged when ffmpeg could not decode it, without the tool output', () => {
    const reason = customerReason(new MediaDecodeError('normalising hook2.mov for 9:16', STDERR), 'hook2.mov');
    expect(reason).toBe('"hook2.mov" could not be decoded: the file is damaged or incomplete. Please upload it again or choose another clip.');
    expect(reason).not.toMatch(/0x[0-9a-f]+|h264|exit code|NAL/);
  });

  it('says which rule a clip broke', () => {
    const reason = customerReason(new MediaRejectedError('has no video stream (it is audio only)', 'voice.mp4'), 'voice.mp4');
    expect(reason).toBe('"voice.mp4" could not be processed: has no video stream (it is audio only).');
  });

  it('says a clip took too long, not how long the limit is in milliseconds', () => {
    expect(customerReason(new MediaTimeoutError('normalising long.mov for 1:1', 300_000), 'long.mov')).toBe(RenderFailureMessages.clipTookTooLong('long.mov'));
  });

  it('blames our side for failures of our own files and of the process itself', () => {
    expect(customerReason(new MediaDecodeError('combining a.mp4', STDERR), null)).toBe(RenderFailureMessages.ourFault());
    expect(customerReason(new MediaProcessError('ffmpeg is not installed (needed for normalising x.mp4)'), 'x.mp4')).toBe(RenderFailureMessages.ourFault());
  });
});

describe('the reason a customer reads for a text that could not be drawn', () => {
  it('names the text and gives the layout\'s reason, not the clip', () => {
    const reason = textRefusedReason('Ünïcode ✓ deal', new TextRejectedError('Inter has no letter for "✓": choose another font or change the text'));
    expect(reason).toBe('The text "Ünïcode ✓ deal" could not be drawn on the hook: Inter has no letter for "✓": choose another font or change the text.');
    expect(reason).not.toMatch(/could not be processed/);
  });
});
