import { Button, Menu, Slider, Text } from '@mantine/core';
import {
  Captions,
  CaptionsOff,
  Check,
  Gauge,
  Maximize,
  Minimize,
  Pause,
  Play,
  Volume1,
  Volume2,
  VolumeX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import classes from './media.module.css';
import { formatMediaTime, playbackRates } from './media-time';
import type { MediaActions, MediaState } from './use-media-player';

interface MediaControlsProps {
  state: MediaState;
  actions: MediaActions;
  /** What plays ("o vídeo", "o episódio"): names the slider. */
  subject: string;
  /** Buttons before the speed menu (skip back and forward, captions, fullscreen). */
  extra?: ReactNode;
  /** Buttons after the speed menu. */
  end?: ReactNode;
}

/**
 * Our controls for a media element: play/pause, a seek slider ("0:12 / 0:20"), mute and
 * volume, a speed menu (0.5× to 2×) and whatever the player adds; each a labelled control in
 * the tab order, in the active language, mirrored in right to left.
 */
export function MediaControls({ state, actions, subject, extra, end }: MediaControlsProps) {
  const { t } = useTranslation('extensions-interact');
  const format = useFormat();
  const current = formatMediaTime(state.current);
  const total = formatMediaTime(state.duration);
  const rate = (value: number) => t('media.rate', { rate: format.number(value) });
  const VolumeIcon =
    state.muted || state.volume === 0 ? VolumeX : state.volume < 0.5 ? Volume1 : Volume2;
  const disabled = state.failed;

  return (
    <div className={classes.controls}>
      <Slider
        size="sm"
        min={0}
        max={state.duration || 1}
        step={0.1}
        value={Math.min(state.current, state.duration || 1)}
        onChange={actions.seek}
        disabled={disabled || state.duration === 0}
        label={formatMediaTime}
        thumbLabel={t('media.seek', { subject })}
        thumbValueText={(value) => t('media.position', { current: formatMediaTime(value), total })}
      />
      <div className={classes.row}>
        <IconButton
          label={state.playing ? t('media.pause') : t('media.play')}
          icon={state.playing ? Pause : Play}
          variant="filled"
          color="indigo.8"
          size="lg"
          disabled={disabled}
          onClick={actions.toggle}
        />
        {extra}
        <Text size="sm" className={classes.time} aria-hidden="true">
          {current} / {total}
        </Text>
        <span className={classes.spacer} />
        <div className={classes.volume}>
          <IconButton
            label={state.muted ? t('media.unmute') : t('media.mute')}
            icon={VolumeIcon}
            aria-pressed={state.muted}
            disabled={disabled}
            onClick={actions.toggleMute}
          />
          <Slider
            size="xs"
            w={80}
            min={0}
            max={1}
            step={0.05}
            value={state.muted ? 0 : state.volume}
            onChange={actions.setVolume}
            disabled={disabled}
            label={(value) => format.percent(value)}
            thumbLabel={t('media.volume')}
            thumbValueText={(value) => format.percent(value)}
          />
        </div>
        <Menu position="top-end" shadow="md" width={140}>
          <Menu.Target>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              disabled={disabled}
              leftSection={<Gauge size={16} aria-hidden="true" />}
              aria-label={t('media.speed', { rate: rate(state.rate) })}
            >
              {rate(state.rate)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label={t('media.speedMenu')}>
            {playbackRates.map((value) => (
              <Menu.Item
                key={value}
                onClick={() => actions.setRate(value)}
                aria-current={value === state.rate ? 'true' : undefined}
                rightSection={value === state.rate ? <Check size={14} aria-hidden="true" /> : null}
              >
                {value === 1 ? t('media.normal', { rate: rate(value) }) : rate(value)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {end}
      </div>
    </div>
  );
}

interface ToggleProps {
  on: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** The captions switch: a pressed button. */
export function CaptionsButton({ on, disabled, onClick }: ToggleProps) {
  const { t } = useTranslation('extensions-interact');
  return (
    <IconButton
      label={t('media.captions')}
      icon={on ? Captions : CaptionsOff}
      aria-pressed={on}
      color={on ? 'indigo' : 'gray'}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

/** Full screen in and out. */
export function FullscreenButton({ on, disabled, onClick }: ToggleProps) {
  const { t } = useTranslation('extensions-interact');
  return (
    <IconButton
      label={on ? t('media.exitFullscreen') : t('media.fullscreen')}
      icon={on ? Minimize : Maximize}
      disabled={disabled}
      onClick={onClick}
    />
  );
}
