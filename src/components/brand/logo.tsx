import { useId } from 'react';

interface LogoMarkProps {
  size?: number;
  className?: string;
}

/** Mirante's mark: a lookout over two peaks at sunrise. Decorative; the name says the rest. */
export function LogoMark({ size = 32, className }: LogoMarkProps) {
  const gradient = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--mantine-color-mirante-5)" />
          <stop offset="1" stopColor="var(--mantine-color-mirante-8)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <circle cx="21.5" cy="10.5" r="3.2" fill="#fff" fillOpacity="0.85" />
      <path d="M4.5 25 12.2 13.2l4.6 6.6 3-4 7.7 9.2Z" fill="#fff" />
    </svg>
  );
}
