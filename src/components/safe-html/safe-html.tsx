import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { cleanHtml, type CleanHtml, type RemoteImages } from './sanitize';

type DivProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'>;

/** Renders what `cleanHtml` gave (for callers that also read its report). */
export function CleanHtmlView({ clean, ...props }: DivProps & { clean: CleanHtml }) {
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}

/**
 * Renders HTML from data (email bodies, articles) after sanitising it; remote images are
 * blocked unless `remoteImages` is `'show'`.
 */
export function SafeHtml({
  html,
  remoteImages = 'block',
  ...props
}: DivProps & { html: string; remoteImages?: RemoteImages }) {
  const clean = useMemo(() => cleanHtml(html, { remoteImages }), [html, remoteImages]);
  return <CleanHtmlView clean={clean} {...props} />;
}
