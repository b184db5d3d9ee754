import { act, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PRERENDERED, SUBMIT_PENDING, useClientReady } from '@/lib/hydration';
import { useEarlyInput, useZodForm } from '.';

const schema = z.object({ email: z.string(), password: z.string(), remember: z.boolean() });
const seen: string[] = [];
const roots: Root[] = [];
const submitted: unknown[] = [];

/** A sign-in form like ours: it reads the remembered e-mail only once hydrated. */
function SignIn({ remembered }: { remembered: string | null }) {
  const clientReady = useClientReady();
  const form = useZodForm(schema, {
    initialValues: { email: '', password: '', remember: false },
  });
  const ref = useRef<HTMLFormElement>(null);
  useEarlyInput(form, ref, () =>
    !clientReady && remembered ? { email: remembered, remember: true } : null,
  );
  seen.push(`${form.values.email}|${form.values.password}|${String(form.values.remember)}`);
  return (
    <form ref={ref} onSubmit={form.onSubmit((values) => void submitted.push(values))}>
      <input aria-label="email" {...form.getInputProps('email')} />
      <input aria-label="password" {...form.getInputProps('password')} />
      <input
        aria-label="remember"
        type="checkbox"
        {...form.getInputProps('remember', { type: 'checkbox' })}
      />
    </form>
  );
}

/** Server HTML in a container, what the visitor does to it, then hydration. */
async function hydrateAfter(
  typing: (container: HTMLElement) => void,
  remembered: string | null = null,
) {
  const container = document.createElement('div');
  container.setAttribute(PRERENDERED, '');
  document.body.append(container);
  container.innerHTML = renderToString(<SignIn remembered={remembered} />);
  typing(container);
  // Hydration, its effects and the re-render they ask for, all flushed.
  await act(() => {
    roots.push(hydrateRoot(container, <SignIn remembered={remembered} />));
    return Promise.resolve();
  });
  return container;
}

const input = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  seen.length = 0;
  submitted.length = 0;
  document.body.innerHTML = '';
});

describe('what was typed before hydration', () => {
  it('ends up in the form state, and stays on screen', async () => {
    const container = await hydrateAfter((root) => {
      input(root, 'email').value = 'ana@empresa.com.br';
      input(root, 'password').value = 'segredo';
      input(root, 'remember').checked = true;
    });
    expect(seen.at(-1)).toBe('ana@empresa.com.br|segredo|true');
    expect(input(container, 'email').value).toBe('ana@empresa.com.br');
    expect(input(container, 'password').value).toBe('segredo');
  });

  it('wins over a remembered e-mail, which fills only what was not typed', async () => {
    await hydrateAfter((root) => {
      input(root, 'password').value = 'segredo';
    }, 'bia@empresa.com.br');
    expect(seen.at(-1)).toBe('bia@empresa.com.br|segredo|true');

    for (const root of roots.splice(0)) act(() => root.unmount());
    seen.length = 0;
    await hydrateAfter((root) => {
      input(root, 'email').value = 'ana@empresa.com.br';
    }, 'bia@empresa.com.br');
    expect(seen.at(-1)).toBe('ana@empresa.com.br||true');
  });

  it('changes nothing when nothing was typed', async () => {
    await hydrateAfter(() => undefined);
    expect(new Set(seen)).toEqual(new Set(['||false']));
  });

  it('sends a submit held before hydration, with what was typed, once', async () => {
    const container = await hydrateAfter((root) => {
      root.setAttribute(SUBMIT_PENDING, '');
      input(root, 'email').value = 'ana@empresa.com.br';
      input(root, 'password').value = 'segredo';
    });
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      email: 'ana@empresa.com.br',
      password: 'segredo',
      remember: false,
    });
    expect(container.hasAttribute(PRERENDERED)).toBe(false);
    expect(container.hasAttribute(SUBMIT_PENDING)).toBe(false);
  });

  it('sends nothing by itself when no submit was held', async () => {
    const container = await hydrateAfter((root) => {
      input(root, 'email').value = 'ana@empresa.com.br';
    });
    expect(container.hasAttribute(PRERENDERED)).toBe(false);
    expect(submitted).toEqual([]);
  });
});
