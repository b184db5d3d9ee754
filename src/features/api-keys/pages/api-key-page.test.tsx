import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { apiKeyRows } from '../demo/data';

preloadChunks(...appShellChunks, pageChunk('api-key'));

const STARTERS = ['Aplicativo de campo', 'Painel de indicadores', 'Integração com o ERP'];

const list = () => screen.findByRole('list', { name: 'Suas chaves de API' });
const names = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
const item = async (name: string) => within(await list()).getByRole('listitem', { name });

async function openPage() {
  await signInAs('admin');
  const rendered = renderApp('/pages/api-key');
  expect(await screen.findByRole('heading', { level: 1, name: 'Chave de API' })).toBeVisible();
  await waitFor(async () => expect(await names()).toEqual(STARTERS));
  return rendered;
}

const nameInput = () => screen.getByRole('textbox', { name: /Nome da chave/ });
const permissionInput = () => screen.getByRole('combobox', { name: /Permissão/ });

async function choosePermission(user: ReturnType<typeof renderApp>['user'], label: string) {
  await user.click(permissionInput());
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('ApiKeyPage', () => {
  it('lists the caller’s keys: permission, the start of the key, the date', async () => {
    await openPage();
    const erp = await item('Integração com o ERP');
    expect(within(erp).getByText('Acesso total')).toBeVisible();
    expect(within(erp).getByText(/^mrt_[A-Za-z0-9]{4}…$/)).toBeVisible();
    expect(within(erp).getByText('Criada em 3 de fev. de 2026')).toBeVisible();
    expect(within(await item('Painel de indicadores')).getByText('Somente leitura')).toBeVisible();
  });

  it('says what is wrong beside the fields, and keeps what was typed', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    await waitFor(() => expect(nameInput()).toHaveAccessibleDescription('Dê um nome à chave.'));
    expect(nameInput()).toHaveFocus();
    expect(permissionInput()).toHaveAccessibleDescription('Escolha a permissão da chave.');
    await user.type(nameInput(), 'ab');
    expect(nameInput()).toHaveAccessibleDescription('Use pelo menos 3 caracteres.');
    await user.clear(nameInput());
    await user.type(nameInput(), 'painel de INDICADORES');
    expect(nameInput()).toHaveAccessibleDescription('Você já tem uma chave com este nome.');
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(nameInput()).toHaveValue('painel de INDICADORES');
    expect(await apiKeyRows.all()).toHaveLength(3);
  });

  it('creates a key, shows it whole once to copy, then only its start', async () => {
    const { user } = await openPage();
    await user.type(nameInput(), 'Integração Slack');
    await choosePermission(user, 'Leitura e escrita');
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByText('Chave “Integração Slack” criada.')).toBeVisible();
    await waitFor(async () => expect((await names())[0]).toBe('Integração Slack'));
    expect(nameInput()).toHaveValue('');

    const created = await item('Integração Slack');
    expect(within(created).getByText('Leitura e escrita')).toBeVisible();
    const secret = within(created).getByTestId('revealed-key').textContent ?? '';
    expect(secret).toMatch(/^mrt_[A-Za-z0-9]{32}$/);
    const copy = within(created).getByRole('button', { name: 'Copiar a chave Integração Slack' });
    expect(copy).toHaveFocus();
    await user.click(copy);
    expect(await screen.findByText('Chave copiada para a área de transferência.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(secret);

    await user.click(within(created).getByRole('button', { name: 'Já guardei a chave' }));
    expect(
      within(await item('Integração Slack')).getByText(`${secret.slice(0, 8)}…`),
    ).toBeVisible();
    expect(screen.queryByTestId('revealed-key')).toBeNull();
  });

  it('says how to copy by hand when the browser has no clipboard for the page', async () => {
    const { user } = await openPage();
    await user.type(nameInput(), 'Sem área de transferência');
    await choosePermission(user, 'Somente leitura');
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    const copy = await screen.findByRole('button', { name: /^Copiar a chave/ });
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(copy);
    expect(await screen.findByText('Não foi possível copiar a chave')).toBeVisible();
    expect(screen.getByText(/Selecione a chave e copie com Ctrl\+C/)).toBeVisible();
    writeText.mockRestore();
  });

  it('keeps the form as typed when the save fails, and says why above it', async () => {
    server.use(
      demoApi('Page').post('/api/api-keys', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = await openPage();
    await user.type(nameInput(), 'Relatórios mensais');
    await choosePermission(user, 'Acesso total');
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível criar a chave');
    expect(nameInput()).toHaveValue('Relatórios mensais');
    expect(permissionInput()).toHaveValue('Acesso total');
    expect(await names()).toEqual(STARTERS);
  });

  it('deletes a key after a confirmation naming it; Escape keeps it', async () => {
    const { user } = await openPage();
    const remove = async () =>
      user.click(
        within(await item('Painel de indicadores')).getByRole('button', {
          name: 'Excluir a chave Painel de indicadores',
        }),
      );
    await remove();
    const dialog = await screen.findByRole('dialog', {
      name: 'Excluir a chave “Painel de indicadores”?',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Excluir a chave Painel de indicadores' }),
      ).toHaveFocus(),
    );
    expect(await names()).toEqual(STARTERS);

    await remove();
    const again = await screen.findByRole('dialog', {
      name: 'Excluir a chave “Painel de indicadores”?',
    });
    await user.click(within(again).getByRole('button', { name: 'Excluir chave' }));
    expect(await screen.findByText('Chave “Painel de indicadores” excluída.')).toBeVisible();
    await waitFor(async () =>
      expect(await names()).toEqual(['Aplicativo de campo', 'Integração com o ERP']),
    );
    expect((await apiKeyRows.all()).map((row) => row.name)).not.toContain('Painel de indicadores');
  });

  it('says when there are no keys', async () => {
    server.use(demoApi('Page').get('/api/api-keys', () => HttpResponse.json({ apiKeys: [] })));
    await signInAs('admin');
    renderApp('/pages/api-key');
    expect(await screen.findByText('Nenhuma chave de API')).toBeVisible();
    expect(screen.getByText('Crie a primeira chave com o formulário acima.')).toBeVisible();
  });

  it('says the keys failed to load, with a retry', async () => {
    server.use(
      demoApi('Page').get('/api/api-keys', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    await signInAs('admin');
    const { user } = renderApp('/pages/api-key');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as chaves');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(async () => expect(await names()).toEqual(STARTERS));
  });
});
