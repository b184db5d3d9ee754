import { Code, ScrollArea, Tabs, Text, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { cleanHtml } from '@/components/safe-html/sanitize';
import { useTranslation } from '@/lib/i18n-react';
import classes from './editor.module.css';

/** What the editor wrote, as a page would show it (sanitised, `SafeHtml`) and as HTML. */
export function HtmlPreview({ html }: { html: string }) {
  const { t } = useTranslation('form-pickers');
  const source = useMemo(() => cleanHtml(html).html, [html]);
  if (!html) {
    return (
      <Text size="sm" c="dimmed" mt="sm">
        {t('editor.emptyPreview')}
      </Text>
    );
  }
  return (
    <Tabs defaultValue="preview" mt="sm" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="preview">{t('editor.preview')}</Tabs.Tab>
        <Tabs.Tab value="html">{t('editor.html')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="preview" pt="sm">
        <Typography className={classes.preview}>
          <SafeHtml html={html} dir="auto" />
        </Typography>
      </Tabs.Panel>
      <Tabs.Panel value="html" pt="sm">
        <ScrollArea.Autosize mah={240} type="auto">
          <Code block className={classes.source} dir="ltr">
            {source}
          </Code>
        </ScrollArea.Autosize>
      </Tabs.Panel>
    </Tabs>
  );
}
