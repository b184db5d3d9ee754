import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { connections, general, info, notification } from '../demo/handlers';

preloadChunks(...appShellChunks, pageChunk('account-settings'));

/** The administrator's settings page, its first tab's fields drawn. */
async function openSettings(route = '/pages/account-settings') {
  await signInAs('admin');
  const rendered = renderApp(route);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Configurações da conta' }),
  ).toBeVisible();
  await screen.findByRole('tab', { name: 'Geral' });
  return rendered;
}

const field = (name: RegExp) => screen.findByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Salvar alterações' });

describe('AccountSettingsPage', () => {
  it('shows the person’s own details, saves the general tab, and shows them again on a new visit', async () => {
    const { user, unmount } = await openSettings();
    expect(screen.getByRole('tab', { name: 'Geral', selected: true })).toBeVisible();
    const name = await field(/^Nome completo/);
    expect(name).toHaveValue('Helena Duarte');
    expect(await field(/^E-mail/)).toHaveValue('admin@demo.com');
    expect(screen.getByText('Confirme seu e-mail')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reenviar o link' }));
    expect(
      await screen.findByText('Enviamos um novo link de confirmação para admin@demo.com.'),
    ).toBeVisible();

    await user.clear(name);
    await user.click(save());
    await waitFor(() => expect(name).toHaveAccessibleDescription('Informe o nome completo.'));
    expect(name).toHaveFocus();
    await user.type(name, 'Helena Duarte Prado');
    const company = await field(/^Empresa/);
    await user.clear(company);
    await user.type(company, 'Prado & Filhos');
    await user.click(save());
    expect(await screen.findByText('Dados da conta salvos.')).toBeVisible();
    expect(await general.rows.find('1')).toMatchObject({
      fullName: 'Helena Duarte Prado',
      company: 'Prado & Filhos',
    });

    // The avatar: a picture past 800 KB is refused before it is sent.
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no picker');
    const huge = new File([new Uint8Array(900 * 1024)], 'foto.png', { type: 'image/png' });
    await user.upload(picker, huge);
    expect(await screen.findByText(/^Esta imagem passa de 800\skB\./)).toBeVisible();
    expect(screen.getByText(/^PNG, JPEG, WebP ou GIF, até 800\skB\./)).toBeVisible();

    unmount();
    renderApp('/pages/account-settings');
    expect(await field(/^Nome completo/)).toHaveValue('Helena Duarte Prado');
    expect(await field(/^Empresa/)).toHaveValue('Prado & Filhos');
  });

  it('keeps what was typed when the save fails, and says why above the fields', async () => {
    server.use(
      demoApi('Auth').post(
        '/account-setting/info',
        () => HttpResponse.json({ error: 'Boom' }, { status: 500 }),
        'read',
      ),
    );
    const { user } = await openSettings('/pages/account-settings?tab=info');
    const website = await field(/^Site/);
    await user.clear(website);
    await user.type(website, 'helena');
    await user.tab();
    expect(website).toHaveAccessibleDescription(
      'Informe o endereço completo, como https://seusite.com.br.',
    );
    await user.clear(website);
    await user.type(website, 'https://helena.dev.br');
    const phone = await field(/^Telefone/);
    await user.clear(phone);
    await user.type(phone, '21987654321');
    expect(phone).toHaveValue('(21) 98765-4321');
    await user.click(save());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar as informações');
    expect(website).toHaveValue('https://helena.dev.br');
    expect(phone).toHaveValue('(21) 98765-4321');
    expect(await info.rows.find('1')).toBeUndefined();

    server.resetHandlers();
    await user.click(save());
    expect(await screen.findByText('Informações salvas.')).toBeVisible();
    expect(await info.rows.find('1')).toMatchObject({
      website: 'https://helena.dev.br',
      phone: '(21) 98765-4321',
    });
  });

  it('keeps the tab in the URL; ticks the password rules as they come true; says a wrong current password beside it', async () => {
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('tab', { name: 'Segurança' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=security'));
    const current = await screen.findByLabelText(/^Senha atual/);
    const password = screen.getByLabelText(/^Nova senha/);
    const rules = screen.getByRole('list', { name: 'Regras da senha' });
    const states = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((rule) => rule.textContent);
    expect(states()).toEqual([
      'Pelo menos 8 caracteres (ainda não cumprida)',
      'Pelo menos uma letra (ainda não cumprida)',
      'Pelo menos um número (ainda não cumprida)',
    ]);
    await user.type(password, 'mirante');
    expect(states()).toEqual([
      'Pelo menos 8 caracteres (ainda não cumprida)',
      'Pelo menos uma letra (cumprida)',
      'Pelo menos um número (ainda não cumprida)',
    ]);
    await user.type(password, '2026');
    expect(states().every((state) => state?.endsWith('(cumprida)'))).toBe(true);
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'mirante2026');
    await user.type(current, 'errada');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('A senha atual não confere.'));
    expect(password).toHaveValue('mirante2026');

    await user.clear(current);
    await user.type(current, 'admin');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada.')).toBeVisible();
    await waitFor(() => expect(password).toHaveValue(''));
  });

  it('connects a service with its switch, and saves the notification flags together', async () => {
    const { user } = await openSettings('/pages/account-settings?tab=connections');
    const twitter = await screen.findByRole('switch', { name: 'Conectar X (Twitter)' });
    expect(twitter).not.toBeChecked();
    await user.click(twitter);
    expect(await screen.findByText('X (Twitter) conectado.')).toBeVisible();
    expect(twitter).toBeChecked();
    // The account linked, as on GitHub (connected from the start).
    expect(screen.getAllByText('@helena.duarte')).toHaveLength(2);
    expect((await connections.rows.find('1'))?.connections.twitter.connected).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Notificações' }));
    const followMe = await screen.findByRole('switch', { name: 'Alguém começar a me seguir' });
    expect(followMe).not.toBeChecked();
    await user.click(followMe);
    await user.click(screen.getByRole('switch', { name: 'Resumo semanal do blog' }));
    expect(screen.getByText('Há alterações não salvas.')).toBeVisible();
    await user.click(save());
    expect(await screen.findByText('Notificações salvas.')).toBeVisible();
    expect(await notification.rows.find('1')).toMatchObject({ followMe: true, blogDigest: false });
  });
});
