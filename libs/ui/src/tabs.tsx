import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './class-names';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

export interface TabsProps<K extends string> {
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs, only the selected tab is in the Tab
 * order. Hidden panels stay mounted, so a half-filled form survives a look at the other tab.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, className }: TabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onSelect(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <div className={classNames('rm-tabs', className)}>
      <div role="tablist" aria-label={label} className="rm-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.key, node);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              className={classNames('rm-tabs__tab', active && 'rm-tabs__tab--active')}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          className="rm-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
