import { SECTION_TITLES, SECTIONS, type UploadSection } from '@reelmix/contracts/browser';

export type SectionFilterValue = UploadSection | 'all';

/** Narrows the library to the clips uploaded into one section. */
export function SectionFilter({ value, onChange }: { value: SectionFilterValue; onChange: (value: SectionFilterValue) => void }) {
  return (
    <label className="library-filter">
      <span className="library-filter__label">Section</span>
      <select value={value} onChange={(event) => onChange(event.target.value as SectionFilterValue)}>
        <option value="all">All sections</option>
        {SECTIONS.map((section) => (
          <option key={section} value={section}>
            {SECTION_TITLES[section]}
          </option>
        ))}
      </select>
    </label>
  );
}
