import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { preloadChunks } from '@/test/preload';
import { renderWithProviders } from '@/test/render';
import ImportPage from './import-page';

// The readers and the writer the page downloads on demand, loaded once before the tests.
preloadChunks(
  () => import('papaparse'),
  () => import('read-excel-file/browser'),
  () => import('write-excel-file/browser'),
);

const downloads = captureDownloads();

function setup() {
  renderWithProviders(<ImportPage />);
  // A browser's picker may let any file through (or the file is dropped): the page checks.
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText<HTMLInputElement>('Planilha', { selector: 'input' });
  const card = within(screen.getByRole('region', { name: 'Importar planilha' }));
  return { user, input, card };
}

const file = (content: BlobPart, name: string) => new File([content], name);
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the import page', () => {
  it('shows a CSV as a table with its name and counts, and clears it', async () => {
    const { user, input, card } = setup();
    await user.upload(
      input,
      file('\uFEFFNome;Cidade;Limite\r\nAna Souza;São Paulo;1.500,00\r\nJoão Lima;Recife;800\r\n', 'clientes.csv'),
    );
    const table = await card.findByRole('table', { name: 'Linhas de clientes.csv' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Linha',
      'Nome',
      'Cidade',
      'Limite',
    ]);
    expect(bodyRows(table)).toEqual([
      ['2', 'Ana Souza', 'São Paulo', '1.500,00'],
      ['3', 'João Lima', 'Recife', '800'],
    ]);
    expect(card.getByText('2 linhas · 3 colunas · separador: ponto e vírgula')).toBeVisible();
    expect(card.getByText('CSV')).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Limpar' }));
    expect(card.queryByRole('table')).toBeNull();
    expect(card.queryByText('clientes.csv')).toBeNull();
  });

  it('refuses a file of another type in words beside the zone', async () => {
    const { user, input, card } = setup();
    await user.upload(input, file('%PDF-1.7', 'relatorio.pdf'));
    expect(card.getByRole('alert')).toHaveTextContent(
      'relatorio.pdf: envie um arquivo .csv ou .xlsx.',
    );
    expect(card.queryByRole('table')).toBeNull();
  });

  it('says what is wrong with each file it cannot show', async () => {
    const { user, input, card } = setup();
    const cases: [File, string][] = [
      [file('', 'vazio.csv'), 'O arquivo está vazio.'],
      [
        file(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]), 'quebrado.xlsx'),
        'O arquivo não pôde ser lido: ele está danificado ou não é uma planilha CSV ou Excel de verdade.',
      ],
      [
        file(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]), 'foto.csv'),
        'O arquivo não pôde ser lido: ele está danificado ou não é uma planilha CSV ou Excel de verdade.',
      ],
      [
        file('1;2;3\n4;5;6\n', 'numeros.csv'),
        'A primeira linha precisa ter o nome de cada coluna, mas ela traz valores. Acrescente uma linha de cabeçalho.',
      ],
      [
        file('Nome;;UF\nAna;x;SP\n', 'sem-nome.csv'),
        'A primeira linha precisa ter o nome de cada coluna: a coluna 2 está sem nome.',
      ],
      [file('Nome;UF\n', 'so-cabecalho.csv'), 'O arquivo só tem o cabeçalho, sem nenhuma linha de dados.'],
      [
        file(['Nome', ...Array.from({ length: 5001 }, (_, i) => `Cliente ${i}`)].join('\n'), 'grande.csv'),
        'O arquivo tem mais de 5.000 linhas de dados. Divida-o em partes menores.',
      ],
    ];
    for (const [bad, words] of cases) {
      await user.upload(input, bad);
      const alert = await card.findByRole('alert');
      expect(alert).toHaveTextContent(`Não foi possível importar ${bad.name}`);
      expect(alert).toHaveTextContent(words);
      expect(card.queryByRole('table')).toBeNull();
    }
  });

  it('downloads the models, which the import reads back', async () => {
    const { user, input, card } = setup();
    const models = within(screen.getByRole('region', { name: 'Modelos para começar' }));

    await user.click(models.getByRole('button', { name: 'Baixar modelo CSV' }));
    await waitFor(() => expect(downloads.names).toEqual(['modelo-clientes.csv']));
    const csv = downloads.blobs[0] as Blob;
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A BOM first, for Excel's sake (the decoder drops it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')[0]).toBe(
      'Nome;E-mail;Telefone;Cidade;UF;Limite de crédito;Cliente desde',
    );
    await user.upload(input, new File([csv], 'modelo-clientes.csv'));
    expect(await card.findByText('6 linhas · 7 colunas · separador: ponto e vírgula')).toBeVisible();

    await user.click(models.getByRole('button', { name: 'Baixar modelo XLSX' }));
    await waitFor(() => expect(downloads.names).toEqual(['modelo-clientes.csv', 'modelo-clientes.xlsx']));
    await user.upload(input, new File([downloads.blobs[1] as Blob], 'modelo-clientes.xlsx'));
    const table = await card.findByRole('table', { name: 'Linhas de modelo-clientes.xlsx' });
    expect(card.getByText('6 linhas · 7 colunas')).toBeVisible();
    expect(bodyRows(table)[0]).toEqual([
      '2',
      'Ana Beatriz Souza',
      'ana.souza@exemplo.com.br',
      '(11) 98765-4321',
      'São Paulo',
      'SP',
      '5.000',
      '15/03/2021',
    ]);
  });
});
