import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { ruleSentenceKey } from './ability-rule-list';

preloadChunks(...appShellChunks, pageChunk('access-control'));

async function permissionsList() {
  const heading = await screen.findByRole('heading', { name: 'Suas permissões' });
  const card = heading.parentElement;
  if (!card) throw new Error('The permissions heading has no card');
  return within(card).getAllByRole('list')[0]!;
}

describe('access control page', () => {
  it('tells the administrator in words that everything is allowed', async () => {
    await signInAs('admin');
    renderApp('/access-control');
    const list = await permissionsList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pode fazer tudo em todas as áreas manage / all',
    ]);
    expect(within(items[0]!).getByText('manage / all').tagName).toBe('CODE');
    expect(screen.getByText('Conteúdo só para administradores')).toBeVisible();
  });

  it("tells the client what it may see, with no developer's words", async () => {
    await signInAs('client');
    renderApp('/access-control');
    const list = await permissionsList();
    expect(within(list).getByText('Pode ver: Controle de acesso')).toBeVisible();
    expect(within(list).getByText('Pode ver: Autenticação')).toBeVisible();
    expect(screen.queryByText('Conteúdo só para administradores')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/CASL|componente Can/);
  });
});

describe('ruleSentenceKey', () => {
  it('has a sentence per action, and one for an action it does not know', () => {
    expect(ruleSentenceKey({ action: 'manage', subject: 'all' })).toBe(
      'accessControl.rule.everything',
    );
    expect(ruleSentenceKey({ action: 'manage', subject: 'User' })).toBe(
      'accessControl.rule.manage',
    );
    expect(ruleSentenceKey({ action: 'delete', subject: 'Permission' })).toBe(
      'accessControl.rule.delete',
    );
    expect(ruleSentenceKey({ action: 'publish', subject: 'Page' })).toBe(
      'accessControl.rule.other',
    );
  });
});
