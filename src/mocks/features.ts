import type { RequestHandler } from 'msw';
import { config, currentConfig, whenConfigReady } from '@/lib/config';

/**
 * The demo API, feature by feature: which calls each feature answers and how to load its
 * handlers. A feature's handlers and sample data are a chunk of their own, fetched the
 * first time one of its calls is made, so a page loads only its own demo data and the
 * demo layer grows by page, not by product. A new feature adds one entry here.
 */
export interface DemoFeature {
  readonly name: string;
  readonly answers: (url: URL) => boolean;
  readonly load: () => Promise<readonly RequestHandler[]>;
  /** The module behind `load` (the build lists its chunks among a page's preloads). */
  readonly module: () => Promise<unknown>;
}

function feature<M>(
  name: string,
  answers: (url: URL) => boolean,
  module: () => Promise<M>,
  handlers: (loaded: M) => readonly RequestHandler[] | Promise<readonly RequestHandler[]>,
): DemoFeature {
  return { name, answers, module, load: () => module().then(handlers) };
}

/** Calls on this origin (any, outside a browser) whose path starts with one of `prefixes`. */
const under =
  (...prefixes: string[]) =>
  (url: URL) =>
    url.origin === (globalThis.location?.origin ?? url.origin) &&
    prefixes.some((prefix) => url.pathname.startsWith(prefix));

/**
 * The auth endpoints at the configured base URL, answered only when no remote API does.
 * Read from the configuration in force: the HTTP client makes no call before `config.json`
 * is read, and the service worker starts after the first page's calls.
 */
function authCall(url: URL): boolean {
  const { apiUrl, demoAuth } = currentConfig();
  if (!demoAuth) return false;
  const target = url.origin + url.pathname;
  return Object.values(config.endpoints).some(
    (endpoint) => new URL(`${apiUrl}${endpoint}`, url.origin).href === target,
  );
}

export const demoFeatures: readonly DemoFeature[] = [
  feature(
    'auth',
    authCall,
    () => import('@/features/auth/demo/handlers'),
    // At the configured base URL, known once config.json is read.
    (m) => whenConfigReady().then(({ apiUrl }) => m.authHandlers(apiUrl)),
  ),
  feature(
    'files',
    under('/api/files'),
    () => import('@/lib/demo/file-handlers'),
    (m) => m.fileHandlers,
  ),
  feature(
    'search',
    under('/api/bookmarks/', '/api/main-search/'),
    () => import('./search'),
    (m) => m.searchHandlers,
  ),
  feature(
    'email',
    under('/apps/email/'),
    () => import('@/features/email/demo/handlers'),
    (m) => m.emailHandlers,
  ),
  feature(
    'cards',
    under('/card/'),
    () => import('@/features/cards/demo/handlers'),
    (m) => m.cardHandlers,
  ),
  feature(
    'invoice',
    under('/apps/invoice/', '/api/invoice/'),
    () => import('@/features/invoice/demo/handlers'),
    (m) => m.invoiceHandlers,
  ),
  feature(
    'todo',
    under('/apps/todo/'),
    () => import('@/features/todo/demo/handlers'),
    (m) => m.todoHandlers,
  ),
  feature(
    'chat',
    under('/apps/chat/'),
    () => import('@/features/chat/demo/handlers'),
    (m) => m.chatHandlers,
  ),
  feature(
    'calendar',
    under('/apps/calendar/'),
    () => import('@/features/calendar/demo/handlers'),
    (m) => m.calendarHandlers,
  ),
  feature(
    'kanban',
    under('/apps/kanban/'),
    () => import('@/features/kanban/demo/handlers'),
    (m) => m.kanbanHandlers,
  ),
  feature(
    'permissions',
    under('/apps/permissions/'),
    () => import('@/features/permissions/demo/handlers'),
    (m) => m.permissionHandlers,
  ),
  feature(
    'users',
    under('/api/users/', '/apps/users/'),
    () => import('@/features/users/demo/handlers'),
    (m) => m.userHandlers,
  ),
  // Before the shop: the navbar's count, asked on any page, answered without the catalogue.
  feature(
    'cart-count',
    (url) => under('/apps/ecommerce/')(url) && url.pathname === '/apps/ecommerce/cart/count',
    () => import('@/features/ecommerce/demo/cart-count'),
    (m) => m.cartCountHandlers,
  ),
  feature(
    'ecommerce',
    under('/apps/ecommerce/'),
    () => import('@/features/ecommerce/demo/handlers'),
    (m) => m.ecommerceHandlers,
  ),
  feature(
    'profile',
    under('/profile/'),
    () => import('@/features/profile/demo/handlers'),
    (m) => m.profileHandlers,
  ),
  feature(
    'account-settings',
    under('/account-setting/'),
    () => import('@/features/account-settings/demo/handlers'),
    (m) => m.accountSettingsHandlers,
  ),
  feature(
    'blog',
    under('/blog/'),
    () => import('@/features/blog/demo/handlers'),
    (m) => m.blogHandlers,
  ),
  feature(
    'datatables',
    under('/api/datatables/'),
    () => import('@/features/datatables/demo/handlers'),
    (m) => m.datatableHandlers,
  ),
  feature(
    'select',
    under('/api/select/'),
    () => import('@/features/forms/pickers/demo/handlers'),
    (m) => m.selectHandlers,
  ),
  feature(
    'autocomplete',
    under('/api/autocomplete/'),
    () => import('@/features/showcase/nav/demo/handlers'),
    (m) => m.autocompleteHandlers,
  ),
  // The knowledge base's articles apart from the FAQ: each page loads only its own.
  feature(
    'knowledge-base',
    under('/faq/data/knowledge_base'),
    () => import('@/features/help/demo/kb-handlers'),
    (m) => m.knowledgeBaseHandlers,
  ),
  feature(
    'help',
    (url) => under('/faq/')(url) && !url.pathname.startsWith('/faq/data/knowledge_base'),
    () => import('@/features/help/demo/handlers'),
    (m) => m.helpHandlers,
  ),
  feature(
    'pricing',
    under('/pricing/'),
    () => import('@/features/pricing/demo/handlers'),
    (m) => m.pricingHandlers,
  ),
  feature(
    'api-keys',
    under('/api/api-keys'),
    () => import('@/features/api-keys/demo/handlers'),
    (m) => m.apiKeyHandlers,
  ),
  feature(
    'modal-examples',
    under('/api/modal-examples/'),
    () => import('@/features/modal-examples/demo/handlers'),
    (m) => m.modalExampleHandlers,
  ),
  feature(
    'roles',
    under('/apps/roles/'),
    () => import('@/features/users/roles/demo/handlers'),
    (m) => m.roleHandlers,
  ),
];
