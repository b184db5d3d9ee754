import { demoPages, group, inGroup, inSection, page } from './define';
import type { CatalogueSection } from './types';

const forms = inSection('forms');

/** Forms and tables: form elements, layout, wizard, validation, repeater, tables, data tables. */
export const formsTablesSection: CatalogueSection = {
  groups: [group('form-elements', 'SquarePen', forms), group('datatables', 'LayoutGrid', forms)],
  pages: [
    ...demoPages(
      { idPrefix: 'forms', path: '/forms/elements', group: 'form-elements', subject: 'Form' },
      {
        input: () => import('@/features/forms/inputs/pages/input-page'),
        'input-group': () => import('@/features/forms/inputs/pages/input-group-page'),
        'input-mask': () => import('@/features/forms/inputs/pages/input-mask-page'),
        textarea: () => import('@/features/forms/inputs/pages/textarea-page'),
        checkbox: () => import('@/features/forms/inputs/pages/checkbox-page'),
        radio: () => import('@/features/forms/inputs/pages/radio-page'),
        switch: () => import('@/features/forms/inputs/pages/switch-page'),
        select: () => import('@/features/forms/pickers/pages/select-page'),
        'number-input': () => import('@/features/forms/pickers/pages/number-input-page'),
        'file-uploader': () => import('@/features/forms/pickers/pages/file-uploader-page'),
        editor: () => import('@/features/forms/pickers/pages/editor-page'),
        'date-time-picker': () => import('@/features/forms/pickers/pages/date-time-picker-page'),
      },
    ),
    page('forms-layout', '/forms/layout', 'Box', forms, 'Form', {
      load: () => import('@/features/forms/examples/pages/form-layout-page'),
    }),
    page('forms-wizard', '/forms/wizard', 'Layers', forms, 'Form', {
      load: () => import('@/features/forms/examples/pages/form-wizard-page'),
    }),
    page('forms-validation', '/forms/validation', 'ShieldCheck', forms, 'Form', {
      load: () => import('@/features/forms/examples/pages/form-validation-page'),
    }),
    page('forms-form-repeater', '/forms/form-repeater', 'Repeat', forms, 'Form', {
      load: () => import('@/features/forms/examples/pages/form-repeater-page'),
    }),
    page('tables-basic', '/tables/reactstrap', 'Table', forms, 'Table', {
      load: () => import('@/features/datatables/pages/basic-tables-page'),
      calls: ['/api/datatables/'],
    }),
    page('datatables-basic', '/datatables/basic', 'Circle', inGroup('datatables'), 'Table', {
      load: () => import('@/features/datatables/pages/datatables-basic-page'),
      calls: ['/api/datatables/'],
    }),
    page('datatables-advance', '/datatables/advance', 'Circle', inGroup('datatables'), 'Table', {
      load: () => import('@/features/datatables/pages/datatables-advance-page'),
      calls: ['/api/datatables/'],
    }),
  ],
};
