import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { buildEmails, seedEmails, UNSAFE_SUBJECT } from '../demo/data';
import { EmailList } from './email-list';

const NOW = Date.parse('2026-11-20T12:00:00Z');

async function renderList(emails = seedEmails(NOW).filter((email) => email.folder === 'inbox')) {
  const handlers = { onOpen: vi.fn(), onSelect: vi.fn(), onStar: vi.fn() };
  const view = renderWithProviders(
    <EmailList
      emails={emails}
      selected={new Set([emails[1]?.id ?? -1])}
      openId={null}
      label="Caixa de entrada"
      {...handlers}
    />,
  );
  await screen.findByRole('region', { name: 'Caixa de entrada' });
  return { ...view, ...handlers, emails };
}

describe('EmailList', () => {
  // jsdom has no layout: give the scroller the size of a laptop's list pane.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(1600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });

  it('shows sender, subject, a plain-text excerpt, labels and the attachment mark', async () => {
    const { emails } = await renderList();
    const region = screen.getByRole('region', { name: 'Caixa de entrada' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows.length).toBe(emails.length);
    const withFile = emails.findIndex((email) => email.attachments.length > 0);
    expect(
      within(rows[withFile] as HTMLElement).getByRole('img', { name: 'Tem anexo' }),
    ).toBeTruthy();
    const unsafe = emails.findIndex((email) => email.subject === UNSAFE_SUBJECT);
    const row = rows[unsafe] as HTMLElement;
    // The excerpt is text: markup and script from the message never reach the row as HTML.
    expect(row.querySelector('script, img, a')).toBeNull();
    expect(row).toHaveTextContent(UNSAFE_SUBJECT);
  });

  it('marks unread rows for sight and for screen readers', async () => {
    const { emails } = await renderList();
    const rows = screen.getAllByRole('listitem');
    emails.forEach((email, index) => {
      const row = rows[index] as HTMLElement;
      expect(row.querySelector('[data-unread]') !== null).toBe(!email.isRead);
      expect(row.textContent?.includes('Não lida:')).toBe(!email.isRead);
    });
  });

  it('reports selection, star and open, and shows the selected row as checked', async () => {
    const { user, emails, onOpen, onSelect, onStar } = await renderList();
    const [first, second] = emails as [(typeof emails)[0], (typeof emails)[0]];
    expect(
      screen.getByRole('checkbox', { name: `Selecionar o e-mail “${second.subject}”` }),
    ).toBeChecked();
    await user.click(
      screen.getByRole('checkbox', { name: `Selecionar o e-mail “${first.subject}”` }),
    );
    expect(onSelect).toHaveBeenCalledWith(first.id, true);
    const row = within(screen.getAllByRole('listitem')[0] as HTMLElement);
    await user.click(row.getByRole('button', { name: /^(Marcar com estrela|Remover estrela)$/ }));
    expect(onStar).toHaveBeenCalledWith(first);
    await user.click(row.getByRole('button', { name: (name) => name.includes(first.subject) }));
    expect(onOpen).toHaveBeenCalledWith(first.id);
  });

  it('puts only the visible rows in the page with 5,000 emails', async ({ annotate }) => {
    const started = performance.now();
    await renderList(buildEmails(5000, 7, NOW));
    const elapsed = performance.now() - started;
    // The count proves the virtualisation; the time is a figure, not a limit.
    expect(screen.getAllByRole('listitem').length).toBeLessThan(45);
    await annotate(`5,000 emails rendered in ${elapsed.toFixed(0)} ms`, 'measure');
  });
});
