import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  insertListItem,
  removeListItem,
  type ListPath,
  type Path,
  type PathValue,
  type ZodForm,
} from '.';
import { getPath, isEqual, setPath } from './paths';

interface Invoice {
  client: { name: string; address?: { city: string } };
  items: Array<{ qty: number; tags: string[] }>;
  due: Date | null;
}

describe('field paths', () => {
  it('are checked against the values, array indices included', () => {
    expectTypeOf<'client.name' | 'items.2.qty' | 'items.0.tags.1' | 'due'>().toExtend<
      Path<Invoice>
    >();
    expectTypeOf<'client.address.city'>().toExtend<Path<Invoice>>();
    expectTypeOf<'client.nome'>().not.toExtend<Path<Invoice>>();
    expectTypeOf<'due.getTime'>().not.toExtend<Path<Invoice>>();
    expectTypeOf<PathValue<Invoice, 'items.2.qty'>>().toEqualTypeOf<number>();
    expectTypeOf<PathValue<Invoice, 'client.address.city'>>().toEqualTypeOf<string>();
    expectTypeOf<PathValue<Invoice, 'items.0.tags'>>().toEqualTypeOf<string[]>();
    expectTypeOf<ListPath<Invoice>>().toEqualTypeOf<'items' | `items.${number}.tags`>();
  });

  it('make a wrong path or value a type error in the form’s calls', () => {
    // Never run: what matters is that tsc accepts the right calls and refuses the wrong ones.
    const calls = (form: ZodForm<Invoice>) => {
      form.setFieldValue('items.2.qty', 3);
      expectTypeOf(form.getInputProps('items.1.qty').value).toEqualTypeOf<number>();
      expectTypeOf(form.getInputProps('client.name').value).toEqualTypeOf<string>();
      insertListItem(form, 'items.0.tags', 'urgente');
      // @ts-expect-error: there is no field `client.nome`
      form.getInputProps('client.nome');
      // @ts-expect-error: a quantity is a number
      form.setFieldValue('items.2.qty', '3');
      // @ts-expect-error: an item needs its tags
      insertListItem(form, 'items', { qty: 1 });
      // @ts-expect-error: `client.name` is not a list
      removeListItem(form, 'client.name', 0);
    };
    expectTypeOf(calls).toBeFunction();
  });
});

describe('reading and writing by path', () => {
  const invoice: Invoice = { client: { name: 'Ana' }, items: [{ qty: 1, tags: [] }], due: null };

  it('reads nested values and array items', () => {
    expect(getPath(invoice, 'items.0.qty')).toBe(1);
    expect(getPath(invoice, 'client.address.city')).toBeUndefined();
    expect(getPath(invoice)).toBe(invoice);
  });

  it('writes a copy, sharing what it did not touch', () => {
    const next = setPath(invoice, 'items.0.qty', 4);
    expect(next.items[0]?.qty).toBe(4);
    expect(invoice.items[0]?.qty).toBe(1);
    expect(Array.isArray(next.items)).toBe(true);
    expect(next.client).toBe(invoice.client);
    expect(setPath(invoice, 'client.address.city', 'Recife').client.address).toEqual({
      city: 'Recife',
    });
  });

  it('compares values deeply (dates by time, other objects by identity)', () => {
    expect(isEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(isEqual({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(isEqual(new Date(0), new Date(0))).toBe(true);
    expect(isEqual(new Date(0), new Date(1))).toBe(false);
    expect(isEqual(new Blob(['a']), new Blob(['a']))).toBe(false);
    expect(isEqual(null, {})).toBe(false);
  });
});
