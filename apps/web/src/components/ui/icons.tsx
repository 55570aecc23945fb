import type { ReactNode } from 'react';

/**
 * Every icon the screens draw, in one place. Icons are decorative (`aria-hidden`): the
 * control or text beside them carries the words. Each takes the size its callers used
 * as its default, and a `className` to change it.
 */
type IconProps = { className?: string };

function StrokeIcon({
  className,
  strokeWidth = '2',
  viewBox = '0 0 24 24',
  children,
}: {
  className: string;
  strokeWidth?: string;
  viewBox?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** A stroke icon with round caps and joins (Lucide's style, ISC licence). */
function RoundIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** The speech bubble of every Messages and Chat link. */
export const ChatBubbleIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12z" strokeLinejoin="round" />
  </StrokeIcon>
);

/** The bell of the Notifications control. */
export const BellIcon = ({ className = 'size-5' }: IconProps) => (
  <RoundIcon className={className}>
    <path d="M6 8a6 6 0 0112 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 003.4 0" />
  </RoundIcon>
);

/** A car from the side, where a car's photo is missing. */
export const CarIcon = ({ className = 'size-10' }: IconProps) => (
  <StrokeIcon className={className} strokeWidth="1.5">
    <path d="M3 13l2-5a2 2 0 012-1.4h10A2 2 0 0119 8l2 5v4a1 1 0 01-1 1h-1a2 2 0 01-4 0H9a2 2 0 01-4 0H4a1 1 0 01-1-1v-4zM3 13h18M7 15h.01M17 15h.01" />
  </StrokeIcon>
);

/** A map pin, before a town. */
export const PinIcon = ({ className = 'size-4 shrink-0' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </StrokeIcon>
);

export const ChevronLeftIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M15 18l-6-6 6-6" />
  </StrokeIcon>
);

export const ChevronRightIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M9 18l6-6-6-6" />
  </StrokeIcon>
);

/** A solid chevron that turns when its section opens. */
export const ChevronDownIcon = ({ className = 'size-5' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
    <path
      fillRule="evenodd"
      d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
      clipRule="evenodd"
    />
  </svg>
);

/** Back to the list, on a phone's chat screen. */
export const ArrowLeftIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
  </StrokeIcon>
);

export const CheckIcon = ({ className = 'size-5 shrink-0 text-brand-700' }: IconProps) => (
  <StrokeIcon className={className} strokeWidth="2.5">
    <path d="M5 13l4 4L19 7" />
  </StrokeIcon>
);

/** The × of a remove or close button. */
export const CloseIcon = ({ className = 'size-4' }: IconProps) => (
  <StrokeIcon className={className} strokeWidth="2.5">
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
);

/** The phone menu's button: three lines, or a cross while the menu is open. */
export const MenuIcon = ({ open, className = 'size-6' }: IconProps & { open: boolean }) => (
  <StrokeIcon className={className}>
    {open ? (
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    ) : (
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    )}
  </StrokeIcon>
);

export const CameraIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M4 7h3l2-3h6l2 3h3v12H4zM12 17a4 4 0 100-8 4 4 0 000 8z" />
  </StrokeIcon>
);

export const StarIcon = ({ className = 'size-4 text-amber-500' }: IconProps) => (
  <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
    <path d="M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z" />
  </svg>
);

export const LockIcon = ({ className = 'mt-0.5 size-4 shrink-0 text-sun-400' }: IconProps) => (
  <StrokeIcon className={className}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 018 0v4" />
  </StrokeIcon>
);

/** ✓ once sent, ✓✓ once read. */
export const ReadTickIcon = ({ read, className = 'h-3 w-4' }: IconProps & { read: boolean }) => (
  <svg
    viewBox="0 0 24 16"
    className={className}
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M1.5 8.5l4 4L14 3" />
    {read && <path d="M9.5 12.5L18 3" />}
  </svg>
);

/** The three steps of home's "How it works": find, connect, travel safe. */
const stepPaths = {
  find: 'M11 19a8 8 0 100-16 8 8 0 000 16zM21 21l-4.3-4.3',
  connect: 'M21 15a2 2 0 01-2 2H7l-4 4V5a2 2 0 012-2h14a2 2 0 012 2z',
  safe: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
} as const;
export type StepIconName = keyof typeof stepPaths;

export const StepIcon = ({ name, className = 'size-6' }: IconProps & { name: StepIconName }) => (
  <RoundIcon className={className}>
    <path d={stepPaths[name]} />
  </RoundIcon>
);

/** A magnifier with + or −, for zooming a photo in or out. */
export const ZoomIcon = ({ out = false, className = 'size-5' }: IconProps & { out?: boolean }) => (
  <StrokeIcon className={className}>
    <circle cx="11" cy="11" r="6.5" />
    <path d={out ? 'M21 21l-5-5M8 11h6' : 'M21 21l-5-5M8 11h6M11 8v6'} strokeLinecap="round" />
  </StrokeIcon>
);

/** A turning arrow, for rotating a photo a quarter turn. */
export const RotateIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M20 11a8 8 0 10-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
  </StrokeIcon>
);

/** An arrow into a tray, for downloading a file. */
export const DownloadIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M12 4v11M7 10l5 5 5-5M4 20h16" strokeLinecap="round" strokeLinejoin="round" />
  </StrokeIcon>
);

/** A plane or a coach, beside the words 'Flight' or 'Bus' (rules §6.1). */
export const TicketTypeIcon = ({
  type,
  className = 'size-5 shrink-0',
}: IconProps & { type: 'flight' | 'bus' }) => (
  <RoundIcon className={className}>
    {type === 'flight' ? (
      <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z" />
    ) : (
      <>
        <path d="M8 6v6M15 6v6M2 12h19.6M9 18h5" />
        <path d="M18 18h3s.5-1.7.8-2.8c.1-.4.2-.8.2-1.2 0-.4-.1-.8-.2-1.2l-1.4-5C20.1 6.8 19.1 6 18 6H4a2 2 0 0 0-2 2v10h3" />
        <circle cx="7" cy="18" r="2" />
        <circle cx="16" cy="18" r="2" />
      </>
    )}
  </RoundIcon>
);

export const GlobeIcon = ({ className = 'size-5 shrink-0' }: IconProps) => (
  <RoundIcon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
  </RoundIcon>
);

export const ClockIcon = ({ className = 'size-6 shrink-0' }: IconProps) => (
  <RoundIcon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </RoundIcon>
);

export const ShieldIcon = ({ className = 'size-6 shrink-0' }: IconProps) => (
  <RoundIcon className={className}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </RoundIcon>
);

export const SupportIcon = ({ className = 'size-6 shrink-0' }: IconProps) => (
  <RoundIcon className={className}>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19a3 3 0 01-3 3h-3" />
  </RoundIcon>
);

export const MailIcon = ({ className = 'size-5 shrink-0' }: IconProps) => (
  <RoundIcon className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </RoundIcon>
);

export const PhoneIcon = ({ className = 'size-5 shrink-0' }: IconProps) => (
  <RoundIcon className={className}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 006.5 6.5l1.5-2 4 1.5V19a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" />
  </RoundIcon>
);
