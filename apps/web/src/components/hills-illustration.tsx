/** Rolling hills, a road and a car: the land of a thousand hills, drawn inline (no download). */
export function HillsIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 320" className={className} role="presentation" aria-hidden="true">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#00a1de" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fcd116" stopOpacity="0.15" />
        </linearGradient>
        <clipPath id="frame">
          <rect width="480" height="320" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#frame)">
        <rect width="480" height="320" fill="url(#sky)" />
        <circle cx="370" cy="86" r="34" fill="#fcd116" opacity="0.9" />
        <path
          d="M0 190 Q70 130 140 175 T280 160 T420 150 T480 165 V320 H0Z"
          fill="#0b8a62"
          opacity="0.55"
        />
        <path d="M0 225 Q90 170 190 215 T360 205 T480 200 V320 H0Z" fill="#0b6e4f" opacity="0.8" />
        <path d="M0 262 Q120 225 240 255 T480 245 V320 H0Z" fill="#063f2e" />
        <path
          d="M150 320 C200 280 250 268 330 262 L352 262 C280 272 236 290 206 320Z"
          fill="#d6d3d1"
          opacity="0.9"
        />
        <g transform="translate(236 246) rotate(-9)">
          <rect x="0" y="14" width="74" height="20" rx="7" fill="#fcd116" />
          <path d="M12 14 L22 2 H50 L62 14Z" fill="#fcd116" />
          <path d="M25 5 H36 V13 H17Z M39 5 H48 L57 13 H39Z" fill="#063f2e" opacity="0.7" />
          <circle cx="17" cy="35" r="7" fill="#1c1917" />
          <circle cx="57" cy="35" r="7" fill="#1c1917" />
          <circle cx="17" cy="35" r="2.5" fill="#d6d3d1" />
          <circle cx="57" cy="35" r="2.5" fill="#d6d3d1" />
        </g>
      </g>
    </svg>
  );
}
