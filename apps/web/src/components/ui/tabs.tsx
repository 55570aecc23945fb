import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type TabItem<T extends string> = { id: T; label: ReactNode };

/** How far a tab brought into view stands clear of the row's edge (its fade): 2.5rem. */
const edgeRoom = 40;

/**
 * Which ends of a row that scrolls sideways hide tabs, kept as it scrolls or changes size
 * (a narrower screen, a longer label, a count appearing in a badge).
 */
function useHiddenEnds(list: HTMLElement | null) {
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    if (!list) return;
    const update = () => {
      const overflow = list.scrollWidth - list.clientWidth;
      const start = list.scrollLeft > 1;
      const end = overflow > 1 && list.scrollLeft < overflow - 1;
      setEnds((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    resized?.observe(list);
    for (const tab of list.children) resized?.observe(tab);
    return () => {
      list.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [list]);
  return ends;
}

/** The fade and arrow over a tab row's hidden end: the row scrolls that way. */
function MoreTabs({ side }: { side: 'before' | 'after' }) {
  const before = side === 'before';
  return (
    <span
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      className={`pointer-events-none absolute inset-y-0 flex w-10 items-center text-stone-500 ${before ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l'} from-stone-50 via-stone-50/90 to-transparent`}
    >
      {before ? <ChevronLeftIcon className="size-5" /> : <ChevronRightIcon className="size-5" />}
    </span>
  );
}

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop (the selected tab; the others are
 * reached with the arrow keys, Home and End, which select as they move), each tab naming
 * the panel it controls, and the panel named by its tab. The screen keeps which tab is
 * selected (its state, or the address), so Back and shared links can follow it.
 *
 * On a narrow screen the row scrolls sideways and shows that it does: an end that hides
 * tabs fades out under an arrow, and the selected tab is scrolled clear of the fades.
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
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const hidden = useHiddenEnds(list);

  // The selected tab (from a link, say) is brought clear of the fades, scrolling the row
  // alone: the page itself does not move.
  useEffect(() => {
    const row = list;
    const tab = document.getElementById(`${base}-tab-${selected}`);
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const start = tab.offsetLeft - edgeRoom;
    const end = tab.offsetLeft + tab.offsetWidth + edgeRoom - row.clientWidth;
    if (start < row.scrollLeft) row.scrollLeft = Math.max(0, start);
    else if (end > row.scrollLeft) row.scrollLeft = end;
  }, [base, selected, list]);

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
      <div className={`relative ${className}`}>
        <div
          ref={setList}
          role="tablist"
          aria-label={label}
          className="relative flex [scrollbar-width:none] gap-1 overflow-x-auto border-b border-stone-200 sm:gap-2"
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
        {hidden.start && <MoreTabs side="before" />}
        {hidden.end && <MoreTabs side="after" />}
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
