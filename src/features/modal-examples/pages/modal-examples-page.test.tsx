import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { modalExamples } from '../examples';

preloadChunks(...appShellChunks, pageChunk('modal-examples'), ...modalExamples.map((e) => e.load));

/** A month that is always ahead: December, two years on. */
const FUTURE_EXPIRY = `12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

async function openPage() {
  await signInAs('admin');
  const rendered = renderApp('/pages/modal-examples');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Exemplos de modais' }),
  ).toBeVisible();
  return rendered;
}

async function openModal(user: UserEvent, title: string) {
  await user.click(await screen.findByRole('button', { name: `Abrir: ${title}` }));
  return screen.findByRole('dialog', { name: title });
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });

const combobox = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Picks `option` in the select (or multi-select) `input`. */
async function pick(user: UserEvent, input: HTMLElement, option: RegExp | string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function submitAndExpectClosed(
  user: UserEvent,
  dialog: HTMLElement,
  submit: string,
  toast: string,
) {
  await user.click(within(dialog).getByRole('button', { name: submit }));
  expect(await screen.findByText(toast)).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

interface Case {
  title: string;
  submit: string;
  /** What the empty form says (after `empty` clears a prefilled field). */
  error: string;
  empty?: (user: UserEvent, dialog: HTMLElement) => Promise<void>;
  fill: (user: UserEvent, dialog: HTMLElement) => Promise<void>;
  toast: string;
}

const cases: Case[] = [
  {
    title: 'Compartilhar projeto',
    submit: 'Enviar convites',
    error: 'Escolha pelo menos uma pessoa.',
    fill: async (user, dialog) => {
      await pick(user, combobox(dialog, 'Pessoas'), /Bruno Carvalho/);
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Compartilhar projeto' })).toBeVisible();
      const role = combobox(dialog, 'Papel de Bruno Carvalho');
      expect(role).toHaveValue('Pode ver');
      await pick(user, role, 'Pode editar');
      expect(role).toHaveValue('Pode editar');
    },
    toast: 'Convite para 1 pessoa conferido. Isto é um exemplo: nada foi enviado.',
  },
  {
    title: 'Adicionar novo cartão',
    submit: 'Adicionar cartão',
    error: 'Informe os 13 a 19 dígitos do cartão.',
    fill: async (user, dialog) => {
      const number = field(dialog, 'Número do cartão');
      await user.clear(number);
      await user.type(number, '4111111111111112');
      expect(number).toHaveValue('4111 1111 1111 1112');
      expect(number).toHaveAccessibleDescription(
        'Este número de cartão não é válido. Confira os dígitos.',
      );
      await user.clear(number);
      await user.type(number, '4111111111111111');
      expect(within(dialog).getByText('Visa')).toBeVisible();
      await user.type(field(dialog, 'Nome impresso'), 'Ana Souza');
      await user.type(field(dialog, 'Validade'), FUTURE_EXPIRY);
      await user.type(field(dialog, 'Código de segurança'), '123');
    },
    toast: 'Cartão Visa final 1111 válido. Isto é um exemplo: nada foi salvo.',
  },
  {
    title: 'Preços',
    submit: 'Escolher plano',
    error: 'Escolha um plano.',
    fill: async (user, dialog) => {
      expect(within(dialog).getByText(/49,00 por mês/)).toBeVisible();
      await user.click(within(dialog).getByRole('radio', { name: 'Anual' }));
      expect(within(dialog).getByText(/40,00 por mês/)).toBeVisible();
      expect(within(dialog).getByText(/480,00 cobrados uma vez por ano/)).toBeVisible();
      await user.click(within(dialog).getByRole('radio', { name: /^Padrão/ }));
    },
    toast:
      'Plano Padrão com cobrança anual escolhido. Isto é um exemplo: nenhuma assinatura mudou.',
  },
  {
    title: 'Editar usuário',
    submit: 'Salvar alterações',
    error: 'Informe o nome.',
    empty: async (user, dialog) => {
      const name = await within(dialog).findByRole('textbox', { name: /^Nome completo/ });
      expect(name).toHaveValue('Ana Beatriz Souza');
      expect((field(dialog, 'Telefone') as HTMLInputElement).value).toMatch(/^\(\d{2}\) 9/);
      await user.clear(name);
    },
    fill: async (user, dialog) => {
      await user.type(field(dialog, 'Nome completo'), 'Ana Beatriz Souza Lima');
    },
    toast: 'Dados de Ana Beatriz Souza Lima válidos. Isto é um exemplo: nada foi salvo.',
  },
  {
    title: 'Adicionar novo endereço',
    submit: 'Adicionar endereço',
    error: 'Informe o CEP com 8 dígitos, como 01310-100.',
    fill: async (user, dialog) => {
      await user.type(field(dialog, 'CEP'), '01310100');
      expect(field(dialog, 'CEP')).toHaveValue('01310-100');
      await user.type(field(dialog, 'Rua'), 'Avenida Paulista');
      await user.type(field(dialog, 'Número'), '1578');
      await user.type(field(dialog, 'Cidade'), 'São Paulo');
      await pick(user, combobox(dialog, 'Estado'), 'SP – São Paulo');
      await user.click(within(dialog).getByRole('radio', { name: /^Escritório/ }));
    },
    toast: 'Endereço em São Paulo – SP válido. Isto é um exemplo: nada foi salvo.',
  },
  {
    title: 'Indique e ganhe',
    submit: 'Enviar convite',
    error: 'Informe o e-mail.',
    fill: async (user, dialog) => {
      await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
      expect(await screen.findByText('Link copiado.')).toBeVisible();
      await user.type(field(dialog, 'E-mail do amigo'), 'marina@exemplo.com.br');
    },
    toast:
      'Convite para marina@exemplo.com.br conferido. Isto é um exemplo: nenhum e-mail foi enviado.',
  },
];

describe('ModalExamplesPage', () => {
  it('shows the eight examples, each with its title, a line and "Abrir"', async () => {
    await openPage();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 2 })).toBeVisible();
      expect(within(card).getByRole('button', { name: /^Abrir: / })).toBeVisible();
    }
  });

  it.each(cases)(
    '$title: an empty submit says what is missing; a valid one says so and closes',
    async ({ title, submit, error, empty, fill, toast }) => {
      const { user } = await openPage();
      const dialog = await openModal(user, title);
      await empty?.(user, dialog);
      await user.click(await within(dialog).findByRole('button', { name: submit }));
      expect(await within(dialog).findByText(error)).toBeVisible();
      await fill(user, dialog);
      await submitAndExpectClosed(user, dialog, submit, toast);
    },
  );

  it('two-step authentication: a phone for SMS, then a six-digit code; back keeps the choice', async () => {
    const { user } = await openPage();
    const dialog = await openModal(user, 'Ativar autenticação em duas etapas');
    await user.click(await within(dialog).findByRole('radio', { name: /^SMS/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(
      await within(dialog).findByText('Informe o telefone com DDD, como (11) 91234-5678.'),
    ).toBeVisible();
    await user.type(field(dialog, 'Celular'), '11912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    const code = await within(dialog).findByRole('textbox', { name: /^Código de verificação/ });
    expect(code).toHaveFocus();
    expect(within(dialog).getByText(/enviado por SMS para \(11\) 91234-5678/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(await within(dialog).findByRole('radio', { name: /^SMS/ })).toBeChecked();
    expect(field(dialog, 'Celular')).toHaveValue('(11) 91234-5678');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    await user.click(await within(dialog).findByRole('button', { name: 'Ativar' }));
    expect(await within(dialog).findByText('Informe os seis dígitos do código.')).toBeVisible();
    await user.type(field(dialog, 'Código de verificação'), '123456');
    await submitAndExpectClosed(
      user,
      dialog,
      'Ativar',
      'Código conferido (SMS). Isto é um exemplo: nada foi ativado.',
    );
  });

  it('create app: each step is checked before the next, back keeps the values, the last submits', async () => {
    const { user } = await openPage();
    const dialog = await openModal(user, 'Criar aplicativo');
    const next = () => user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    await user.click(await within(dialog).findByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText('Dê um nome ao aplicativo.')).toBeVisible();
    expect(within(dialog).getByText('Escolha uma categoria.')).toBeVisible();
    await user.type(field(dialog, 'Nome do aplicativo'), 'Portal do cliente');
    await user.click(within(dialog).getByRole('radio', { name: /^Loja virtual/ }));
    await next();

    await next();
    expect(await within(dialog).findByText('Escolha um framework.')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: /^React/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(await within(dialog).findByRole('textbox', { name: /^Nome do aplicativo/ })).toHaveValue(
      'Portal do cliente',
    );
    await next();
    expect(await within(dialog).findByRole('radio', { name: /^React/ })).toBeChecked();
    await next();

    await user.click(await within(dialog).findByRole('radio', { name: /^PostgreSQL/ }));
    await next();

    await user.click(await within(dialog).findByRole('button', { name: 'Criar aplicativo' }));
    expect(await within(dialog).findByText('Informe os 13 a 19 dígitos do cartão.')).toBeVisible();
    await user.type(field(dialog, 'Número do cartão'), '5555555555554444');
    await user.type(field(dialog, 'Nome impresso'), 'Ana Souza');
    await user.type(field(dialog, 'Validade'), FUTURE_EXPIRY);
    await user.type(field(dialog, 'Código de segurança'), '123');
    await submitAndExpectClosed(
      user,
      dialog,
      'Criar aplicativo',
      'Aplicativo “Portal do cliente” (React e PostgreSQL) pronto para criar. Isto é um exemplo: nada foi criado nem cobrado.',
    );
  });

  it('keeps the focus in the modal; Escape closes it and gives the focus back to "Abrir"', async () => {
    const { user } = await openPage();
    const open = screen.getByRole('button', { name: 'Abrir: Indique e ganhe' });
    const dialog = await openModal(user, 'Indique e ganhe');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });
});
