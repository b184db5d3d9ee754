/** Prints how much of the route catalogue is built, per section file (part of `npm test`). */
import { builtEntries, catalogue, catalogueSections, plannedEntries } from '../src/app/catalogue';

const rows = Object.entries(catalogueSections).map(([name, section]) => [
  `src/app/catalogue/${name}.ts`,
  {
    built: section.pages.filter((entry) => !entry.planned).length,
    planned: section.pages.filter((entry) => entry.planned).length,
    prefetch: section.pages.filter((entry) => !entry.planned && entry.prefetch).length,
  },
]);
console.log(
  `Route catalogue: ${catalogue.length} entries — ${builtEntries.length} built, ${plannedEntries.length} planned.`,
);
console.table(Object.fromEntries(rows));
