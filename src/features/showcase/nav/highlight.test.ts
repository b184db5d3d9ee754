import { describe, expect, it } from 'vitest';
import { matchParts } from './highlight';

const marked = (text: string, query: string) =>
  matchParts(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('matchParts', () => {
  it('marks the match blind to case and accents, keeping the source letters', () => {
    expect(matchParts('O Farol de São Marcos', 'SAO')).toEqual([
      { text: 'O Farol de ', match: false },
      { text: 'São', match: true },
      { text: ' Marcos', match: false },
    ]);
    expect(marked('Açaí com Farinha', 'acai')).toEqual(['Açaí']);
  });

  it('marks every occurrence, at the start and the end too', () => {
    expect(marked('Neblina em Gramado', 'a')).toEqual(['a', 'a', 'a']);
    expect(matchParts('Chuva em Olinda', 'chuva em olinda')).toEqual([
      { text: 'Chuva em Olinda', match: true },
    ]);
  });

  it('keeps the text whole when nothing is searched or found', () => {
    expect(matchParts('Sabiá na Janela', '  ')).toEqual([
      { text: 'Sabiá na Janela', match: false },
    ]);
    expect(matchParts('Sabiá na Janela', 'xyz')).toEqual([
      { text: 'Sabiá na Janela', match: false },
    ]);
  });

  it('keeps a decomposed accent with its letter, and the parts join to the text', () => {
    const decomposed = 'Sa\u0303o Luís';
    expect(marked(decomposed, 'sao')).toEqual(['Sa\u0303o']);
    for (const [text, query] of [
      [decomposed, 'o'],
      ['Maré Alta em Ilhéus', 'e'],
      ['Estação Final: Belém', 'ção'],
    ] as const) {
      expect(
        matchParts(text, query)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    }
  });
});
