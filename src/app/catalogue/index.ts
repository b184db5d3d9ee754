import { appsSection } from './apps';
import { authSection } from './auth';
import { chartsSection } from './charts';
import { dashboardsSection } from './dashboards';
import { formsTablesSection } from './forms-tables';
import { miscSection } from './misc';
import { pagesSection } from './pages';
import type {
  BuiltEntry,
  CatalogueEntry,
  CatalogueSection,
  DisabledMenuEntry,
  MenuGroup,
  PlannedEntry,
} from './types';
import { uiSection } from './ui';

/**
 * THE route catalogue: every page of the product, once, one file per menu section. The
 * router, the side menu, the breadcrumbs, the global search, the default bookmarks and the
 * smoke test all read it from here. A page no issue has built yet is `planned`: it stays out
 * of the menu, search and router. Plain data (icons by name, modules behind `import()`), so
 * Node tools can read it too. The sections, keyed by their file's name, are in menu order.
 */
export const catalogueSections = {
  dashboards: dashboardsSection,
  apps: appsSection,
  pages: pagesSection,
  auth: authSection,
  misc: miscSection,
  ui: uiSection,
  'forms-tables': formsTablesSection,
  charts: chartsSection,
} satisfies Record<string, CatalogueSection>;
const sections = Object.values(catalogueSections);

export const menuGroups: MenuGroup[] = sections.flatMap((section) => section.groups);
export const disabledMenuEntries: DisabledMenuEntry[] = sections.flatMap(
  (section: CatalogueSection) => section.disabled ?? [],
);
export const catalogue: CatalogueEntry[] = sections.flatMap((section) => section.pages);
export const builtEntries = catalogue.filter((entry): entry is BuiltEntry => !entry.planned);
export const plannedEntries = catalogue.filter((entry): entry is PlannedEntry => entry.planned);

export { groupTitleKey, pageTitleKey } from './define';
export type * from './types';
