import 'i18next';
import type acl from '@/locales/br/acl.json';
import type analytics from '@/locales/br/analytics.json';
import type auth from '@/locales/br/auth.json';
import type calendar from '@/locales/br/calendar.json';
import type cardGallery from '@/locales/br/card-gallery.json';
import type cards from '@/locales/br/cards.json';
import type cart from '@/locales/br/cart.json';
import type charts from '@/locales/br/charts.json';
import type chat from '@/locales/br/chat.json';
import type checkout from '@/locales/br/checkout.json';
import type common from '@/locales/br/common.json';
import type dashboards from '@/locales/br/dashboards.json';
import type dnd from '@/locales/br/dnd.json';
import type ecommerce from '@/locales/br/ecommerce.json';
import type editor from '@/locales/br/editor.json';
import type email from '@/locales/br/email.json';
import type invoice from '@/locales/br/invoice.json';
import type invoiceForm from '@/locales/br/invoice-form.json';
import type invoicePreview from '@/locales/br/invoice-preview.json';
import type kanban from '@/locales/br/kanban.json';
import type layout from '@/locales/br/layout.json';
import type misc from '@/locales/br/misc.json';
import type nav from '@/locales/br/nav.json';
import type permissions from '@/locales/br/permissions.json';
import type roles from '@/locales/br/roles.json';
import type search from '@/locales/br/search.json';
import type showcase from '@/locales/br/showcase.json';
import type table from '@/locales/br/table.json';
import type todo from '@/locales/br/todo.json';
import type userView from '@/locales/br/user-view.json';
import type users from '@/locales/br/users.json';

/** Translation keys are type-checked against the `br` resources. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      acl: typeof acl;
      analytics: typeof analytics;
      auth: typeof auth;
      calendar: typeof calendar;
      'card-gallery': typeof cardGallery;
      cards: typeof cards;
      cart: typeof cart;
      charts: typeof charts;
      chat: typeof chat;
      checkout: typeof checkout;
      common: typeof common;
      dashboards: typeof dashboards;
      dnd: typeof dnd;
      ecommerce: typeof ecommerce;
      editor: typeof editor;
      email: typeof email;
      invoice: typeof invoice;
      'invoice-form': typeof invoiceForm;
      'invoice-preview': typeof invoicePreview;
      kanban: typeof kanban;
      layout: typeof layout;
      misc: typeof misc;
      nav: typeof nav;
      permissions: typeof permissions;
      roles: typeof roles;
      search: typeof search;
      showcase: typeof showcase;
      table: typeof table;
      todo: typeof todo;
      'user-view': typeof userView;
      users: typeof users;
    };
  }
}
