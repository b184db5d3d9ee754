import { Button, Loader, Text } from '@mantine/core';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { CaptionsButton, FullscreenButton, MediaControls } from './media-controls';
import classes from './media.module.css';
import { useMediaPlayer } from './use-media-player';

/** WebVTT captions by language. */
export interface CaptionFiles {
  'pt-BR': string;
  en: string;
}

interface VideoPlayerProps {
  src: string;
  captions: CaptionFiles;
  /** The video's accessible name. */
  label: string;
}

const fullscreenAllowed = () => typeof document !== 'undefined' && document.fullscreenEnabled;

/**
 * A native `<video>` with our controls: play, seek, volume, speed, captions in the active
 * language (our WebVTT tracks) and full screen (the player, controls and all). A video that
 * fails to load says so over the picture, with a retry.
 */
export function VideoPlayer({ src, captions, label }: VideoPlayerProps) {
  const { t, i18n } = useTranslation('extensions-interact');
  const player = useMediaPlayer<HTMLVideoElement>();
  const frame = useRef<HTMLDivElement>(null);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const trackLanguage = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'pt-BR';
  const { state, actions, mediaProps } = player;

  // The captions shown: the active language's track, or none.
  useEffect(() => {
    const tracks = player.ref.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks)) {
      track.mode = captionsOn && track.language === trackLanguage ? 'showing' : 'disabled';
    }
  }, [captionsOn, trackLanguage, player.ref]);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  };

  return (
    <div ref={frame} className={classes.player}>
      <div className={classes.screen}>
        {/* The play button is the keyboard's way; a click on the picture is the pointer's. */}
        <video
          {...mediaProps}
          className={classes.video}
          src={src}
          preload="metadata"
          playsInline
          aria-label={label}
          onClick={actions.toggle}
        >
          <track
            kind="captions"
            src={captions['pt-BR']}
            srcLang="pt-BR"
            label={t('i18n.names.br')}
          />
          <track kind="captions" src={captions.en} srcLang="en" label={t('i18n.names.en')} />
        </video>
        {state.failed && (
          <div className={classes.overlay} role="alert">
            <TriangleAlert size={28} aria-hidden="true" />
            <Text fw={600}>{t('media.videoFailed')}</Text>
            <Text size="sm">{t('media.failedHint')}</Text>
            <Button
              variant="white"
              color="dark"
              size="xs"
              leftSection={<RotateCcw size={14} aria-hidden="true" />}
              onClick={actions.retry}
            >
              {t('media.retry')}
            </Button>
          </div>
        )}
        {state.waiting && !state.failed && (
          <div className={classes.overlay}>
            <Loader color="white" size="sm" aria-label={t('media.loading')} />
          </div>
        )}
      </div>
      <MediaControls
        state={state}
        actions={actions}
        subject={t('media.video.subject')}
        end={
          <>
            <CaptionsButton
              on={captionsOn}
              disabled={state.failed}
              onClick={() => setCaptionsOn((on) => !on)}
            />
            {fullscreenAllowed() && (
              <FullscreenButton
                on={fullscreen}
                disabled={state.failed}
                onClick={toggleFullscreen}
              />
            )}
          </>
        }
      />
    </div>
  );
}
