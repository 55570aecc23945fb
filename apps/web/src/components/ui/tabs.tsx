import { useEffect, useId, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<T extends string> = { id: T; label: ReactNode };

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop (the selected tab; the others are
 * reached with the arrow keys, Home and End, which select as they move), each tab naming
 * the panel it controls, and the panel named by its tab. The screen keeps which tab is
 * selected (its state, or the address), so Back and shared links can follow it.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className = '',
  panelClassName = '',
  children,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Where the tab list sits on its screen (its margins). */
  className?: string;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const base = useId();
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = (id: T) => `${base}-panel-${id}`;

  // On a phone the tabs scroll sideways: the selected one (from a link, say) is brought into view.
  useEffect(() => {
    const tab = document.getElementById(`${base}-tab-${selected}`);
    if (typeof tab?.scrollIntoView === 'function')
      tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [base, selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next]!;
    onSelect(target.id);
    document.getElementById(tabId(target.id))?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className={`flex gap-1 overflow-x-auto border-b border-stone-200 sm:gap-2 ${className}`}
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap sm:px-4 ${active ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
