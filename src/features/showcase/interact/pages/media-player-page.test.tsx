import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders } from '@/test/render';
import MediaPlayerPage from './media-player-page';

const card = (title: string) => within(screen.getByRole('region', { name: title }));

let load: MockInstance<() => void>;

// jsdom has media elements without playback: play and load only say what a browser would.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
  load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the media player page', () => {
  it('plays and pauses the video from its labelled controls, and shows the time', async () => {
    const { user } = renderWithProviders(<MediaPlayerPage />);
    const video = card('Vídeo');
    const element = await screen.findByLabelText<HTMLVideoElement>('Apresentação do Mirante');
    Object.defineProperty(element, 'duration', { configurable: true, value: 20 });
    element.currentTime = 12;
    fireEvent.loadedMetadata(element);
    expect(video.getByText('0:12 / 0:20')).toBeInTheDocument();
    expect(video.getByRole('slider', { name: 'Posição em o vídeo' })).toHaveAttribute(
      'aria-valuetext',
      '0:12 de 0:20',
    );

    await user.click(video.getByRole('button', { name: 'Reproduzir' }));
    expect(await video.findByRole('button', { name: 'Pausar' })).toBeVisible();
    await user.click(video.getByRole('button', { name: 'Pausar' }));
    expect(await video.findByRole('button', { name: 'Reproduzir' })).toBeVisible();

    const captions = video.getByRole('button', { name: 'Legendas' });
    expect(captions).toHaveAttribute('aria-pressed', 'false');
    await user.click(captions);
    expect(captions).toHaveAttribute('aria-pressed', 'true');

    await user.click(video.getByRole('button', { name: 'Silenciar' }));
    expect(element.muted).toBe(true);

    await user.click(video.getByRole('button', { name: 'Velocidade: 1×' }));
    await user.click(await screen.findByRole('menuitem', { name: '1,5×' }));
    expect(element.playbackRate).toBe(1.5);
  });

  it('says a video that failed to load, with a retry', async () => {
    const { user } = renderWithProviders(<MediaPlayerPage />);
    const failing = card('Falha ao carregar');
    fireEvent.error(await screen.findByLabelText('Vídeo com falha simulada'));
    expect(await failing.findByText('Não foi possível carregar o vídeo')).toBeVisible();
    expect(failing.getByRole('button', { name: 'Reproduzir' })).toBeDisabled();
    await user.click(failing.getByRole('button', { name: 'Tentar de novo' }));
    expect(load).toHaveBeenCalled();
    expect(failing.queryByText('Não foi possível carregar o vídeo')).toBeNull();
  });
});
