import { useCallback, useMemo, useRef, useState, type SyntheticEvent } from 'react';

export interface MediaState {
  playing: boolean;
  /** Seconds played. */
  current: number;
  /** Seconds in all; 0 until known. */
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  /** The media could not be loaded (or played). */
  failed: boolean;
  /** Waiting for data (buffering). */
  waiting: boolean;
}

const initial: MediaState = {
  playing: false,
  current: 0,
  duration: 0,
  volume: 1,
  muted: false,
  rate: 1,
  failed: false,
  waiting: false,
};

const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * A `<video>` or `<audio>` driven by our own controls: its state read from its events, and
 * what the controls do (play, seek, volume, mute, speed, retry after a failure). Spread
 * `mediaProps` on the element.
 */
export function useMediaPlayer<E extends HTMLMediaElement>() {
  const ref = useRef<E>(null);
  const [state, setState] = useState(initial);
  const patch = useCallback(
    (next: Partial<MediaState>) => setState((s) => ({ ...s, ...next })),
    [],
  );

  const read = useCallback(
    (event: SyntheticEvent<E>) => {
      const media = event.currentTarget;
      patch({
        current: media.currentTime,
        duration: finite(media.duration),
        volume: media.volume,
        muted: media.muted,
        rate: media.playbackRate,
      });
    },
    [patch],
  );

  const mediaProps = useMemo(
    () => ({
      ref,
      onPlay: () => patch({ playing: true }),
      onPause: () => patch({ playing: false }),
      onEnded: () => patch({ playing: false }),
      onTimeUpdate: read,
      onLoadedMetadata: read,
      onDurationChange: read,
      onVolumeChange: read,
      onRateChange: read,
      onWaiting: () => patch({ waiting: true }),
      onPlaying: () => patch({ waiting: false, playing: true }),
      onCanPlay: () => patch({ waiting: false, failed: false }),
      onError: () => patch({ failed: true, playing: false, waiting: false }),
    }),
    [patch, read],
  );

  const actions = useMemo(() => {
    const media = () => ref.current;
    return {
      toggle: () => {
        const element = media();
        if (!element) return;
        if (element.paused || element.ended) {
          // A refused play (no data, not allowed) leaves it paused; its error event says why.
          void element.play()?.catch(() => patch({ playing: false }));
        } else {
          element.pause();
        }
      },
      seek: (seconds: number) => {
        const element = media();
        if (element) element.currentTime = seconds;
        patch({ current: seconds });
      },
      skip: (delta: number) => {
        const element = media();
        if (!element) return;
        const end = finite(element.duration) || Number.POSITIVE_INFINITY;
        element.currentTime = Math.min(Math.max(element.currentTime + delta, 0), end);
      },
      setVolume: (volume: number) => {
        const element = media();
        if (!element) return;
        element.volume = volume;
        element.muted = volume === 0;
      },
      toggleMute: () => {
        const element = media();
        if (!element) return;
        element.muted = !element.muted;
        if (!element.muted && element.volume === 0) element.volume = 0.5;
      },
      setRate: (rate: number) => {
        const element = media();
        if (element) element.playbackRate = rate;
      },
      retry: () => {
        patch({ ...initial });
        media()?.load();
      },
    };
  }, [patch]);

  return { ref, state, mediaProps, actions };
}

export type MediaActions = ReturnType<typeof useMediaPlayer>['actions'];
