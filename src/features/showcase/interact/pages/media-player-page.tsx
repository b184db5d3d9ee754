import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { AudioPlayer } from '../components/media/audio-player';
import { FailingVideo } from '../components/media/failing-video';
import { VideoPlayer } from '../components/media/video-player';

export const namespaces = ['extensions-interact'] as const;

const VIDEO = '/media/mirante-demo.webm';
const AUDIO = '/media/mirante-demo.ogg';
const CAPTIONS = { 'pt-BR': '/media/mirante-demo.pt-BR.vtt', en: '/media/mirante-demo.en.vtt' };

/**
 * `/extensions/media-player`: the browser's own `<video>` and `<audio>` with our controls —
 * play, seek, volume and mute, speed, captions in the active language, full screen — each a
 * labelled control the keyboard reaches; and what a failed load looks like.
 */
export default function MediaPlayerPage() {
  const { t } = useTranslation('extensions-interact');
  return (
    <CardGrid>
      <TitledCard title={t('media.video.title')} text={t('media.video.text')}>
        <VideoPlayer src={VIDEO} captions={CAPTIONS} label={t('media.video.label')} />
      </TitledCard>
      <TitledCard title={t('media.audio.title')} text={t('media.audio.text')}>
        <AudioPlayer src={AUDIO} />
      </TitledCard>
      <TitledCard title={t('media.failure.title')} text={t('media.failure.text')}>
        <FailingVideo src={VIDEO} captions={CAPTIONS} />
      </TitledCard>
    </CardGrid>
  );
}
