import { describe, expect, it } from 'vitest';
import { combinationSections, jobSections, sectionsInWords } from './report-labels';

describe('sections in words', () => {
  it('names a job’s sections as before texts when it has none', () => {
    expect(sectionsInWords(jobSections(false))).toBe('hook, body, CTA and placement');
    expect(sectionsInWords(combinationSections(false))).toBe('hook, body and CTA');
  });

  it('names texts right after the hooks they are drawn on when the job has them', () => {
    expect(sectionsInWords(jobSections(true))).toBe('hook, text, body, CTA and placement');
    expect(sectionsInWords(combinationSections(true))).toBe('hook, text, body and CTA');
  });

  it('says one or two sections without a comma', () => {
    expect(sectionsInWords(['hook'])).toBe('hook');
    expect(sectionsInWords(['hook', 'cta'])).toBe('hook and CTA');
    expect(sectionsInWords([])).toBe('');
  });
});
