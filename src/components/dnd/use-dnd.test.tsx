import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useDndAccessibility } from './use-dnd';

const names: Record<string, string> = { card: 'Revisar contrato', done: 'coluna Concluído' };
const describeId = (id: string | number) => names[String(id)] ?? String(id);
const active = { id: 'card' } as never;
const over = { id: 'done' } as never;

afterEach(() => i18n.changeLanguage('br'));

describe('useDndAccessibility', () => {
  it('says each step of a drag in Portuguese, naming the item and the target', async () => {
    const { result } = renderHook(() => useDndAccessibility(describeId));
    await waitFor(() => expect(result.current.screenReaderInstructions.draggable).toMatch(/Esc/));
    const { announcements } = result.current;
    expect(announcements.onDragStart({ active })).toBe('Revisar contrato foi pego.');
    expect(announcements.onDragOver({ active, over })).toBe(
      'Revisar contrato está sobre coluna Concluído.',
    );
    expect(announcements.onDragEnd({ active, over })).toBe(
      'Revisar contrato foi solto sobre coluna Concluído.',
    );
    expect(announcements.onDragEnd({ active, over: null })).toMatch(/voltou ao lugar/);
    expect(announcements.onDragCancel({ active, over: null })).toBe(
      'Movimento cancelado. Revisar contrato voltou ao lugar.',
    );
  });

  it('follows a switch to English', async () => {
    const { result } = renderHook(() => useDndAccessibility(describeId));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() =>
      expect(result.current.announcements.onDragStart({ active })).toBe(
        'Picked up Revisar contrato.',
      ),
    );
  });
});
