import { Button, Group, Text } from '@mantine/core';
import { ExternalLink, Link2 } from 'lucide-react';
import { copyText } from '@/lib/copy';
import { useTranslation } from '@/lib/i18n-react';

/** Where a post may be shared: each opens the network's own share page in a new tab. */
const targets = [
  {
    name: 'X',
    href: (url: string, title: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    name: 'Facebook',
    href: (url: string) =>
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    name: 'LinkedIn',
    href: (url: string) =>
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
] as const;

/** "Copiar link" (with a toast) and links to share the post on the networks. */
export function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation('blog');
  const url = window.location.href;
  const copy = () =>
    copyText(url, {
      done: t('share.copied'),
      failed: t('share.copyFailed'),
      failedReason: t('share.copyFailedReason'),
    });
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('share.label')}>
      <Text size="sm" fw={600} aria-hidden="true">
        {t('share.label')}
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={<Link2 size={14} aria-hidden="true" />}
        onClick={() => void copy()}
      >
        {t('share.copy')}
      </Button>
      {targets.map((target) => (
        <Button
          key={target.name}
          component="a"
          href={target.href(url, title)}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="xs"
          rightSection={<ExternalLink size={12} aria-hidden="true" />}
          aria-label={t('share.on', { network: target.name })}
        >
          {target.name}
        </Button>
      ))}
    </Group>
  );
}
