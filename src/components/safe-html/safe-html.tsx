import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { sanitizeHtml } from './sanitize';

type SafeHtmlProps = Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  html: string;
};

/** Renders HTML from data (email bodies, articles) after sanitising it. */
export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
