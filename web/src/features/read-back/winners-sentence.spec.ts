import { DEFAULT_TEXT_STYLE } from '@reelmix/contracts/browser';
import { describe, expect, it } from 'vitest';
import type { WinnerTexts } from './winner-texts';
import { winnersSentence } from './winners-sentence';

const seed = { texts: [{ text: 'Dermatologists hate this', label: 'derm' }], textStyle: DEFAULT_TEXT_STYLE };
const won: WinnerTexts = { kind: 'won', seed };
const kept: WinnerTexts = { kind: 'kept', seed };
const LIBRARY_NOTE = ' The clips come from your library, so nothing is uploaded again.';

describe('winnersSentence', () => {
  it('says as before what a job without texts keeps', () => {
    expect(winnersSentence({ decided: ['hook'], texts: null })).toBe(`Start a new job with the winning hook, keeping the other clips of this job in the test.${LIBRARY_NOTE}`);
    expect(winnersSentence({ decided: ['hook', 'body', 'cta'], texts: null })).toBe(`Start a new job with the winning hook, body and CTA.${LIBRARY_NOTE}`);
  });

  it('names the winning text in report order, right after the hook', () => {
    expect(winnersSentence({ decided: ['hook', 'text', 'body'], texts: won })).toBe(
      `Start a new job with the winning hook, text and body, keeping the other clips of this job in the test.${LIBRARY_NOTE}`,
    );
    expect(winnersSentence({ decided: ['hook', 'text', 'body', 'cta'], texts: won })).toBe(`Start a new job with the winning hook, text, body and CTA.${LIBRARY_NOTE}`);
  });

  it('keeps all the clips when only the text won', () => {
    expect(winnersSentence({ decided: ['text'], texts: won })).toBe(`Start a new job with the winning text, keeping all the clips of this job in the test.${LIBRARY_NOTE}`);
  });

  it('says the texts are kept when none won', () => {
    expect(winnersSentence({ decided: ['hook'], texts: kept })).toBe(
      `Start a new job with the winning hook, keeping the other clips and the texts of this job in the test.${LIBRARY_NOTE}`,
    );
    expect(winnersSentence({ decided: ['hook', 'body', 'cta'], texts: kept })).toBe(
      `Start a new job with the winning hook, body and CTA, keeping the texts of this job in the test.${LIBRARY_NOTE}`,
    );
  });

  it('says the new job draws no text when the videos without one did best', () => {
    expect(winnersSentence({ decided: [], texts: { kind: 'none-won' } })).toBe(
      `Start a new job, keeping all the clips of this job in the test. The ads without text did best, so the new job draws none.${LIBRARY_NOTE}`,
    );
  });
});
