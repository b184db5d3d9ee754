import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { detailsOf, users } from '@/features/users/demo/handlers';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { demoApiClient } from '@/test/demo-api';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';

preloadChunks(...appShellChunks, pageChunk('user-view'));

/** Another tab's calls, as the same administrator. */
const otherTab = demoApiClient(1);

/** User 1 of the sample data: Ana Beatriz Souza, editor, pending, plan "team". */
async function openUser(route = '/apps/user/view/1') {
  await signInAs('admin');
  const rendered = renderApp(route);
  await screen.findByRole('heading', { level: 2, name: 'Ana Beatriz Souza' });
  return rendered;
}

const profile = () => screen.getByRole('region', { name: 'Ana Beatriz Souza' });

async function openEdit(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(profile()).getByRole('button', { name: 'Editar' }));
  return screen.findByRole('dialog', { name: 'Editar usuário' });
}

describe('UserViewPage', () => {
  it('shows the user’s card in Portuguese: role, status, figures, details and plan', async () => {
    await openUser();
    const card = profile();
    expect(within(card).getAllByText('Editor').length).toBeGreaterThan(0);
    expect(within(card).getAllByText('Pendente').length).toBeGreaterThan(0);
    expect(within(card).getByText('867')).toBeVisible();
    expect(within(card).getByText('Tarefas concluídas')).toBeVisible();
    expect(within(card).getByText('368.302.435-64')).toBeVisible();
    expect(within(card).getByText('Português (Brasil)')).toBeVisible();
    const plan = screen.getByRole('region', { name: 'Plano' });
    expect(within(plan).getByText('Equipe')).toBeVisible();
    expect(within(plan).getByText(/^R\$\s?99$/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Conta', selected: true })).toBeVisible();
    // The account tab: her invoices through the invoice list call, and her activity.
    const invoices = await screen.findByRole('table', { name: 'Faturas de Ana Beatriz Souza' });
    await waitFor(() => expect(within(invoices).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByText('1–3 de 3')).toBeInTheDocument();
    expect(screen.getByText('Criou a conta')).toBeVisible();
    expect(screen.getByText('Passou para o plano Equipe')).toBeVisible();
  });

  it('edits the user: a message beside a bad field, then the saved name on the card', async () => {
    const { user } = await openUser();
    const dialog = await openEdit(user);
    const name = within(dialog).getByRole('textbox', { name: /Nome completo/ });
    expect(name).toHaveValue('Ana Beatriz Souza');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Informe o nome completo.'));
    expect(name).toHaveFocus();
    await user.type(name, 'Ana Beatriz Souza Lima');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText('Os dados de Ana Beatriz Souza Lima foram salvos.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Beatriz Souza Lima' })).toBeVisible();
    expect((await users.find(1))?.fullName).toBe('Ana Beatriz Souza Lima');
  });

  it('puts a taken e-mail beside its field and keeps what was typed', async () => {
    const { user } = await openUser();
    const taken = (await users.find(2))?.email ?? '';
    const dialog = await openEdit(user);
    const company = within(dialog).getByRole('textbox', { name: /Empresa/ });
    await user.clear(company);
    await user.type(company, 'Aurora Interiores');
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, taken);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Este e-mail já está em uso.'));
    expect(email).toHaveValue(taken);
    expect(company).toHaveValue('Aurora Interiores');
    expect(screen.getByRole('dialog', { name: 'Editar usuário' })).toBeVisible();
    expect((await users.find(1))?.company).toBe('Casa Aurora Decoração');
  });

  it('refuses a save on an older version in words, keeps the typed values, offers the stored user', async () => {
    const { user } = await openUser();
    const dialog = await openEdit(user);
    // Another tab saves the user while the modal is open.
    await users.update(1, { company: 'Outra Aba Ltda.' });
    const name = within(dialog).getByRole('textbox', { name: /Nome completo/ });
    await user.clear(name);
    await user.type(name, 'Ana Beatriz Lima');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar as alterações');
    expect(alert).toHaveTextContent('alterado em outra aba');
    expect(name).toHaveValue('Ana Beatriz Lima');
    expect(within(dialog).getByRole('textbox', { name: /Empresa/ })).toHaveValue('Casa Aurora Decoração');
    expect(await users.find(1)).toMatchObject({ fullName: 'Ana Beatriz Souza', company: 'Outra Aba Ltda.' });

    await user.click(within(alert).getByRole('button', { name: 'Ver a versão atual' }));
    expect(within(dialog).getByRole('textbox', { name: /Empresa/ })).toHaveValue('Outra Aba Ltda.');
    expect(name).toHaveValue('Ana Beatriz Souza');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // Saved again, it replaces the version it was shown.
    await user.type(name, ' Lima');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Os dados de Ana Beatriz Souza Lima foram salvos.')).toBeVisible();
    expect(await users.find(1)).toMatchObject({ fullName: 'Ana Beatriz Souza Lima', company: 'Outra Aba Ltda.' });
  }); // prettier-ignore

  it('refuses notification choices saved on older settings, keeps the ticks, offers the stored ones', async () => {
    const { user } = await openUser('/apps/user/view/1?tab=notifications');
    const box = await screen.findByRole('checkbox', { name: 'Novidades para você por e-mail' });
    const stored = (await detailsOf((await users.find(1))!)).notifications;
    // Another tab turns the browser notices of account activity on.
    const theirs = { ...stored, accountActivity: { ...stored.accountActivity, browser: !stored.accountActivity.browser } };
    expect((await otherTab.call('/apps/users/update-user', { id: 1, user: { details: { notifications: theirs } } })).status).toBe(201);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Salvar notificações' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar as notificações');
    expect(alert).toHaveTextContent('alterado em outra aba');
    expect(box).not.toBeChecked();
    expect((await detailsOf((await users.find(1))!)).notifications).toEqual(theirs);

    await user.click(within(alert).getByRole('button', { name: 'Ver a versão atual' }));
    await waitFor(() => expect(box).toBeChecked());
    const activity = screen.getByRole('checkbox', { name: 'Atividade da conta no navegador' });
    expect(activity.matches(':checked')).toBe(theirs.accountActivity.browser);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Salvar notificações' }));
    expect(await screen.findByText('Notificações salvas.')).toBeVisible();
    const saved = (await detailsOf((await users.find(1))!)).notifications;
    expect(saved).toEqual({ ...theirs, newForYou: { ...theirs.newForYou, email: false } });
    // The form stays open: its next save goes on the settings it just saved.
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Salvar notificações' }));
    await waitFor(async () => expect((await detailsOf((await users.find(1))!)).notifications.newForYou.email).toBe(true));
    expect(screen.queryByText(/alterado em outra aba/)).toBeNull();
  }); // prettier-ignore

  it('suspends after a confirmation, then offers to reactivate', async () => {
    const { user } = await openUser();
    await user.click(within(profile()).getByRole('button', { name: 'Suspender' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspender Ana Beatriz Souza?' });
    await user.click(within(confirm).getByRole('button', { name: 'Suspender usuário' }));
    expect(await screen.findByText('Ana Beatriz Souza foi suspenso(a).')).toBeVisible();
    expect(within(profile()).getAllByText('Inativo').length).toBeGreaterThan(0);
    expect(within(profile()).getByRole('button', { name: 'Reativar' })).toBeVisible();
    expect((await users.find(1))?.status).toBe('inactive');
  });

  it('saves the notification choices, and discards unsaved ones', async () => {
    const { user } = await openUser('/apps/user/view/1?tab=notifications');
    const box = await screen.findByRole('checkbox', { name: 'Novidades para você por e-mail' });
    expect(box).toBeChecked();
    const app = screen.getByRole('checkbox', { name: 'Atividade da conta no aplicativo' });
    await user.click(app);
    expect(app).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(app).not.toBeChecked();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Salvar notificações' }));
    expect(await screen.findByText('Notificações salvas.')).toBeVisible();
    const stored = (await detailsOf((await users.find(1))!)).notifications;
    expect(stored.newForYou.email).toBe(false);
    expect(stored.accountActivity.app).toBe(false);
  });

  it('keeps the open tab in the URL and moves between tabs with the arrow keys', async () => {
    const { user, router } = await openUser();
    const account = screen.getByRole('tab', { name: 'Conta' });
    account.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Segurança' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=security'));
    expect(await screen.findByRole('heading', { name: 'Alterar senha' })).toBeVisible();
  });

  it('checks the new password twice and says the API’s refusal', async () => {
    const { user } = await openUser('/apps/user/view/1?tab=security');
    const password = await screen.findByLabelText(/^Nova senha/);
    const confirm = screen.getByLabelText(/^Confirme a nova senha/);
    await user.type(password, 'segura123');
    await user.type(confirm, 'segura124');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('As senhas não são iguais.'));
    await user.clear(confirm);
    await user.type(confirm, 'segura123');
    // The API may still refuse it (its own rule): said beside the field, the text kept.
    server.use(
      demoApi('User').post(
        '/apps/users/change-password',
        () => HttpResponse.json({ error: { password: ['Too weak.'] } }, { status: 400 }),
        'update',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'O servidor recusou esta senha. Use pelo menos 8 caracteres, com letras e números.',
      ),
    );
    expect(password).toHaveValue('segura123');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada.')).toBeVisible();
    await waitFor(() => expect(password).toHaveValue(''));
  });

  it('puts a connection back when its save fails, and says why', async () => {
    server.use(
      demoApi('User').post(
        '/apps/users/update-user',
        () => HttpResponse.json({ error: 'Boom' }, { status: 500 }),
        'update',
      ),
    );
    const { user } = await openUser('/apps/user/view/1?tab=connections');
    const google = await screen.findByRole('switch', { name: 'Conectar Google' });
    expect(google).not.toBeChecked();
    await user.click(google);
    expect(await screen.findByText('Não foi possível alterar a conexão com Google')).toBeVisible();
    await waitFor(() => expect(google).not.toBeChecked());
  });

  it('says an unknown user is not there, with the way back to the list', async () => {
    await signInAs('admin');
    renderApp('/apps/user/view/999999');
    expect(await screen.findByRole('heading', { name: 'Usuário não encontrado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar à lista de usuários' })).toHaveAttribute(
      'href',
      '/apps/user/list',
    );
  });

  it('says a failed load in words, and the retry brings the user', async () => {
    server.use(
      demoApi('User').get('/api/users/user', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    await signInAs('admin');
    const { user } = renderApp('/apps/user/view/1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o usuário');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ana Beatriz Souza' }),
    ).toBeVisible();
  });
});
