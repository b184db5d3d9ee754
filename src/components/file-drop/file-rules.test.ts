import { describe, expect, it } from 'vitest';
import { acceptsType, sortFiles } from './file-rules';

const file = (name: string, type = '', size = 10) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

describe('file rules', () => {
  it('takes a MIME type, a family or a name ending, whatever the case', () => {
    expect(acceptsType(file('a.pdf', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(acceptsType(file('a.webp', 'image/webp'), ['image/*'])).toBe(true);
    expect(acceptsType(file('NOTA.PDF'), ['.pdf'])).toBe(true);
    expect(acceptsType(file('a.svg', 'image/svg+xml'), ['image/png', '.jpg'])).toBe(false);
    expect(acceptsType(file('qualquer.bin'), undefined)).toBe(true);
    expect(acceptsType(file('qualquer.bin'), [])).toBe(true);
  });

  it('sorts the files given into taken and refused, with one reason each, in order', () => {
    const kept = [file('a.pdf', 'application/pdf')];
    const { accepted, rejected } = sortFiles(
      [
        file('b.pdf', 'application/pdf'),
        file('c.exe', 'application/x-msdownload'),
        file('d.pdf', 'application/pdf', 500),
        file('a.pdf', 'application/pdf'),
        file('e.pdf', 'application/pdf'),
      ],
      kept,
      { accept: ['.pdf'], maxSize: 100, maxFiles: 2 },
    );
    expect(accepted.map((f) => f.name)).toEqual(['b.pdf']);
    expect(rejected.map(({ file: f, reason }) => [f.name, reason])).toEqual([
      ['c.exe', 'type'],
      ['d.pdf', 'size'],
      ['a.pdf', 'duplicate'],
      ['e.pdf', 'count'],
    ]);
  });
});
