import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardFrame } from '@/components/card-frame/card-frame';
import { renderWithProviders } from '@/test/render';
import {
  codePiece,
  contentCodeSettled,
  useCodePiece,
  withCode,
  type CardQuery,
} from './code-piece';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js');

/** A card whose data is there at once, and whose body needs `piece` to draw. */
function Card({ piece }: { piece: ReturnType<typeof codePiece<{ word: string }>> }) {
  const code = useCodePiece(piece);
  const query: CardQuery<{ figure: number }> = {
    data: { figure: 42 },
    error: null,
    isPending: false,
    isFetching: false,
    refetch: vi.fn(),
  };
  return (
    <CardFrame title="Faturas" query={withCode(query, code)}>
      {(data: { figure: number }) => (
        <p>
          {code.module?.word} {data.figure}
        </p>
      )}
    </CardFrame>
  );
}

describe('code a card needs to draw', () => {
  it('keeps the card loading until its code has arrived, downloading it once', async () => {
    let arrive: (module: { word: string }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ word: string }>((resolve) => (arrive = resolve)));
    const piece = codePiece(load);
    renderWithProviders(
      <>
        <Card piece={piece} />
        <Card piece={piece} />
      </>,
    );
    const cards = screen.getAllByRole('region', { name: 'Faturas' });
    // The data is there, the code is not: the skeleton, and the card says it is loading.
    expect(cards.map((card) => card.dataset.state)).toEqual(['loading', 'loading']);
    expect(screen.queryByText(/42/)).toBeNull();
    arrive({ word: 'total' });
    expect(await screen.findAllByText('total 42')).toHaveLength(2);
    expect(cards.map((card) => card.dataset.state)).toEqual(['ready', 'ready']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a download that failed as the card failure, and its retry downloads again', async () => {
    const load = vi
      .fn<() => Promise<{ word: string }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce({ word: 'total' });
    renderWithProviders(<Card piece={codePiece(load)} />);
    const card = screen.getByRole('region', { name: 'Faturas' });
    await waitFor(() => expect(card.dataset.state).toBe('failed'));
    expect(screen.getByRole('alert')).toHaveTextContent(/Sem conexão com o servidor/);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('total 42')).toBeVisible();
    expect(card.dataset.state).toBe('ready');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets what only decorates wait until the content code has arrived', async () => {
    const order: string[] = [];
    await contentCodeSettled().then(() => order.push('nothing on its way'));
    let arrive: (module: { word: string }) => void = () => undefined;
    const piece = codePiece(() => new Promise<{ word: string }>((resolve) => (arrive = resolve)));
    piece.start();
    const chart = contentCodeSettled().then(() => order.push('chart'));
    await Promise.resolve();
    order.push('table arrives');
    arrive({ word: 'total' });
    await chart;
    expect(order).toEqual(['nothing on its way', 'table arrives', 'chart']);
  });
});
