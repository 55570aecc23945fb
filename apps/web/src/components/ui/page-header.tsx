import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The way back to where a screen was opened from. Its tap target is 44 px tall, yet it
 * takes no more room on the page than the line of text it is (the negative margin).
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="-my-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
    >
      ← {children}
    </Link>
  );
}

/**
 * The top of a screen: an optional way back, the title (the page's one h1) and a line
 * under it. `compact` starts a long title ("Book 2020 Toyota RAV4") smaller on a phone.
 */
export function PageHeader({
  back,
  title,
  intro,
  compact = false,
}: {
  back?: { to: string; label: string };
  title: ReactNode;
  intro?: ReactNode;
  compact?: boolean;
}) {
  return (
    <>
      {back && <BackLink to={back.to}>{back.label}</BackLink>}
      <h1
        className={`${back ? 'mt-3 ' : ''}${compact ? 'text-2xl sm:text-3xl' : 'text-3xl'} font-extrabold tracking-tight text-stone-900`}
      >
        {title}
      </h1>
      {intro && <p className="mt-1 text-stone-700">{intro}</p>}
    </>
  );
}
