import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
      { error: serverError, meta: { errorMessage: false } },
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
