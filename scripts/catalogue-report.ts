/** Prints how much of the route catalogue is built (part of `npm test`). */
import { builtEntries, catalogue, plannedEntries } from '../src/app/catalogue';

const byGroup = new Map<string, { built: number; planned: number }>();
for (const entry of catalogue) {
  const group = entry.ability.subject;
  const row = byGroup.get(group) ?? { built: 0, planned: 0 };
  if (entry.planned) row.planned += 1;
  else row.built += 1;
  byGroup.set(group, row);
}
console.log(
  `Route catalogue: ${catalogue.length} entries — ${builtEntries.length} built, ${plannedEntries.length} planned.`,
);
console.table(Object.fromEntries([...byGroup].sort()));
