import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/session';

/**
 * A form's controls, disabled until the page has hydrated (rules §9.16): what a person typed
 * into a server-drawn form before its script ran would not reach the form, and a press on
 * its button would send nothing.
 */
export function FormControls({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={`min-w-0 ${className}`}>
      {children}
    </fieldset>
  );
}
