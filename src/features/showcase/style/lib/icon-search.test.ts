import { describe, expect, it } from 'vitest';
import { fold, nameWords, searchIcons } from './icon-search';

const names = [
  'ArrowRight',
  'ArrowDown01',
  'House',
  'HousePlus',
  'MapPinHouse',
  'Trash',
  'TrashOff',
  'User',
  'UsersRound',
  'CreditCard',
  'Box',
  'X',
] as const;

describe('the icon search', () => {
  it('folds accents, case and punctuation away', () => {
    expect(fold('Ícône-Usuário')).toBe('iconeusuario');
    expect(nameWords('ArrowDown01')).toEqual(['arrow', 'down', '01']);
    expect(nameWords('MapPinHouse')).toEqual(['map', 'pin', 'house']);
  });

  it('finds everything for an empty or blank query, in order', () => {
    expect(searchIcons(names, '')).toEqual(names);
    expect(searchIcons(names, '   ')).toEqual(names);
  });

  it('matches the name whatever its case and spacing', () => {
    expect(searchIcons(names, 'arrowright')).toEqual(['ArrowRight']);
    expect(searchIcons(names, 'ARROW right')).toEqual(['ArrowRight']);
    expect(searchIcons(names, 'arrow-right')).toEqual(['ArrowRight']);
    expect(searchIcons(names, 'house')).toEqual(['House', 'HousePlus', 'MapPinHouse']);
  });

  it('matches Portuguese words, accents or none', () => {
    expect(searchIcons(names, 'casa')).toEqual(['House', 'HousePlus', 'MapPinHouse']);
    expect(searchIcons(names, 'Lixeira')).toEqual(['Trash', 'TrashOff']);
    expect(searchIcons(names, 'usuário')).toEqual(['User', 'UsersRound']);
    expect(searchIcons(names, 'USUARIO')).toEqual(['User', 'UsersRound']);
    expect(searchIcons(names, 'cartão')).toEqual(['CreditCard']);
    expect(searchIcons(names, 'seta direita')).toEqual(['ArrowRight']);
    // Every word must match: a house with a plus.
    expect(searchIcons(names, 'casa plus')).toEqual(['HousePlus']);
  });

  it('matches a Portuguese word by a whole word of the name, not by any letters', () => {
    // "fechar" stands for X: not for every name with an x in it (Box).
    expect(searchIcons(names, 'fechar')).toEqual(['X']);
  });

  it('finds nothing for a word nothing has', () => {
    expect(searchIcons(names, 'zzz')).toEqual([]);
  });
});
