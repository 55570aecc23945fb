import type { ReactNode } from 'react';

/** A titled part of a detail page (a car's features, a driver's specialties, a timeline). */
export function DetailSection({
  id,
  title,
  children,
}: {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
