import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { VideoPlayer, type CaptionFiles } from './video-player';

/** Bytes no browser can decode: a failed load without a request (no 404 in the console). */
const BROKEN_SOURCE = 'data:video/webm;base64,AAAAAAAAAAAAAAAA';

/** The player's failure, on demand: a broken source shows the error and its retry. */
export function FailingVideo({ src, captions }: { src: string; captions: CaptionFiles }) {
  const { t } = useTranslation('extensions-interact');
  const [broken, setBroken] = useState(true);
  const source = broken ? BROKEN_SOURCE : src;
  return (
    <Stack gap="sm">
      <Switch
        label={t('media.failure.switch')}
        checked={broken}
        onChange={(event) => setBroken(event.currentTarget.checked)}
      />
      <VideoPlayer key={source} src={source} captions={captions} label={t('media.failure.label')} />
    </Stack>
  );
}
