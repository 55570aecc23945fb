import type { ReactNode } from 'react';

/**
 * A grey block where a photo, a badge or a button will be. Loading states are drawn with
 * these at the size of what replaces them, so nothing moves when the data arrives.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200 ${className}`} />
  );
}

/**
 * Lines of text still to come, as tall as the real text: `className` carries the same font
 * size and line height as the text it stands for (`text-sm`, `text-lg leading-snug`), and
 * each line holds a non-breaking space, so its box is the text's own.
 */
export function SkeletonText({
  className = '',
  width = 'w-2/3',
  lines = 1,
}: {
  className?: string;
  /** The last line's width; the lines before it are full. */
  width?: string;
  lines?: number;
}) {
  return (
    <div aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, line) => (
        <div key={line} className="flex items-center">
          <span
            className={`h-[0.8em] animate-pulse rounded bg-stone-200 ${line === lines - 1 ? width : 'w-full'}`}
          />
          {'\u00a0'}
        </div>
      ))}
    </div>
  );
}

/**
 * A loading state drawn as skeletons: one status for screen readers, named by `label`
 * ("Loading cars…"), around blocks they skip.
 */
export function SkeletonStatus({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/**
 * A side panel still loading (a listing page's contact box or booking form): a bordered
 * box with a title, a heading, two lines and a button, the size of the signed-out panels.
 */
export function SkeletonPanel() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-stone-200 bg-white p-5">
      <SkeletonText className="text-lg" width="w-1/2" />
      <SkeletonText className="mt-3" width="w-2/3" />
      <SkeletonText className="mt-1 text-sm" lines={2} width="w-3/4" />
      <Skeleton className="mt-4 h-11 w-28 rounded-lg" />
    </div>
  );
}

/**
 * A car's or driver's page while it loads, in the pages' own frame: `children` in the main
 * column, and the contact and booking panels beside it.
 */
export function SkeletonListingPage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SkeletonStatus label={label} className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">{children}</div>
        <div className="space-y-4 lg:self-start">
          <SkeletonPanel />
          <SkeletonPanel />
        </div>
      </div>
    </SkeletonStatus>
  );
}

/**
 * A list's grid while it loads: `count` copies of `card` in the lists' grid, one status for
 * screen readers named `label`. `countLine` shows the label where the line that says how
 * many matched will be, keeping its place.
 */
export function SkeletonGrid({
  label,
  count,
  card,
  countLine = false,
}: {
  label: string;
  count: number;
  card: ReactNode;
  countLine?: boolean;
}) {
  const grid = (
    <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>{card}</li>
      ))}
    </ul>
  );
  return countLine ? (
    <div role="status">
      <p className="mb-3 text-sm text-stone-600">{label}</p>
      {grid}
    </div>
  ) : (
    <SkeletonStatus label={label}>{grid}</SkeletonStatus>
  );
}

/**
 * A listing's card still loading (a car's, a driver's), line for line its size: the 4:3
 * photo, the title (`title`: its text class and width) beside its badge, the card's own
 * lines (`children`), then the price and Book Now at its foot.
 */
export function SkeletonListingCard({
  title,
  children,
}: {
  title: { className: string; width: string };
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <SkeletonText className={title.className} width={title.width} />
          <Skeleton className="h-5 w-12 rounded-full" />
        </div>
        {children}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <SkeletonText className="flex-1 text-lg" width="w-1/2" />
          <Skeleton className="h-11 w-24 rounded-lg" />
        </div>
      </div>
    </div>
  );
}
