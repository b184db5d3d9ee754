import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Check, Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { readableOn } from '../lib/palette';
import classes from './swatch.module.css';

interface SwatchProps {
  /** The CSS variable (`--mantine-color-mirante-6`). */
  token: string;
  /** Its value in the theme (`#5548e9`). */
  hex: string;
  /** A name above the token (a role: "Primária"). */
  title?: string | undefined;
  /** A word after the value ("padrão": the shade the filled variant uses). */
  note?: string | undefined;
  /** Just copied: a check mark instead of the copy icon. */
  copied: boolean;
  onCopy: () => void;
}

/**
 * A colour as a button: its token and value written on it, in white or black, whichever reads
 * better on it. A press copies (the page chooses the value or the variable).
 */
export function Swatch({ token, hex, title, note, copied, onCopy }: SwatchProps) {
  const { t } = useTranslation('showcase-style');
  const Icon = copied ? Check : Copy;
  // The spaces between the parts keep them apart in the button's accessible name.
  return (
    <UnstyledButton
      className={classes.swatch}
      style={{ backgroundColor: hex, color: readableOn(hex) }}
      onClick={onCopy}
    >
      <VisuallyHidden>{t('copy')}</VisuallyHidden>{' '}
      {title && <span className={classes.title}>{title}</span>}{' '}
      <span dir="ltr" className={classes.token}>
        {token}
      </span>{' '}
      {note && <span className={classes.note}>{note}</span>}{' '}
      <span dir="ltr" className={classes.hex}>
        {hex}
      </span>
      <Icon size={14} aria-hidden="true" className={classes.icon} />
    </UnstyledButton>
  );
}

/** Ten shades, one under the other. */
export function SwatchScale({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div role="group" aria-label={label} className={classes.scale}>
      {children}
    </div>
  );
}
