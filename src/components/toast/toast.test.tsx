import { notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { actionToastDuration, toast, useOwnedToasts } from '.';

/** What the store holds for the toast `id` (its colour, its time on screen). */
const stored = (id: string) =>
  notificationsStore.getState().notifications.find((item) => item.id === id);

/** The toast (Mantine draws each as an alert) that holds `text`. */
const toastWith = async (text: string) => {
  const found = await screen.findByText(text);
  const card = found.closest<HTMLElement>('[role="alert"]');
  if (!card) throw new Error(`"${text}" is not in a toast`);
  return card;
};

const show = <T,>(call: () => T): T => {
  let result: T | undefined;
  act(() => {
    result = call();
  });
  return result as T;
};

describe('toast.success and toast.info', () => {
  it('says a success in the one success look, and information plainly', async () => {
    renderWithProviders(<main />);
    const done = show(() => toast.success('Permissão “Exportar” adicionada.'));
    const note = show(() => toast.info('Rascunho mantido.'));
    expect(await toastWith('Permissão “Exportar” adicionada.')).toBeVisible();
    expect(await toastWith('Rascunho mantido.')).toBeVisible();
    expect(stored(done)?.color).toBe('teal');
    expect(stored(note)?.color).toBeUndefined();
  });
});

describe('toast.failure', () => {
  it('says what failed and why, in the active language', async () => {
    renderWithProviders(<main />);
    const id = show(() =>
      toast.failure('Não foi possível duplicar a fatura', new ApiError('network', 0, 'offline')),
    );
    const card = await toastWith('Não foi possível duplicar a fatura');
    expect(card).toHaveTextContent(/Sem conexão com o servidor/);
    expect(stored(id ?? '')?.color).toBe('red');
  });

  it('takes another reason when the caller knows a better one', async () => {
    renderWithProviders(<main />);
    show(() => toast.failure('Sem conexão', new TypeError('x'), { reason: 'Tente de novo.' }));
    expect(await toastWith('Sem conexão')).toHaveTextContent('Tente de novo.');
  });

  it('stays silent for what is explained elsewhere: 401, 403, an expired session, an abort', async () => {
    renderWithProviders(<main />);
    const explained = [
      new ApiError('http', 401, 'unauthorized'),
      new ApiError('http', 403, 'forbidden'),
      new ApiError('session-expired', 401, 'expired'),
      new DOMException('stopped', 'AbortError'),
    ];
    for (const error of explained) expect(show(() => toast.failure('Falhou', error))).toBeNull();
    // A toast that does show, so the silence above is not a host still loading.
    show(() => toast.failure('Falhou de verdade', new ApiError('http', 500, 'boom')));
    expect(await toastWith('Falhou de verdade')).toBeVisible();
    expect(screen.queryByText('Falhou')).toBeNull();
  });
});

describe('toast.working, done and failed', () => {
  it('shows work under way without a timer, then its outcome in its place', async () => {
    renderWithProviders(<main />);
    const id = show(() => toast.working('Gerando o relatório…'));
    expect(await toastWith('Gerando o relatório…')).toBeVisible();
    expect(stored(id)).toMatchObject({ loading: true, autoClose: false, withCloseButton: false });
    show(() => toast.done(id, 'Relatório pronto.'));
    const card = await toastWith('Relatório pronto.');
    expect(within(card).queryByText('Gerando o relatório…')).toBeNull();
    // Settled: the success look, a close button, and the host's own time on screen.
    expect(stored(id)).toMatchObject({ color: 'teal', loading: false, withCloseButton: true });
    expect(stored(id)?.autoClose).toBeUndefined();
  });

  it('says what failed and why in its place, or goes away when someone else explains it', async () => {
    renderWithProviders(<main />);
    const id = show(() => toast.working('Emitindo a nota…'));
    show(() => toast.failed(id, 'Não foi possível emitir a nota', null, { reason: 'Sefaz fora.' }));
    const card = await toastWith('Não foi possível emitir a nota');
    expect(card).toHaveTextContent('Sefaz fora.');
    expect(stored(id)).toMatchObject({ color: 'red', loading: false });

    const other = show(() => toast.working('Salvando…'));
    show(() => toast.failed(other, 'Não foi possível salvar', new ApiError('http', 403, 'no')));
    await waitFor(() => expect(stored(other)).toBeUndefined());
  });
});

describe('toast.persistent and toast.clear', () => {
  it('keeps a toast until it is closed, and clears every toast at once', async () => {
    renderWithProviders(<main />);
    const id = show(() => toast.persistent('Manutenção no domingo.'));
    show(() => toast.success('Pedido enviado.'));
    expect(await toastWith('Manutenção no domingo.')).toBeVisible();
    expect(stored(id)?.autoClose).toBe(false);
    show(() => toast.clear());
    await waitFor(() => expect(notificationsStore.getState().notifications).toHaveLength(0));
  });
});

describe('toast.undo', () => {
  it('closes when undo is pressed, and undoes once however often it is pressed', async () => {
    const onUndo = vi.fn();
    const { user } = renderWithProviders(<main />);
    show(() => toast.undo({ message: '3 e-mails movidos para a Lixeira.', onUndo }));
    const card = await toastWith('3 e-mails movidos para a Lixeira.');
    // A double click: the second lands while the toast fades out.
    await user.dblClick(within(card).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(screen.queryByText('3 e-mails movidos para a Lixeira.')).toBeNull());
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('is reached with the keyboard, and waits while it has the focus', async () => {
    const onUndo = vi.fn();
    const { user } = renderWithProviders(<main />);
    const id = show(() => toast.undo({ message: 'Tarefa movida para Excluídas.', onUndo }));
    const card = await toastWith('Tarefa movida para Excluídas.');
    const undo = within(card).getByRole('button', { name: 'Desfazer' });
    expect(stored(id)?.autoClose).toBe(actionToastDuration);

    await user.tab();
    expect(undo).toHaveFocus();
    await waitFor(() => expect(stored(id)?.autoClose).toBe(false));
    await user.keyboard('{Enter}');
    expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(stored(id)).toBeUndefined());
  });

  it('starts its time again when the focus leaves', async () => {
    renderWithProviders(<button type="button">Antes</button>);
    const id = show(() => toast.undo({ message: 'Cartão removido.', onUndo: () => undefined }));
    const card = await toastWith('Cartão removido.');
    act(() => within(card).getByRole('button', { name: 'Desfazer' }).focus());
    await waitFor(() => expect(stored(id)?.autoClose).toBe(false));
    act(() => screen.getByRole('button', { name: 'Antes' }).focus());
    await waitFor(() => expect(stored(id)?.autoClose).toBe(actionToastDuration));
  });

  it('names its button in the active language', async () => {
    renderWithProviders(<main />);
    show(() => toast.undo({ message: 'Fatura #4987 excluída.', onUndo: () => undefined }));
    const card = await toastWith('Fatura #4987 excluída.');
    await act(() => i18n.changeLanguage('en'));
    expect(within(card).getByRole('button', { name: 'Undo' })).toBeVisible();
  });

  it('keeps one toast per id', async () => {
    renderWithProviders(<main />);
    const first = show(() => toast.undo({ id: 'card-1', message: 'Um.', onUndo: () => undefined }));
    const again = show(() => toast.undo({ id: 'card-1', message: 'Um.', onUndo: () => undefined }));
    expect(again).toBe(first);
    await toastWith('Um.');
    expect(screen.getAllByText('Um.')).toHaveLength(1);
  });
});

describe('toast.action', () => {
  it('offers another way on, once, with its own words', async () => {
    const onAction = vi.fn();
    const { user } = renderWithProviders(<main />);
    show(() => toast.action({ message: 'Cópia criada.', label: 'Abrir', onAction }));
    const card = await toastWith('Cópia criada.');
    await user.click(within(card).getByRole('button', { name: 'Abrir' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Cópia criada.')).toBeNull());
  });
});

function Owner() {
  const toasts = useOwnedToasts();
  useEffect(() => {
    toasts.undo({ id: 'owned', message: 'Da página.', onUndo: () => undefined });
  }, [toasts]);
  return null;
}

describe('useOwnedToasts', () => {
  it('takes its toasts away when its component unmounts', async () => {
    const view = renderWithProviders(<Owner />);
    await toastWith('Da página.');
    expect(stored('owned')).toBeDefined();
    view.unmount();
    expect(stored('owned')).toBeUndefined();
  });
});
