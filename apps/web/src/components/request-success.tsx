import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '@/components/ui/icons';

/**
 * A request's answer (a ticket, rules §6.7; a GPS installation, rules §7.2): a title, the
 * server's message, the request's reference and the way on. It takes the focus when it
 * appears, so a phone that submitted from the bottom of the form shows it and a screen
 * reader reads it.
 */
export function RequestSuccess({
  id,
  title,
  message,
  reference,
  link,
  className = '',
  children,
}: {
  /** The title's id, which names the panel. */
  id: string;
  title: string;
  message: string;
  /** The line naming the request's reference. */
  reference: string;
  link: { to: string; label: string };
  className?: string;
  /** Anything said between the reference and the link. */
  children?: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      aria-labelledby={id}
      className={`scroll-mt-24 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900 sm:p-6 ${className}`}
    >
      <p id={id} className="flex items-center gap-2 text-xl font-bold">
        <CheckIcon className="size-7 shrink-0 text-brand-700" />
        {title}
      </p>
      <p className="mt-3">{message}</p>
      <p className="mt-2 text-sm font-semibold">{reference}</p>
      {children}
      <Link
        to={link.to}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900"
      >
        {link.label}
      </Link>
    </div>
  );
}
