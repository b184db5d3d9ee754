import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { QueryError } from './query-error';

describe('QueryError', () => {
  it('says what failed and offers a retry', () => {
    renderWithProviders(
      <QueryError error={new ApiError('http', 500, 'boom')} onRetry={() => undefined} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('sends a refusal (403) to the not-authorized page instead of drawing it', async () => {
    const { router } = renderWithProviders(
      <QueryError error={new ApiError('http', 403, 'refused')} onRetry={() => undefined} />,
    );
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('outside a router, says the refusal in words', () => {
    render(
      <MantineProvider>
        <QueryError error={new ApiError('http', 403, 'refused')} />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Você não tem permissão para fazer isso.');
  });
});
