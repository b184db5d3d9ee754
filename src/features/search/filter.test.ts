import { Circle } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { sampleContacts, sampleFiles } from './demo/data';
import { normalize, searchAll, type SearchPage } from './filter';
import type { SearchData } from './types';

const page = (target: string, title: string, link: string): SearchPage => ({
  target,
  title,
  link,
  icon: Circle,
});
const entries = [
  'login-basic',
  'register-basic',
  'forgot-basic',
  'reset-basic',
  'verify-basic',
  'two-basic',
  'typography',
].map((target, index) => ({
  id: index + 1,
  target,
  isBookmarked: false,
  title: target,
  icon: 'Circle',
  link: `/x/${target}`,
}));
const data: SearchData = {
  searchArr: [
    { groupTitle: 'Pages', searchLimit: 4, data: entries },
    { groupTitle: 'Files', searchLimit: 4, data: sampleFiles },
    { groupTitle: 'Contacts', searchLimit: 4, data: sampleContacts },
  ],
};
const pagesInPortuguese = [
  page('login-basic', 'Entrar (básico)', '/pages/login-basic'),
  page('register-basic', 'Cadastro (básico)', '/pages/register-basic'),
  page('forgot-basic', 'Esqueci a senha (básico)', '/pages/forgot-password-basic'),
  page('reset-basic', 'Redefinir senha (básico)', '/pages/reset-password-basic'),
  page('verify-basic', 'Verificar e-mail (básico)', '/pages/verify-email-basic'),
  page('two-basic', 'Dois fatores (básico)', '/pages/two-steps-basic'),
  page('typography', 'Tipografia', '/ui-element/typography'),
];

describe('searchAll', () => {
  it('keeps at most four results per group', () => {
    const results = searchAll('básico', data, pagesInPortuguese);
    expect(results.pages.map((result) => result.title)).toEqual([
      'Entrar (básico)',
      'Cadastro (básico)',
      'Esqueci a senha (básico)',
      'Redefinir senha (básico)',
    ]);
    expect(searchAll('relat', data, pagesInPortuguese).files.length).toBeLessThanOrEqual(4);
    expect(searchAll('exemplo.com.br', data, pagesInPortuguese).contacts).toHaveLength(4);
  });

  it('ignores case and accents, and matches paths too', () => {
    expect(searchAll('TIPOGRAFIA', data, pagesInPortuguese).pages).toHaveLength(1);
    expect(searchAll('basico', data, pagesInPortuguese).pages).toHaveLength(4);
    expect(searchAll('ui-element', data, pagesInPortuguese).pages[0]?.target).toBe('typography');
    expect(normalize('  Calendário ')).toBe('calendario');
  });

  it('matches the title in the active language', () => {
    const english = [page('typography', 'Typography', '/ui-element/typography')];
    expect(searchAll('typography', data, english).pages).toHaveLength(1);
    expect(searchAll('tipografia', data, english).pages).toHaveLength(0);
  });

  it('never returns a page the user may not open', () => {
    const clientPages = [page('typography', 'Tipografia', '/ui-element/typography')];
    expect(searchAll('básico', data, clientPages).pages).toEqual([]);
  });

  it('finds files by title and author, contacts by name and e-mail', () => {
    expect(searchAll('helena', data, []).files.map((file) => file.by)).toEqual([
      'Helena Duarte',
      'Helena Duarte',
    ]);
    expect(searchAll('orçamento', data, []).files[0]?.title).toBe('Orçamento 2027.xlsx');
    expect(searchAll('araujo', data, []).contacts[0]?.title).toBe('Felipe Araújo');
    expect(searchAll('camila.rocha@', data, []).contacts).toHaveLength(1);
  });

  it('returns nothing for an empty query', () => {
    expect(searchAll('   ', data, pagesInPortuguese)).toEqual({
      pages: [],
      files: [],
      contacts: [],
    });
  });
});
