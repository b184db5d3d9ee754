import { daysBetween } from '@/lib/dates';
import { createRandom } from '@/lib/demo/random';
import type { Invoice } from '../types/invoice';
import type { InvoiceDetails, InvoicePayment, PaymentDetails } from '../types/document';

/** Our agency's own people, who sign the invoices (sample data written for this project). */
const salespeople = ['Helena Prado', 'Rodrigo Siqueira', 'Carolina Bastos', 'Marcelo Tavares'];

/** What is billed beside a main service, when there is a second line. */
const extras = [
  { item: 'Horas adicionais de ajustes', description: 'Pedidos fora do escopo, aprovados' },
  { item: 'Treinamento da equipe', description: 'Duas sessões remotas de 2 horas' },
  { item: 'Relatório de resultados', description: 'Indicadores do período com recomendações' },
  { item: 'Licenças de ferramentas', description: 'Repasse das assinaturas do período' },
];

const notes = [
  'Obrigado pela parceria! Dúvidas sobre esta fatura: financeiro@mirante.com.br.',
  'Os valores seguem a proposta comercial aprovada. Obrigado pela confiança!',
  'Em caso de atraso, incidem multa de 2% e juros de 1% ao mês.',
];

/** The terms as printed on the document, from the days between issue and due date. */
export const paymentTermsFor = (days: number) =>
  `Pagamento em até ${days} dias, por PIX, boleto ou transferência.`;

/** The payments a seeded invoice already received: what brought its balance where it is. */
function seedPayments(invoice: Invoice): InvoicePayment[] {
  const paid = Math.round((invoice.total - invoice.balance) * 100) / 100;
  if (paid <= 0) return [];
  const date = invoice.invoiceStatus === 'Paid' ? invoice.dueDate : invoice.issuedDate;
  return [{ date, amount: paid, method: invoice.id % 2 === 0 ? 'pix' : 'transfer', note: '' }];
}

/**
 * The lines and terms of a seeded invoice, deterministic from its id: its service as the main
 * line and, for larger amounts, a second line, adding up to exactly its total (no discount or
 * tax on the seed, so the stored totals stay as they were).
 */
export function seedDetails(invoice: Invoice): InvoiceDetails {
  const random = createRandom(invoice.id);
  const description = 'Conforme proposta comercial aprovada';
  const twoLines = invoice.total >= 3000 && random.bool(0.6);
  const main = twoLines ? Math.round((invoice.total * 0.8) / 10) * 10 : invoice.total;
  const items = [{ item: invoice.service, description, cost: main, qty: 1 }];
  if (twoLines) {
    const extra = random.pick(extras);
    items.push({ ...extra, cost: Math.round((invoice.total - main) * 100) / 100, qty: 1 });
  }
  return {
    items,
    salesperson: random.pick(salespeople),
    note: random.pick(notes),
    paymentTerms: paymentTermsFor(daysBetween(invoice.issuedDate, invoice.dueDate) ?? 0),
    discount: 0,
    tax: 0,
    payments: seedPayments(invoice),
  };
}

/** Where every invoice is paid: the agency's account (SPEC §3's payment details). */
export const agencyAccount: Omit<PaymentDetails, 'totalDue'> = {
  bankName: 'Banco do Brasil',
  country: 'Brasil',
  iban: 'BR86 0000 0000 0341 5000 0073 912C 1',
  swiftCode: 'BRASBRRJSPO',
};
