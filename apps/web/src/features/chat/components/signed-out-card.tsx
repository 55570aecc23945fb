import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/page-title';
import { Card } from '@/components/ui/card';

/** What a signed-out visitor sees on a chat screen: why, and where to log in. */
export function SignedOutCard({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  /** The links onwards (Log In first). */
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        <p className="mt-2 text-stone-700">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
      </Card>
    </div>
  );
}
