import { ActionIcon, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PenLine } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './email.module.css';

/**
 * The compose button of narrow screens, where the folders (and their compose button)
 * live in a drawer: it floats at the foot of the list, which stops above it (and, on a short
 * screen where it cannot, keeps the button's room free after its last row).
 */
export function ComposeFab({ onCompose }: { onCompose: () => void }) {
  const { t } = useTranslation('email');
  const theme = useMantineTheme();
  // Not only hidden by CSS: with the sidebar shown there is one "Compose" button, not two.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, {
    getInitialValueInEffect: false,
  });
  if (wide) return null;
  return (
    <ActionIcon
      className={classes.composeFab}
      size="var(--compose-fab-size)"
      radius="xl"
      aria-label={t('composeButton')}
      title={t('composeButton')}
      onClick={onCompose}
    >
      <PenLine size={22} aria-hidden="true" />
    </ActionIcon>
  );
}
