import type { InvoiceDraft } from '../types/document';

/** A new invoice as the form sends it, for the demo calls' tests. */
export const sampleDraft: InvoiceDraft = {
  client: {
    name: 'Joana Ribeiro',
    company: 'Doce Lar Confeitaria',
    companyEmail: 'joana@docelar.com.br',
    address: 'Rua XV de Novembro, 320 – Centro, Curitiba – PR',
    country: 'Brasil',
    contact: '+55 41 99876-1234',
  },
  issuedDate: '2026-11-23',
  dueDate: '2026-12-23',
  details: {
    items: [
      { item: 'Landing page', description: 'Página de campanha', cost: 1200.5, qty: 2 },
      { item: 'Fotografia de produtos', description: '', cost: 45, qty: 10 },
    ],
    salesperson: 'Helena Prado',
    note: 'Obrigado!',
    paymentTerms: 'Pagamento em até 30 dias.',
    discount: 10,
    tax: 5,
  },
};
