import { demoPages, group, inGroup, inSection, page, planned } from './define';
import type { CatalogueSection } from './types';

const forms = inSection('forms');

/** Forms and tables: form elements, layout, wizard, validation, tables and data tables. */
export const formsTablesSection: CatalogueSection = {
  groups: [group('form-elements', 'SquarePen', forms), group('datatables', 'LayoutGrid', forms)],
  pages: [
    ...demoPages(
      { idPrefix: 'forms', path: '/forms/elements', group: 'form-elements', subject: 'Form' },
      {
        input: planned,
        'input-group': planned,
        'input-mask': planned,
        textarea: planned,
        checkbox: planned,
        radio: planned,
        switch: planned,
        select: planned,
        'number-input': planned,
        'file-uploader': planned,
        editor: planned,
        'date-time-picker': planned,
      },
    ),
    page('forms-layout', '/forms/layout', 'Box', forms, 'Form'),
    page('forms-wizard', '/forms/wizard', 'Layers', forms, 'Form'),
    page('forms-validation', '/forms/validation', 'ShieldCheck', forms, 'Form'),
    page('tables-basic', '/tables/reactstrap', 'Table', forms, 'Table'),
    page('datatables-basic', '/datatables/basic', 'Circle', inGroup('datatables'), 'Table'),
    page('datatables-advance', '/datatables/advance', 'Circle', inGroup('datatables'), 'Table'),
  ],
};
