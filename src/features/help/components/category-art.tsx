import type { ReactNode } from 'react';
import classes from './help.module.css';

/**
 * Our own small drawings for the knowledge base's six categories, named by a card's `img`.
 * Colours are Mantine's variables, so they follow the light and dark skins. Decorative: the
 * card's title says what the category is.
 */
const tone = (color: string, kind: 'light' | 'filled' | 'light-color') =>
  `var(--mantine-color-${color}-${kind})`;
const paper = 'var(--mantine-color-body)';

const drawings: Record<string, { color: string; body: (c: string) => ReactNode }> = {
  rocket: {
    color: 'blue',
    body: (c) => (
      <>
        <path d="M60 14c14 10 20 26 16 46H44c-4-20 2-36 16-46Z" fill={tone(c, 'filled')} />
        <circle cx="60" cy="38" r="7" fill={paper} />
        <path d="M44 48 34 62h12ZM76 48l10 14H74Z" fill={tone(c, 'light-color')} />
        <path d="M50 62h20l-10 16Z" fill="var(--mantine-color-orange-filled)" />
      </>
    ),
  },
  shield: {
    color: 'red',
    body: (c) => (
      <>
        <path d="M60 12 84 21v18c0 17-10 29-24 35-14-6-24-18-24-35V21Z" fill={tone(c, 'filled')} />
        <path
          d="m49 43 8 8 15-16"
          fill="none"
          stroke={paper}
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ),
  },
  receipt: {
    color: 'green',
    body: (c) => (
      <>
        <path d="M40 12h36v62l-6-4-6 4-6-4-6 4-6-4-6 4Z" fill={tone(c, 'filled')} />
        <path
          d="M47 26h22M47 36h22M47 46h14"
          stroke={paper}
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx="80" cy="62" r="11" fill="var(--mantine-color-yellow-filled)" />
        <path d="M80 56v12" stroke={paper} strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  plug: {
    color: 'indigo',
    body: (c) => (
      <>
        <rect x="30" y="18" width="60" height="48" rx="8" fill={tone(c, 'filled')} />
        <path
          d="m50 32-10 10 10 10M70 32l10 10-10 10M63 30l-6 24"
          fill="none"
          stroke={paper}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M54 66h12v10H54Z" fill={tone(c, 'light-color')} />
      </>
    ),
  },
  palette: {
    color: 'pink',
    body: (c) => (
      <>
        <path
          d="M60 14c-20 0-32 13-32 29 0 14 11 25 24 25 6 0 7-4 5-8-3-5 1-9 6-9h9c8 0 12-5 12-12 0-14-11-25-24-25Z"
          fill={tone(c, 'filled')}
        />
        <circle cx="45" cy="40" r="5" fill="var(--mantine-color-yellow-filled)" />
        <circle cx="55" cy="27" r="5" fill={paper} />
        <circle cx="70" cy="29" r="5" fill="var(--mantine-color-teal-filled)" />
        <circle cx="46" cy="55" r="4" fill="var(--mantine-color-blue-filled)" />
      </>
    ),
  },
  team: {
    color: 'grape',
    body: (c) => (
      <>
        <circle cx="38" cy="34" r="8" fill={tone(c, 'light-color')} />
        <circle cx="82" cy="34" r="8" fill={tone(c, 'light-color')} />
        <path
          d="M24 64c0-9 6-16 14-16s14 7 14 16ZM68 64c0-9 6-16 14-16s14 7 14 16Z"
          fill={tone(c, 'light-color')}
        />
        <circle cx="60" cy="30" r="10" fill={tone(c, 'filled')} />
        <path d="M42 70c0-12 8-22 18-22s18 10 18 22Z" fill={tone(c, 'filled')} />
      </>
    ),
  },
};

export function CategoryArt({ name }: { name: string }) {
  const drawing = Object.hasOwn(drawings, name) ? drawings[name] : undefined;
  const color = drawing?.color ?? 'gray';
  return (
    <svg
      viewBox="0 0 120 86"
      className={classes.art}
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="4" width="112" height="78" rx="16" fill={tone(color, 'light')} />
      {drawing?.body(color)}
    </svg>
  );
}
