import { describe, expect, it } from 'vitest';
import { brazilianStates } from '@/lib/brazilian-states';
import { demoApiClient } from '@/test/demo-api';
import { CITIES_PER_PAGE, selectAnswerSchema } from '../types';
import { cityOptions } from './data';

const admin = demoApiClient(1);
// Account 2 is the demo client: it may read ACL and Auth, not the form pages.
const client = demoApiClient(2);

async function read(search: string) {
  const response = await admin.call(`/api/select/data${search}`);
  expect(response.status).toBe(200);
  return selectAnswerSchema.parse(await response.json());
}

const labels = (answer: { options: { label: string }[] }) =>
  answer.options.map((option) => option.label);

describe('GET /api/select/data', () => {
  it('answers the 27 states, region by region, by name within each', async () => {
    const answer = await read('');
    expect(answer.list).toBe('states');
    expect(answer.total).toBe(27);
    expect(answer.options.map((state) => state.value).sort()).toEqual([...brazilianStates].sort());
    expect([...new Set(answer.options.map((state) => state.group))]).toEqual([
      'N',
      'NE',
      'CO',
      'SE',
      'S',
    ]);
    const southeast = answer.options.filter((state) => state.group === 'SE');
    expect(labels({ options: southeast })).toEqual([
      'Espírito Santo',
      'Minas Gerais',
      'Rio de Janeiro',
      'São Paulo',
    ]);
    expect(answer.options).toContainEqual({ value: 'DF', label: 'Distrito Federal', group: 'CO' });
  });

  it('narrows the states by name or code, blind to accents and case', async () => {
    expect(labels(await read('?list=states&q=PARA'))).toEqual(['Pará', 'Paraíba', 'Paraná']);
    expect(labels(await read('?q=df'))).toEqual(['Distrito Federal']);
  });

  it('answers a page of about two hundred cities, by name, with the matching count', async () => {
    const answer = await read('?list=cities');
    expect(answer.list).toBe('cities');
    expect(cityOptions.length).toBeGreaterThanOrEqual(200);
    expect(answer.total).toBe(cityOptions.length);
    expect(answer.options).toHaveLength(CITIES_PER_PAGE);
    expect(answer.options[0]).toEqual({
      value: 'aguas-lindas-de-goias-go',
      label: 'Águas Lindas de Goiás',
      group: 'GO',
    });
    expect(new Set(cityOptions.map((city) => city.value)).size).toBe(cityOptions.length);
  });

  it('searches the cities as typed: accents and case do not matter', async () => {
    const answer = await read('?list=cities&q=CAMPINA');
    expect(labels(answer)).toEqual(['Campina Grande', 'Campinas']);
    expect(answer.total).toBe(2);
    expect(labels(await read('?list=cities&q=sao jose'))).toEqual([
      'São José',
      'São José de Ribamar',
      'São José do Rio Preto',
      'São José dos Campos',
      'São José dos Pinhais',
    ]);
    const none = await read('?list=cities&q=xyzzy');
    expect(none).toEqual({ list: 'cities', options: [], total: 0 });
  });

  it('keeps one state’s cities, and caps the page at 50', async () => {
    const rio = await read('?list=cities&uf=RJ&perPage=50');
    expect(rio.options.every((city) => city.group === 'RJ')).toBe(true);
    expect(rio.total).toBe(rio.options.length);
    expect(labels(rio)).toContain('Niterói');
    expect((await read('?list=cities&perPage=500')).options).toHaveLength(CITIES_PER_PAGE);
    expect((await read('?list=cities&perPage=50')).options).toHaveLength(50);
    // A state that does not exist is no filter at all, as every list's bad value is.
    expect((await read('?list=cities&uf=XX')).total).toBe(cityOptions.length);
  });

  it('reads an unknown list as the states', async () => {
    expect((await read('?list=planets')).list).toBe('states');
  });

  it('answers 401 without a token and 403 to a user who may not read the forms', async () => {
    expect((await client.call('/api/select/data')).status).toBe(403);
    admin.signOut();
    expect((await admin.call('/api/select/data')).status).toBe(401);
  });
});
