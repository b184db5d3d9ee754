import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { autocompleteAnswerSchema } from '../types';
import { autocompleteEntries } from './data';

const admin = demoApiClient(1);
// Account 2 is the demo client: it may read ACL and Auth, not the UI kit.
const client = demoApiClient(2);

async function read(search = '') {
  const response = await admin.call(`/api/autocomplete/data${search}`);
  expect(response.status).toBe(200);
  return autocompleteAnswerSchema.parse(await response.json());
}

const titles = (answer: { autoComplete: { title: string }[] }) =>
  answer.autoComplete.map((entry) => entry.title);

describe('GET /api/autocomplete/data', () => {
  it('answers the 100 entries by rank, each rank and id once, titles all different', async () => {
    const answer = await read();
    expect(answer.total).toBe(100);
    expect(answer.autoComplete).toHaveLength(100);
    expect(answer.autoComplete.map((entry) => entry.rank)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    expect(new Set(answer.autoComplete.map((entry) => entry.id)).size).toBe(100);
    expect(new Set(titles(answer)).size).toBe(100);
    expect(answer.autoComplete).toContainEqual(
      expect.objectContaining({ id: 1, title: 'Chuva em Olinda' }),
    );
  });

  it('is the same list on every call (a fixed seed)', async () => {
    expect((await read()).autoComplete).toEqual(autocompleteEntries);
  });

  it('narrows by title, blind to accents and case, keeping the rank order', async () => {
    const answer = await read('?q=SAO');
    expect(titles(answer).sort()).toEqual([
      'Inverno em São Joaquim',
      'O Barqueiro do São Francisco',
      'O Farol de São Marcos',
      'Os Azulejos de São Luís',
    ]);
    expect(answer.total).toBe(4);
    const ranks = answer.autoComplete.map((entry) => entry.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(titles(await read('?q=acai'))).toEqual(['Açaí com Farinha']);
  });

  it('pages the matches with perPage, and says how many match in all', async () => {
    const answer = await read('?q=neblina&perPage=1');
    expect(answer.autoComplete).toHaveLength(1);
    expect(answer.total).toBe(2);
    // A size over 100 is no size at all: the default, the whole list.
    expect((await read('?perPage=500')).autoComplete).toHaveLength(100);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await read('?q=xyzzy')).toEqual({ autoComplete: [], total: 0 });
  });

  it('answers 401 without a token and 403 to a user who may not read the UI kit', async () => {
    expect((await client.call('/api/autocomplete/data')).status).toBe(403);
    admin.signOut();
    expect((await admin.call('/api/autocomplete/data')).status).toBe(401);
  });
});
