import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  insertListItem,
  itemKey,
  removeListItem,
  reorderListItem,
  replaceListItem,
  useZodForm,
} from '.';

const schema = z.object({
  items: z
    .array(
      z.object({
        description: z.string().check(z.minLength(3, 'validation.minLength')),
        qty: z.number().check(z.minimum(1, 'validation.required')),
      }),
    )
    .check(z.minLength(1, 'validation.required')),
  tags: z.array(z.string()),
});

const a = { description: '', qty: 1 };
const b = { description: 'Banco', qty: 2 };
const c = { description: 'C', qty: 3 };

/** A form whose first and last items are invalid, after a submit that showed it. */
function submittedForm() {
  const hook = renderHook(() =>
    useZodForm(schema, { initialValues: { items: [a, b, c], tags: ['novo'] } }),
  );
  act(() => hook.result.current.onSubmit(() => undefined)());
  expect(Object.keys(hook.result.current.errors)).toEqual([
    'items.0.description',
    'items.2.description',
  ]);
  return hook;
}

const descriptions = (items: ReadonlyArray<{ description: string }>) =>
  items.map((item) => item.description);

describe('list helpers', () => {
  it('remove: the item and its errors go, the others’ errors move up with them', () => {
    const { result } = submittedForm();
    const keyOfC = itemKey(c);
    act(() => removeListItem(result.current, 'items', 0));
    expect(descriptions(result.current.values.items)).toEqual(['Banco', 'C']);
    expect(Object.keys(result.current.errors)).toEqual(['items.1.description']);
    expect(itemKey(result.current.values.items[1] as object)).toBe(keyOfC);
  });

  it('insert: the items after it and their errors move down; the new one is unchecked', () => {
    const { result } = submittedForm();
    act(() => insertListItem(result.current, 'items', { description: '', qty: 0 }, 1));
    expect(descriptions(result.current.values.items)).toEqual(['', '', 'Banco', 'C']);
    expect(Object.keys(result.current.errors).sort()).toEqual([
      'items.0.description',
      'items.3.description',
    ]);
    act(() => insertListItem(result.current, 'tags', 'urgente'));
    expect(result.current.values.tags).toEqual(['novo', 'urgente']);
  });

  it('reorder: every item’s errors follow it', () => {
    const { result } = submittedForm();
    act(() => reorderListItem(result.current, 'items', { from: 2, to: 0 }));
    expect(descriptions(result.current.values.items)).toEqual(['C', '', 'Banco']);
    expect(result.current.errors['items.0.description']).toBe('Use pelo menos 3 caracteres.');
    expect(result.current.errors['items.1.description']).toBe('Use pelo menos 3 caracteres.');
    expect(result.current.errors['items.2.description']).toBeUndefined();
  });

  it('replace: the old item’s errors go, the others stay', () => {
    const { result } = submittedForm();
    act(() => replaceListItem(result.current, 'items', 2, { description: 'Café', qty: 1 }));
    expect(descriptions(result.current.values.items)).toEqual(['', 'Banco', 'Café']);
    expect(Object.keys(result.current.errors)).toEqual(['items.0.description']);
  });

  it('after a submit, the list itself is checked again as it changes', () => {
    const { result } = submittedForm();
    act(() => removeListItem(result.current, 'items', 2));
    act(() => removeListItem(result.current, 'items', 1));
    act(() => removeListItem(result.current, 'items', 0));
    expect(result.current.errors).toEqual({ items: 'Preencha este campo.' });
    act(() => insertListItem(result.current, 'items', b));
    expect(result.current.errors).toEqual({});
  });

  it('gives each item a React key that follows it through edits and moves', () => {
    const { result } = renderHook(() =>
      useZodForm(schema, { initialValues: { items: [a, b], tags: [] } }),
    );
    const before = result.current.values.items.map(itemKey);
    act(() => result.current.setFieldValue('items.1.qty', 5));
    act(() => reorderListItem(result.current, 'items', { from: 1, to: 0 }));
    expect(result.current.values.items.map(itemKey)).toEqual([before[1], before[0]]);

    // The same template inserted twice is two items with two keys.
    const template = { description: '', qty: 1 };
    act(() => insertListItem(result.current, 'items', template));
    act(() => insertListItem(result.current, 'items', template));
    const keys = result.current.values.items.map(itemKey);
    expect(new Set(keys).size).toBe(4);
  });
});
