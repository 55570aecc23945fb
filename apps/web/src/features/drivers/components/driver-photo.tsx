import { useState } from 'react';

/** A driver's portrait, or their initials on a colour of their own when there is none. */
export function DriverPhoto({
  src,
  name,
  alt,
  className = '',
}: {
  src: string | null;
  name: string;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return (
    <div className={`relative aspect-square overflow-hidden bg-stone-100 ${className}`}>
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={480}
          height={480}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div
          role="img"
          aria-label={alt}
          className="absolute inset-0 flex items-center justify-center text-4xl font-bold text-white"
          style={{ backgroundColor: `hsl(${hue} 45% 38%)` }}
        >
          {initials}
        </div>
      )}
    </div>
  );
}
