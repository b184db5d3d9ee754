import { Alert, Button, Group, Text } from '@mantine/core';
import { Podcast, RotateCcw, RotateCw, TriangleAlert } from 'lucide-react';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';
import { MediaControls } from './media-controls';
import classes from './media.module.css';
import { useMediaPlayer } from './use-media-player';

/** A podcast episode: a native `<audio>` (no controls of its own) with ours and 10 s skips. */
export function AudioPlayer({ src }: { src: string }) {
  const { t } = useTranslation('extensions-interact');
  const { state, actions, mediaProps } = useMediaPlayer<HTMLAudioElement>();
  return (
    <div className={classes.player}>
      <Group gap="md" p="sm" wrap="nowrap" align="center">
        <div className={classes.cover} aria-hidden="true">
          <Podcast size={32} />
        </div>
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('media.audio.show')}
          </Text>
          <Text fw={600}>{t('media.audio.episode')}</Text>
          <Text size="sm" c="dimmed">
            {t('media.audio.hosts')}
          </Text>
        </div>
      </Group>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- an audio clip: its words are in the episode notes */}
      <audio {...mediaProps} src={src} preload="metadata" aria-label={t('media.audio.label')} />
      {state.failed && (
        <Alert
          variant="light"
          color="red"
          mx="sm"
          title={t('media.audioFailed')}
          icon={<TriangleAlert size={16} aria-hidden="true" />}
        >
          <Button variant="light" color="red" size="xs" onClick={actions.retry}>
            {t('media.retry')}
          </Button>
        </Alert>
      )}
      <MediaControls
        state={state}
        actions={actions}
        subject={t('media.audio.subject')}
        extra={
          <>
            <IconButton
              label={t('media.back10')}
              icon={RotateCcw}
              disabled={state.failed}
              onClick={() => actions.skip(-10)}
            />
            <IconButton
              label={t('media.forward10')}
              icon={RotateCw}
              disabled={state.failed}
              onClick={() => actions.skip(10)}
            />
          </>
        }
      />
    </div>
  );
}
