/**
 * Field paths as the form writes them: `'client.name'`, `'items.2.qty'`, type-checked
 * against the form's values. The depth is bounded (five levels) so tsc stays fast; a form
 * deeper than that wants splitting into sub-forms anyway.
 */
type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob;
type Shallower = [never, 0, 1, 2, 3, 4];

/** Every path into `T`: its keys, array indices as numbers, joined by dots. */
export type Path<T, Depth extends number = 5> = [Depth] extends [never]
  ? never
  : T extends Leaf
    ? never
    : T extends readonly (infer Item)[]
      ? `${number}` | `${number}.${Path<Item, Shallower[Depth]>}`
      : { [K in keyof T & string]-?: K | `${K}.${Path<T[K], Shallower[Depth]>}` }[keyof T & string];

/** The type of the value at `P` in `T`. */
export type PathValue<T, P extends string> = T extends readonly (infer Item)[]
  ? P extends `${number}.${infer Rest}`
    ? PathValue<Item, Rest>
    : P extends `${number}`
      ? Item
      : never
  : P extends `${infer Key}.${infer Rest}`
    ? Key extends keyof T
      ? PathValue<T[Key], Rest>
      : never
    : P extends keyof T
      ? T[P]
      : never;

/** The paths of `T` that hold an array (what the list helpers take). */
export type ListPath<T> =
  Path<T> extends infer P
    ? P extends string
      ? NonNullable<PathValue<T, P>> extends readonly unknown[]
        ? P
        : never
      : never
    : never;

/** The item type of the list at `P`. */
export type ListItem<T, P extends string> =
  NonNullable<PathValue<T, P>> extends readonly (infer Item)[] ? Item : never;

export function getPath(source: unknown, path?: string): unknown {
  if (!path) return source;
  return path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object') return undefined;
    return (value as Record<string, unknown>)[key];
  }, source);
}

// React keys of list items, by identity: `setPath` hands an item's key on to its copy, so
// a key follows its item through edits, moves and removals of its neighbours.
const keys = new WeakMap<object, string>();
let lastKey = 0;

/**
 * A stable React key for an item of a list in the form's values (an object): the same
 * for the whole life of the item, whatever happens around it.
 */
export function itemKey(item: object): string {
  let key = keys.get(item);
  if (!key) keys.set(item, (key = `item-${(lastKey += 1)}`));
  return key;
}

/** A copy of `source` with `next` at `path`; only the containers along the path are new. */
export function setPath<T>(source: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const container = (source ?? {}) as Record<string, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<
    string,
    unknown
  >;
  const known = keys.get(container);
  if (known) keys.set(copy, known);
  copy[key] = rest.length === 0 ? next : setPath(container[key], rest.join('.'), next);
  return copy as T;
}

/** Deep equality of form values: plain objects, arrays, dates; anything else by identity. */
export function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const prototype = Object.getPrototypeOf(a) as unknown;
  if (prototype !== Object.getPrototypeOf(b)) return false;
  if (prototype !== Object.prototype && !Array.isArray(a)) return false;
  const names = Object.keys(a);
  return (
    names.length === Object.keys(b).length &&
    names.every((name) =>
      isEqual((a as Record<string, unknown>)[name], (b as Record<string, unknown>)[name]),
    )
  );
}
