import 'i18next';
import type common from '@/locales/br/common.json';
import type layout from '@/locales/br/layout.json';
import type misc from '@/locales/br/misc.json';
import type nav from '@/locales/br/nav.json';

/** Translation keys are type-checked against the `br` resources. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      layout: typeof layout;
      misc: typeof misc;
      nav: typeof nav;
    };
  }
}
