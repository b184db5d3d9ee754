import { Button, Text } from '@mantine/core';
import { ImageOff } from 'lucide-react';
import { bidiText } from '@/components/bidi/bidi';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';
import classes from './data-image.module.css';

interface BlockedImageProps {
  /** The other site the picture is on. */
  host: string;
  onAllow: () => void;
  /** `cover`: a box in the picture's place; `icon`: a small square (a thumbnail's). */
  variant?: 'cover' | 'icon';
  /** The icon's square, in pixels. */
  size?: number;
  className?: string;
}

/**
 * The neutral placeholder of a picture on another site: nothing is requested from it; the
 * button allows its host for the signed-in user, and its pictures load.
 */
export function BlockedImage({
  host,
  onAllow,
  variant = 'cover',
  size = 28,
  className,
}: BlockedImageProps) {
  const { t } = useTranslation('common');
  if (variant === 'icon') {
    return (
      <IconButton
        label={t('images.showFrom', { host })}
        icon={ImageOff}
        iconSize={Math.round(size * 0.55)}
        size={size}
        variant="light"
        onClick={onAllow}
        className={className}
        data-blocked-image={host}
      />
    );
  }
  return (
    <div
      className={className ? `${classes.placeholder} ${className}` : classes.placeholder}
      data-blocked-image={host}
    >
      <ImageOff size={20} aria-hidden="true" />
      <Text size="xs" className={classes.text}>
        {t('images.blocked')}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        onClick={onAllow}
        classNames={{ root: classes.button, label: classes.label }}
        {...bidiText()}
      >
        {t('images.showFrom', { host })}
      </Button>
    </div>
  );
}
