import type { ReactNode } from 'react';

type Tone = 'green' | 'amber' | 'red' | 'stone';
const tones: Record<Tone, string> = {
  green: 'bg-brand-100 text-brand-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
  stone: 'bg-stone-200 text-stone-800',
};

export function Badge({ tone = 'stone', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
