import type { CarType } from '@kodesha/domain';
import sharp from 'sharp';

/** A deterministic pseudo-random number in [0, 1) from a seed, so demo photos never change. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Body outlines per type, drawn on a 1000-wide car centred on the road. */
const bodies: Record<CarType, { body: string; windows: string; wheelY: number }> = {
  sedan: {
    body: 'M120 560 Q130 500 230 490 L340 420 Q380 395 440 395 L620 395 Q690 395 740 440 L810 490 Q900 500 900 560 L900 600 L120 600 Z',
    windows:
      'M360 435 L430 410 L520 410 L520 485 L320 485 Z M545 410 L620 410 Q670 412 710 470 L715 485 L545 485 Z',
    wheelY: 600,
  },
  suv: {
    body: 'M120 580 L120 480 Q125 440 200 430 L300 360 Q320 345 360 345 L720 345 Q770 345 800 400 L860 440 Q900 450 900 500 L900 610 L120 610 Z',
    windows:
      'M320 380 L360 365 L500 365 L500 440 L260 440 Z M525 365 L700 365 Q740 368 770 430 L525 430 Z',
    wheelY: 610,
  },
  truck: {
    body: 'M100 600 L100 470 L520 470 L520 380 Q520 350 560 350 L720 350 Q760 350 790 400 L860 450 Q900 460 900 510 L900 610 L100 610 Z',
    windows: 'M560 375 L700 375 Q740 378 770 440 L560 440 Z',
    wheelY: 610,
  },
  van: {
    body: 'M110 610 L110 360 Q110 320 160 320 L700 320 Q760 320 800 380 L870 470 Q900 490 900 540 L900 610 Z',
    windows:
      'M170 360 L330 360 L330 440 L170 440 Z M360 360 L520 360 L520 440 L360 440 Z M550 360 L690 360 Q730 365 770 440 L550 440 Z',
    wheelY: 610,
  },
  luxury: {
    body: 'M110 560 Q120 505 240 495 L350 430 Q400 405 470 405 L640 405 Q710 405 760 450 L830 495 Q905 505 905 560 L905 595 L110 595 Z',
    windows:
      'M370 445 L445 420 L540 420 L540 490 L330 490 Z M565 420 L635 420 Q690 422 735 478 L740 490 L565 490 Z',
    wheelY: 595,
  },
  electric: {
    body: 'M120 570 Q125 490 250 470 L360 400 Q400 380 470 380 L620 380 Q700 380 760 430 L840 480 Q900 495 900 560 L900 600 L120 600 Z',
    windows:
      'M380 418 L450 398 L540 398 L540 465 L330 465 Z M565 398 L620 398 Q680 400 730 455 L735 465 L565 465 Z',
    wheelY: 600,
  },
};

const skies = [
  ['#7cc3f2', '#d9f0ff'],
  ['#f6b26b', '#fde5c8'],
  ['#9fd3f7', '#f2f9ff'],
];

/**
 * A believable listing photo without any download: a car of that type and colour on a
 * road through green hills, drawn as SVG and rendered by sharp to a JPEG as a phone would
 * send it (1280 × 960).
 */
export async function demoCarPhoto(options: {
  type: CarType;
  colour: string;
  seed: number;
  angle?: 'side' | 'close';
  /** Narrower for tests; a phone photo is 1280 wide. */
  width?: number;
}): Promise<Buffer> {
  const next = random(options.seed);
  const [skyTop, skyBottom] = skies[Math.floor(next() * skies.length)]!;
  const shape = bodies[options.type];
  const hill = (base: number, height: number, colour: string) => {
    const points = Array.from({ length: 7 }, (_, index) => {
      const x = index * 240 - 120;
      const y = base - next() * height;
      return `Q${x + 120} ${y - height / 2} ${x + 240} ${y}`;
    }).join(' ');
    return `<path d="M-120 ${base} ${points} L1400 960 L-120 960 Z" fill="${colour}"/>`;
  };
  const scale = options.angle === 'close' ? 1.35 : 1;
  const offsetX = options.angle === 'close' ? -60 : 140;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960" viewBox="0 0 1280 960">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient>
  </defs>
  <rect width="1280" height="960" fill="url(#sky)"/>
  <circle cx="${200 + next() * 900}" cy="${110 + next() * 60}" r="55" fill="#fff7d6" opacity="0.9"/>
  ${hill(520, 160, '#5f9e57')}
  ${hill(600, 110, '#3f7f3c')}
  ${hill(680, 70, '#2f6a31')}
  <rect y="690" width="1280" height="270" fill="#5b5b5e"/>
  <rect y="690" width="1280" height="14" fill="#b9a27a"/>
  <g fill="#f2f2f2">${Array.from({ length: 8 }, (_, index) => `<rect x="${index * 180 + 20}" y="850" width="90" height="10"/>`).join('')}</g>
  <g transform="translate(${offsetX} ${690 - shape.wheelY * scale + 40 * scale}) scale(${scale})">
    <ellipse cx="510" cy="${shape.wheelY + 30}" rx="420" ry="22" fill="#000" opacity="0.25"/>
    <path d="${shape.body}" fill="${options.colour}"/>
    <path d="${shape.body}" fill="url(#paint)"/>
    <path d="${shape.windows}" fill="#1f2d3a" opacity="0.85"/>
    <rect x="860" y="${shape.wheelY - 70}" width="34" height="16" rx="6" fill="#fff3b0"/>
    <rect x="122" y="${shape.wheelY - 70}" width="24" height="16" rx="6" fill="#d83a3a"/>
    ${[260, 760]
      .map(
        (x) =>
          `<circle cx="${x}" cy="${shape.wheelY}" r="62" fill="#1c1c1c"/><circle cx="${x}" cy="${shape.wheelY}" r="30" fill="#b7b7b7"/>`,
      )
      .join('')}
  </g>
</svg>`;
  return sharp(Buffer.from(svg))
    .resize({ width: options.width ?? 1280 })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A portrait stand-in: head and shoulders on a colour, rendered like a phone photo (800 × 800). */
export async function demoPortrait(options: { colour: string; width?: number }): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="${options.colour}"/>
  <rect width="800" height="800" fill="#ffffff" opacity="0.12"/>
  <circle cx="400" cy="320" r="150" fill="#5b3a29"/>
  <path d="M130 800 Q140 560 400 540 Q660 560 670 800 Z" fill="#f5f5f4"/>
  <path d="M330 560 L400 640 L470 560 Z" fill="#d6d3d1"/>
</svg>`;
  return sharp(Buffer.from(svg))
    .resize({ width: options.width ?? 800 })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A licence card stand-in, for demo drivers' private licence photos. */
export async function demoLicenceCard(width = 640): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
  <rect width="856" height="540" rx="32" fill="#e0f2fe"/>
  <rect x="40" y="40" width="220" height="280" rx="12" fill="#94a3b8"/>
  <g fill="#334155">${[80, 140, 200, 260, 320].map((y) => `<rect x="300" y="${y}" width="480" height="24" rx="6"/>`).join('')}</g>
</svg>`;
  return sharp(Buffer.from(svg)).resize({ width }).jpeg({ quality: 80 }).toBuffer();
}
