import type { Page } from '@playwright/test';

/** The first sample email of the seed's inbox (src/features/email/demo/samples.ts). */
export const FIRST_SAMPLE = 'Relatório de vendas do terceiro trimestre';

/** The inbox list: a region named after the folder. */
export const inboxList = (page: Page) => page.getByRole('region', { name: 'Caixa de entrada' });

/** A row of the inbox list by (part of) its subject. */
export const inboxRow = (page: Page, subject: string) =>
  inboxList(page)
    .getByRole('button', { name: new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first();

/** The inbox's first sample email: on screen once the list has its data. */
export const firstSampleRow = (page: Page) => inboxRow(page, FIRST_SAMPLE);
