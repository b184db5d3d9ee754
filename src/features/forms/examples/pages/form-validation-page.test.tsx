import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import FormValidationPage from './form-validation-page';

afterEach(() => i18n.changeLanguage('br'));

const card = (name: string) => screen.getByRole('region', { name });
const validate = (user: UserEvent, region: HTMLElement, name = 'Validar') =>
  user.click(within(region).getByRole('button', { name }));

describe('the validation page', () => {
  it('says what is wrong beside each field on submit, then clears it as the field is put right', async () => {
    const { user } = renderWithProviders(<FormValidationPage />);

    const required = card('Campo obrigatório');
    await validate(user, required);
    const name = within(required).getByRole('textbox', { name: /^Nome completo/ });
    expect(name).toHaveAccessibleDescription('Informe seu nome completo.');
    expect(name).toHaveFocus();
    await user.type(name, 'Ana Beatriz Souza');
    expect(name).not.toHaveAccessibleDescription();
    await validate(user, required);
    expect(
      await screen.findByText(
        '“Campo obrigatório”: tudo certo. Isto é um exemplo: nada foi enviado.',
      ),
    ).toBeVisible();

    const email = card('E-mail');
    await user.type(within(email).getByRole('textbox', { name: /^E-mail corporativo/ }), 'ana@');
    await validate(user, email);
    expect(
      within(email).getByText('Informe um e-mail válido, como nome@empresa.com.br.'),
    ).toBeVisible();

    const url = card('Endereço de site');
    await user.type(within(url).getByRole('textbox', { name: /^Site da empresa/ }), 'empresa');
    await validate(user, url);
    expect(within(url).getByText(/começando com https:\/\//)).toBeVisible();

    const length = card('Tamanho do texto');
    await user.type(within(length).getByRole('textbox', { name: /^Título do anúncio/ }), 'Casa');
    await validate(user, length);
    expect(within(length).getByText('Use pelo menos 10 caracteres.')).toBeVisible();

    const range = card('Faixa de números');
    await user.type(within(range).getByRole('textbox', { name: /^Idade/ }), '16');
    await user.type(within(range).getByRole('textbox', { name: /^Parcelas/ }), '24');
    await validate(user, range);
    expect(within(range).getByText('É preciso ter pelo menos 18 anos.')).toBeVisible();
    expect(within(range).getByText('Escolha de 1 a 12 parcelas.')).toBeVisible();

    const pattern = card('Padrão');
    const plate = within(pattern).getByRole('textbox', { name: /^Placa do veículo/ });
    await user.type(plate, 'ab12');
    await validate(user, pattern);
    expect(within(pattern).getByText(/Use três letras e quatro caracteres/)).toBeVisible();
    await user.clear(plate);
    await user.type(plate, 'bra2e19');
    expect(within(pattern).queryByText(/Use três letras/)).toBeNull();
  });

  it('checks a password typed twice, a day, a choice, a box and a file', async () => {
    const { user } = renderWithProviders(<FormValidationPage />);

    const password = card('Confirmação de senha');
    await user.type(within(password).getByLabelText(/^Nova senha/), 'segura123');
    await user.type(within(password).getByLabelText(/^Confirme a nova senha/), 'segura124');
    await validate(user, password);
    expect(within(password).getByText('As senhas não são iguais.')).toBeVisible();

    const date = card('Data');
    await validate(user, date);
    expect(within(date).getByText(/Escolha a data da visita no calendário/)).toBeVisible();
    await user.type(within(date).getByRole('textbox', { name: /^Data da visita/ }), '15/03/2020');
    expect(
      within(date).getByText('Esta data já passou. Escolha hoje ou uma data futura.'),
    ).toBeVisible();

    const choice = card('Opção e caixa obrigatórias');
    await validate(user, choice);
    expect(within(choice).getByText('Escolha uma forma de pagamento.')).toBeVisible();
    expect(within(choice).getByText(/marque que leu e aceita os termos/)).toBeVisible();
    await user.click(within(choice).getByRole('radio', { name: 'Pix' }));
    await user.click(within(choice).getByRole('checkbox', { name: /aceito os termos/ }));
    expect(within(choice).queryByText('Escolha uma forma de pagamento.')).toBeNull();
    expect(within(choice).queryByText(/marque que leu/)).toBeNull();

    const file = card('Tipo de arquivo');
    await validate(user, file);
    expect(within(file).getByText('Escolha um arquivo.')).toBeVisible();
    const picker = file.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    await user.upload(
      picker,
      new File(['planilha'], 'contas.xlsx', { type: 'application/vnd.ms-excel' }),
    );
    expect(within(file).getByText(/Este tipo de arquivo não é aceito/)).toBeVisible();
    await user.upload(
      picker,
      new File(['%PDF-1.7'], 'conta-de-luz.pdf', { type: 'application/pdf' }),
    );
    expect(within(file).queryByText(/Este tipo de arquivo/)).toBeNull();
  });

  it('says the same in English after a switch, the errors already shown included', async () => {
    const { user } = renderWithProviders(<FormValidationPage />);
    await validate(user, card('Campo obrigatório'));
    await validate(user, card('Opção e caixa obrigatórias'));
    expect(screen.getByText('Informe seu nome completo.')).toBeVisible();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Enter your full name.')).toBeVisible();
    expect(screen.getByText('Choose a payment method.')).toBeVisible();
    expect(screen.getByText(/tick that you have read and accept the terms/)).toBeVisible();

    const email = card('E-mail');
    await user.type(within(email).getByRole('textbox', { name: /^Work e-mail/ }), 'ana@');
    await validate(user, email, 'Validate');
    expect(
      within(email).getByText('Enter a valid e-mail, such as name@company.com.'),
    ).toBeVisible();

    const range = card('Number range');
    await user.type(within(range).getByRole('textbox', { name: /^Age/ }), '101');
    await validate(user, range, 'Validate');
    expect(within(range).getByText('Enter an age of up to 100 years.')).toBeVisible();
    expect(
      within(range).getByText('Enter how many installments you want to pay in.'),
    ).toBeVisible();
  });
});
