import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { builtEntries, type BuiltEntry } from './catalogue';
import { Providers } from './providers';
import { createRoutes } from './router';

function built(id: string): BuiltEntry {
  const entry = builtEntries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`${id} is built`);
  return entry;
}

function Numbers() {
  const numbers = useQuery({ queryKey: ['router-test'], queryFn: () => Promise.resolve('42') });
  return <h1>{numbers.data ?? '…'}</h1>;
}

/** The router alone, as main.tsx mounts it: no query client around it. */
function renderRoutes(entries: BuiltEntry[], url: string) {
  const router = createMemoryRouter(createRoutes(entries), { initialEntries: [url] });
  return render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('the router', () => {
  it('gives a blank-layout page the query client', async () => {
    const page = { ...built('coming-soon'), load: () => Promise.resolve({ default: Numbers }) };
    renderRoutes([page], page.path);
    expect(await screen.findByRole('heading', { name: '42' }, { timeout: 20_000 })).toBeVisible();
  });
});
