import { describe, expect, it } from 'vitest';
import { people as sampleNames } from '@/sample-data/clients';
import { demoApiClient } from '@/test/demo-api';
import { peopleResponseSchema } from '../types';
import { seedPeople } from './data';

const admin = demoApiClient(1);
// Account 2 is the demo client: it may read ACL and Auth, not the pages.
const client = demoApiClient(2);

describe('the modal examples’ people', () => {
  it('are the sample data’s people, each with an e-mail and a phone the forms accept', () => {
    const seeded = seedPeople();
    expect(seeded.map((person) => person.name)).toEqual(sampleNames);
    expect(seeded).toEqual(seedPeople());
    expect(new Set(seeded.map((person) => person.email)).size).toBe(seeded.length);
    for (const person of seeded) {
      expect(person.email).toMatch(/^[a-z]+\.[a-z]+@[a-z.-]+$/);
      expect(person.phone).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
    }
    expect(seeded[0]).toMatchObject({ id: 1, name: 'Ana Beatriz Souza', country: 'BR' });
  });
});

describe('GET /api/modal-examples/people', () => {
  it('answers every person in the shape the page reads', async () => {
    const response = await admin.call('/api/modal-examples/people');
    expect(response.status).toBe(200);
    const { people } = peopleResponseSchema.parse(await response.json());
    expect(people).toEqual(seedPeople());
  });

  it('answers 401 without a token and 403 to a user who may not read the pages', async () => {
    admin.signOut();
    expect((await admin.call('/api/modal-examples/people')).status).toBe(401);
    expect((await client.call('/api/modal-examples/people')).status).toBe(403);
  });
});
