import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTableNumberFilter, DataTableTextFilter } from './column-filters';

/** The committed values as a list's state holds them, and every commit. */
function Filters({ commits }: { commits: (string | number | undefined)[] }) {
  const [name, setName] = useState<string | undefined>('ana');
  const [salary, setSalary] = useState<number | undefined>(undefined);
  return (
    <>
      <DataTableTextFilter
        label="Nome"
        value={name}
        onChange={(value) => {
          commits.push(value);
          setName(value);
        }}
      />
      <DataTableNumberFilter
        label="Salário a partir de"
        prefix="R$ "
        value={salary}
        onChange={(value) => {
          commits.push(value);
          setSalary(value);
        }}
      />
      <output aria-label="committed">{`${name ?? '-'}|${salary ?? '-'}`}</output>
      <button
        onClick={() => {
          setName(undefined);
          setSalary(undefined);
        }}
      >
        limpar
      </button>
    </>
  );
}

const committed = () => screen.getByRole('status', { name: 'committed' });

describe('DataTableTextFilter and DataTableNumberFilter', () => {
  it('show what is typed at once and commit it once, after a pause', async () => {
    const commits: (string | number | undefined)[] = [];
    const { user } = renderWithProviders(<Filters commits={commits} />);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    expect(name).toHaveValue('ana');
    await user.type(name, ' sou');
    expect(name).toHaveValue('ana sou');
    await waitFor(() => expect(committed()).toHaveTextContent('ana sou|-'));
    expect(commits).toEqual(['ana sou']);

    await user.clear(name);
    await waitFor(() => expect(committed()).toHaveTextContent('-|-'));
    expect(commits.at(-1)).toBeUndefined();

    const salary = screen.getByRole('textbox', { name: 'Salário a partir de' });
    await user.type(salary, '50000');
    // In the language's digits: "R$ 50.000".
    expect(salary).toHaveValue('R$ 50.000');
    await waitFor(() => expect(committed()).toHaveTextContent('-|50000'));
    expect(commits.at(-1)).toBe(50000);
  });

  it('drop what is being typed when the filters are cleared elsewhere', async () => {
    const commits: (string | number | undefined)[] = [];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderWithProviders(<Filters commits={commits} />);
      const name = screen.getByRole('textbox', { name: 'Nome' });
      await user.type(name, 'x');
      expect(name).toHaveValue('anax');
      await user.click(screen.getByRole('button', { name: 'limpar' }));
      expect(name).toHaveValue('');
      await vi.advanceTimersByTimeAsync(1000);
      // The pending "anax" never lands over the cleared filter.
      expect(commits).toEqual([]);
      expect(committed()).toHaveTextContent('-|-');
    } finally {
      vi.useRealTimers();
    }
  });
});
