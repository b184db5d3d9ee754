import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import I18nPage from './i18n-page';

afterEach(() => act(() => i18n.changeLanguage('br')));

const messages = () => screen.getByTestId('plural-messages');

async function typeCount(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  value: string,
) {
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('the i18n page', () => {
  it('says plurals in Portuguese: none, one, several', async () => {
    const { user } = renderWithProviders(<I18nPage />);
    await screen.findByRole('textbox', { name: 'Quantidade' });
    expect(messages()).toHaveTextContent('5 mensagens');
    await typeCount(user, 'Quantidade', '0');
    await waitFor(() => expect(messages()).toHaveTextContent('Nenhuma mensagem'));
    await typeCount(user, 'Quantidade', '1');
    await waitFor(() => expect(messages()).toHaveTextContent(/^1 mensagem$/));
    expect(screen.getByText('Falta 1 dia para o vencimento')).toBeVisible();
    await typeCount(user, 'Quantidade', '1500');
    await waitFor(() => expect(messages()).toHaveTextContent('1.500 mensagens'));
  });

  it('switches to English live, with its plurals, greeting and formats', async () => {
    const { user } = renderWithProviders(<I18nPage />);
    await user.click(await screen.findByText('English', { selector: 'label span' }));
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(document.documentElement.lang).toBe('en');
    expect(messages()).toHaveTextContent('5 messages');
    await user.clear(quantity);
    await user.type(quantity, '1');
    await waitFor(() => expect(messages()).toHaveTextContent(/^1 message$/));
    await user.clear(quantity);
    await user.type(quantity, '0');
    await waitFor(() => expect(messages()).toHaveTextContent('No messages'));

    const name = screen.getByRole('textbox', { name: 'Your name' });
    await user.clear(name);
    await user.type(name, 'Caio');
    expect(screen.getByTestId('greeting')).toHaveTextContent(
      'Hello, Caio! Great to have you at Mirante.',
    );
    expect(screen.getByText('R$1,499.90')).toBeVisible();
    expect(screen.getByText('Friday, March 14, 2025')).toBeVisible();

    await user.click(screen.getByText('Português (Brasil)', { selector: 'label span' }));
    expect(await screen.findByRole('textbox', { name: 'Quantidade' })).toBeVisible();
    expect(screen.getByText('sexta-feira, 14 de março de 2025')).toBeVisible();
  });

  it('fills a typed name into the greeting', async () => {
    const { user } = renderWithProviders(<I18nPage />);
    const name = await screen.findByRole('textbox', { name: 'Seu nome' });
    await user.clear(name);
    await user.type(name, 'Joaquim');
    expect(screen.getByTestId('greeting')).toHaveTextContent(
      'Olá, Joaquim! Que bom ter você no Mirante.',
    );
    await user.clear(name);
    expect(screen.getByTestId('greeting')).toHaveTextContent('Olá, visitante!');
  });

  it('shows the same keys in both languages', async () => {
    renderWithProviders(<I18nPage />);
    const table = within(
      await screen.findByRole('table', { name: 'Chaves de tradução em português e inglês' }),
    );
    const row = table.getByText('i18n.plural.messages (0)').closest('tr') as HTMLElement;
    expect(within(row).getByText('Nenhuma mensagem')).toBeVisible();
    expect(within(row).getByText('No messages')).toBeVisible();
    expect(table.getByText('Bem-vinda de volta, Luana!')).toBeVisible();
    expect(table.getByText('Welcome back, Luana!')).toBeVisible();
  });
});
