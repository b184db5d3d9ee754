import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import type { FeedbackMeta } from './query-feedback';

const serverError = new ApiError('http', 500, 'POST /x: 500');

function SaveButton({ error, meta }: { error: Error | null; meta?: FeedbackMeta }) {
  const save = useMutation({
    mutationFn: () => (error ? Promise.reject(error) : Promise.resolve('ok')),
    meta,
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      save
    </button>
  );
}

describe('the error policy of mutations', () => {
  it('says what failed (the meta message) and why (the error), in the active language', async () => {
    const { user } = renderWithProviders(
      <SaveButton error={serverError} meta={{ errorMessage: 'email:toasts.failed' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Não foi possível atualizar os e-mails')).toBeVisible();
    expect(
      screen.getByText('O servidor encontrou um problema. Tente novamente em instantes.'),
    ).toBeVisible();
  });

  it('falls back to a generic message, and follows a switch to English', async () => {
    await i18n.changeLanguage('en');
    const network = new ApiError('network', 0, 'Failed to fetch');
    const { user } = renderWithProviders(<SaveButton error={network} />);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('The change could not be saved')).toBeVisible();
    expect(screen.getByText(/No connection to the server/)).toBeVisible();
  });

  it('stays silent for what is explained elsewhere and when the caller opts out', async () => {
    const cases: Array<{ error: Error; meta?: FeedbackMeta }> = [
      { error: new ApiError('session-expired', 401, 'Session expired') },
      { error: new ApiError('http', 403, 'forbidden') },
      { error: serverError, meta: { errorShownBy: 'form' } },
    ];
    for (const { error, meta } of cases) {
      const view = renderWithProviders(<SaveButton error={error} meta={meta} />);
      await view.user.click(screen.getByRole('button', { name: 'save' }));
      // The mutation has settled once the cache holds no pending mutation.
      await waitFor(() => expect(view.queryClient.isMutating()).toBe(0));
      view.unmount();
    }
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Não foi possível salvar a alteração')).toBeNull();
  });

  it('confirms a success when the mutation asks for it', async () => {
    const { user } = renderWithProviders(
      <SaveButton error={null} meta={{ successMessage: 'common:actions.save' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Salvar')).toBeVisible();
  });
});

function Numbers({ fail }: { fail: { current: boolean } }) {
  const numbers = useQuery({
    queryKey: ['numbers'],
    queryFn: () => (fail.current ? Promise.reject(serverError) : Promise.resolve([1, 2, 3])),
    retry: false,
  });
  return (
    <>
      <p>{numbers.data ? numbers.data.join(',') : numbers.status}</p>
      <button type="button" onClick={() => void numbers.refetch()}>
        refresh
      </button>
    </>
  );
}

describe('the error policy of queries', () => {
  it('leaves a first load to its widget, and toasts a failed refresh of data on screen', async () => {
    const first = { current: true };
    const view = renderWithProviders(<Numbers fail={first} />);
    expect(await screen.findByText('error')).toBeVisible();
    expect(screen.queryByText('Não foi possível atualizar os dados')).toBeNull();
    view.unmount();

    const later = { current: false };
    const { user } = renderWithProviders(<Numbers fail={later} />);
    expect(await screen.findByText('1,2,3')).toBeVisible();
    later.current = true;
    await user.click(screen.getByRole('button', { name: 'refresh' }));
    expect(await screen.findByText('Não foi possível atualizar os dados')).toBeVisible();
    // The data already shown stays.
    expect(screen.getByText('1,2,3')).toBeVisible();
  });
});

/** A list with the shared list behaviour: the previous folder's rows while the next loads. */
function Folder({ answer }: { answer: (folder: string) => Promise<string[]> }) {
  const [folder, setFolder] = useState('inbox');
  const list = useQuery({
    queryKey: ['folder', folder],
    queryFn: () => answer(folder),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <h2>{folder}</h2>
      <p>{list.status === 'error' ? 'error' : (list.data?.join(',') ?? 'loading')}</p>
      <button type="button" onClick={() => setFolder('spam')}>
        spam
      </button>
      <button type="button" onClick={() => void list.refetch()}>
        retry
      </button>
    </>
  );
}

describe('offline, with the query client defaults', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fails the next list at once instead of pausing it under the old rows, and recovers', async () => {
    const offline = { current: false };
    const calls: string[] = [];
    const answer = (folder: string) => {
      calls.push(folder);
      if (offline.current) return Promise.reject(new ApiError('network', 0, 'Failed to fetch'));
      return Promise.resolve([`${folder}-1`, `${folder}-2`]);
    };
    const { user } = renderWithProviders(<Folder answer={answer} />);
    expect(await screen.findByText('inbox-1,inbox-2')).toBeVisible();

    offline.current = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await user.click(screen.getByRole('button', { name: 'spam' }));
    expect(await screen.findByText('error')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'spam' })).toBeVisible();
    expect(screen.queryByText(/inbox-1/)).toBeNull();
    // Offline, one attempt: no retries that only delay the message.
    expect(calls).toEqual(['inbox', 'spam']);

    offline.current = false;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await user.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('spam-1,spam-2')).toBeVisible();
  });
});
