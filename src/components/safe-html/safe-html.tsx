import { Button, Text } from '@mantine/core';
import { ImageOff } from 'lucide-react';
import { useMemo, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { allowImageHost, useAllowedImageHosts } from '@/lib/data-images';
import { useTranslation } from '@/lib/i18n-react';
import { cleanHtml, type CleanHtml, type RemoteImages } from './sanitize';
import classes from './safe-html.module.css';

type DivProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'>;

/** Renders what `cleanHtml` gave (for callers that also read its report). */
export function CleanHtmlView({ clean, ...props }: DivProps & { clean: CleanHtml }) {
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}

/** Says above a text that pictures were held back; `children` are the buttons that show them. */
export function HeldImagesBar({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className={classes.bar}>
      <div className={classes.text}>
        <ImageOff size={16} className={classes.icon} aria-hidden="true" />
        <Text size="sm" {...bidiText()}>
          {message}
        </Text>
      </div>
      {children}
    </div>
  );
}

/** The bar with one "Mostrar imagens de <host>" per host held back. */
function BlockedImagesBar({
  hosts,
  onAllow,
}: {
  hosts: readonly string[];
  onAllow: (host: string) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <HeldImagesBar message={t('images.blockedMany')}>
      {hosts.map((host) => (
        <Button
          key={host}
          size="compact-sm"
          variant="light"
          onClick={() => onAllow(host)}
          classNames={{ root: classes.button, label: classes.label }}
        >
          {t('images.showFrom', { host })}
        </Button>
      ))}
    </HeldImagesBar>
  );
}

/**
 * Renders HTML from data (articles, posts, descriptions) after sanitising it. Pictures on
 * another site follow the policy for pictures from data (`@/lib/data-images`): not requested
 * until their host is allowed by the signed-in user, from the bar above the text; with
 * `remoteImages="show"` they all load.
 */
export function SafeHtml({
  html,
  remoteImages = 'block',
  className,
  ...props
}: DivProps & { html: string; remoteImages?: RemoteImages }) {
  const allowed = useAllowedImageHosts();
  // Also shown here when storage refuses to remember (private mode, storage full).
  const [shown, setShown] = useState<readonly string[]>([]);
  const clean = useMemo(
    () =>
      cleanHtml(html, {
        remoteImages,
        allowHost: (host) => allowed.includes(host) || shown.includes(host),
      }),
    [html, remoteImages, allowed, shown],
  );
  const view = (
    <CleanHtmlView
      clean={clean}
      className={className ? `${classes.html} ${className}` : classes.html}
      {...props}
    />
  );
  if (clean.blockedHosts.length === 0) return view;
  return (
    <>
      <BlockedImagesBar
        hosts={clean.blockedHosts}
        onAllow={(host) => {
          setShown((before) => [...before, host]);
          allowImageHost(host);
        }}
      />
      {view}
    </>
  );
}
