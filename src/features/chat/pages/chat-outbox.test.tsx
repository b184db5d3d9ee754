import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { getSessionOwner } from '@/lib/session-owner';
import { OUTBOX_STORAGE_KEY } from '../use-outbox';

preloadChunks(...appShellChunks, pageChunk('chat'));

/** The chat's outbox as storage keeps it: right, wrong, or another user's. */
const unsent = (owner: string | null) =>
  JSON.stringify({
    owner,
    messages: [
      {
        key: 'outgoing-1',
        contactId: 3,
        message: 'Mensagem que não foi enviada',
        time: '2026-11-26T10:00:00.000Z',
        senderId: 11,
      },
    ],
  });

describe('the chat outbox in storage', () => {
  it('shows a kept unsent message again, to send or discard', async () => {
    await signInAs('admin');
    window.localStorage.setItem(OUTBOX_STORAGE_KEY, unsent(getSessionOwner()));
    renderApp('/apps/chat?id=3');
    const log = await screen.findByRole('log');
    expect(await within(log).findByText('Mensagem que não foi enviada')).toBeVisible();
    expect(within(log).getByText('Não enviada')).toBeVisible();
  });

  it.each([
    ['junk', '{broken'],
    ['the wrong shape', JSON.stringify({ owner: 'x', messages: 'no' })],
    ['another user’s', unsent('someone-else')],
  ])('treats %s as no outbox, and the chat opens', async (_, value) => {
    await signInAs('admin');
    window.localStorage.setItem(OUTBOX_STORAGE_KEY, value);
    renderApp('/apps/chat?id=3');
    const log = await screen.findByRole('log');
    expect(within(log).queryByText('Não enviada')).toBeNull();
    expect(within(log).queryByText('Mensagem que não foi enviada')).toBeNull();
  });
});
