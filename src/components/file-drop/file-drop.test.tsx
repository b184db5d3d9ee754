import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FileDrop, type FileDropProps, type FileDropWords } from './file-drop';

const words: FileDropWords = {
  prompt: 'Arraste arquivos até aqui ou clique para escolher',
  drop: 'Solte para adicionar',
  list: 'Arquivos escolhidos',
  remove: (name) => `Remover ${name}`,
  rejected: 'Não adicionados:',
  reason: ({ file, reason }, limits) =>
    ({
      type: `${file.name}: tipo não aceito.`,
      size: `${file.name} tem ${limits.size}; o limite é ${limits.maxSize}.`,
      duplicate: `${file.name} já está na lista.`,
      count: `${file.name}: o limite é ${limits.maxFiles} arquivos.`,
    })[reason],
};

const KB = 1024;
const file = (name: string, type: string, size = 10 * KB) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });

type Props = Partial<Omit<FileDropProps, 'value' | 'onChange' | 'words'>>;

/** The zone with its files held as a page holds them. */
function Harness(props: Props) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileDrop
      label="Documentos"
      description="PDF ou PNG, até 100 KB cada."
      accept={['application/pdf', 'image/png']}
      maxSize={100 * KB}
      maxFiles={3}
      {...props}
      value={files}
      onChange={setFiles}
      words={words}
    />
  );
}

function setup(props: Props = {}) {
  renderWithProviders(<Harness {...props} />);
  // A browser's picker may let any file through (or the files are dropped): the zone checks.
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText<HTMLInputElement>('Documentos', { selector: 'input' });
  return { user, input };
}

const zone = () =>
  screen.getByRole('button', {
    name: 'Documentos Arraste arquivos até aqui ou clique para escolher',
  });
const listed = () =>
  within(screen.getByRole('list', { name: 'Arquivos escolhidos' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const revoked = vi.fn<(url: string) => void>();
beforeEach(() => {
  let next = 0;
  // jsdom has no object URLs: each file's preview gets an address of its own.
  URL.createObjectURL = () => {
    next += 1;
    return `blob:preview-${next}`;
  };
  URL.revokeObjectURL = revoked;
});
afterEach(() => {
  revoked.mockClear();
});

describe('FileDrop', () => {
  it('is a button named by its label and prompt, described by what it takes', async () => {
    const { input } = setup();
    expect(zone()).toHaveAccessibleDescription('PDF ou PNG, até 100 KB cada.');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/png');
    expect(input).toHaveAttribute('multiple');
    const click = vi.spyOn(input, 'click');
    zone().focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('keeps the files it takes, with their size, a preview for a picture, an icon otherwise', async () => {
    const { user, input } = setup();
    await user.upload(input, [
      file('contrato.pdf', 'application/pdf', 50 * KB),
      file('planta.png', 'image/png'),
    ]);
    expect(listed()).toEqual(['contrato.pdf50 kB', 'planta.png10 kB']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]?.querySelector('img')).toBeNull();
    expect(items[1]?.querySelector('img')).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses, file by file and in words, the wrong type, too large, twice, and past the count', async () => {
    const { user, input } = setup();
    await user.upload(input, [file('a.pdf', 'application/pdf'), file('b.png', 'image/png')]);
    await user.upload(input, [
      file('planilha.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      file('scan.png', 'image/png', 300 * KB),
      file('a.pdf', 'application/pdf'),
      file('c.pdf', 'application/pdf'),
      file('d.pdf', 'application/pdf'),
    ]);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Não adicionados:')).toBeVisible();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'planilha.xlsx: tipo não aceito.',
      'scan.png tem 300 kB; o limite é 100 kB.',
      'a.pdf já está na lista.',
      'd.pdf: o limite é 3 arquivos.',
    ]);
    // What could be taken was.
    expect(listed()).toEqual(['a.pdf10 kB', 'b.png10 kB', 'c.pdf10 kB']);
  });

  it('removes a file with its button, frees its preview and goes back to the zone', async () => {
    const { user, input } = setup();
    await user.upload(input, [file('planta.png', 'image/png'), file('a.pdf', 'application/pdf')]);
    await user.click(screen.getByRole('button', { name: 'Remover planta.png' }));
    expect(listed()).toEqual(['a.pdf10 kB']);
    expect(revoked).toHaveBeenCalledWith('blob:preview-1');
    expect(zone()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remover a.pdf' }));
    expect(screen.queryByRole('list', { name: 'Arquivos escolhidos' })).toBeNull();
  });

  it('takes dropped files, and says so while they are over it', () => {
    setup();
    const dropped = { dataTransfer: { files: [file('memorial.pdf', 'application/pdf')] } };
    const target = zone();
    fireEvent.dragEnter(target, dropped);
    expect(target).toHaveAccessibleName('Documentos Solte para adicionar');
    fireEvent.drop(target, dropped);
    expect(listed()).toEqual(['memorial.pdf10 kB']);
    expect(screen.queryByText('Solte para adicionar')).toBeNull();
  });

  it('does nothing while disabled', () => {
    setup({ disabled: true });
    expect(zone()).toBeDisabled();
    fireEvent.drop(zone(), { dataTransfer: { files: [file('a.pdf', 'application/pdf')] } });
    expect(screen.queryByRole('list', { name: 'Arquivos escolhidos' })).toBeNull();
  });

  it('holds one file when it takes one: a new pick replaces it', async () => {
    const { user, input } = setup({ maxFiles: 1 });
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, file('a.pdf', 'application/pdf'));
    await user.upload(input, file('b.pdf', 'application/pdf'));
    expect(listed()).toEqual(['b.pdf10 kB']);
  });
});
