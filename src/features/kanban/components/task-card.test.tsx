import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageHostAllowed } from '@/lib/data-images';
import { setSessionOwner } from '@/lib/session-owner';
import { renderWithProviders } from '@/test/render';
import type { Task } from '../types';
import { AttachmentsField } from './attachments-field';
import { TaskCard } from './task-card';

const COVER = 'https://rastreio.example/x.png';
const SHOW = { name: 'Mostrar imagens de rastreio.example' };

const task: Task = {
  id: 1,
  labels: ['UX'],
  boardId: 'todo',
  description: '',
  dueDate: '2030-03-17',
  title: 'Revisar a capa',
  coverImage: COVER,
  attachments: [{ name: 'foto.png', img: 'https://rastreio.example/anexo.png' }],
  comments: [],
  assignedTo: [{ title: 'Ana Souza', img: 'https://rastreio.example/ana.png' }],
};

/** Every address the page would request: `src` and `srcset` of every element. */
const requested = (container: HTMLElement) =>
  [...container.querySelectorAll('[src], [srcset]')].flatMap((element) => [
    element.getAttribute('src') ?? '',
    element.getAttribute('srcset') ?? '',
  ]);

describe('pictures on a kanban card', () => {
  beforeEach(() => setSessionOwner(1));
  afterEach(() => setSessionOwner(null));

  it('requests nothing from another site until "Mostrar imagens de …"; then the cover loads', async () => {
    const { container, user } = renderWithProviders(<TaskCard task={task} />);
    await screen.findByText('Imagem externa bloqueada');
    expect(requested(container).filter((src) => src.includes('rastreio.example'))).toEqual([]);
    // The assignee falls back to initials.
    expect(screen.getByText('AS')).toBeInTheDocument();

    await user.click(screen.getByRole('button', SHOW));
    await waitFor(() => expect(container.querySelector(`img[src="${COVER}"]`)).not.toBeNull());
    expect(screen.queryByText('Imagem externa bloqueada')).toBeNull();
    expect(imageHostAllowed('rastreio.example')).toBe(true);
    // The same host's avatar follows at once.
    await waitFor(() =>
      expect(container.querySelector('img[src="https://rastreio.example/ana.png"]')).not.toBeNull(),
    );
  });

  it('shows our own cover at once', async () => {
    const own = { ...task, coverImage: '/images/files/img.svg', assignedTo: [] };
    const { container } = renderWithProviders(<TaskCard task={own} />);
    await waitFor(() =>
      expect(container.querySelector('img[src="/images/files/img.svg"]')).not.toBeNull(),
    );
    expect(screen.queryByText('Imagem externa bloqueada')).toBeNull();
  });

  it('holds an attachment’s picture back behind an icon until allowed', async () => {
    const { container, user } = renderWithProviders(
      <AttachmentsField value={task.attachments} onChange={() => undefined} />,
    );
    const show = await screen.findByRole('button', SHOW);
    expect(requested(container).filter((src) => src.includes('rastreio.example'))).toEqual([]);
    await user.click(show);
    await waitFor(() =>
      expect(
        container.querySelector('img[src="https://rastreio.example/anexo.png"]'),
      ).not.toBeNull(),
    );
  });
});
