/**
 * Who issues the invoices: our sample agency, as printed at the top of every document and as
 * the sender of the e-mail (sample data written for this project).
 */
export const agency = {
  name: 'Mirante Digital',
  address: ['Rua Fradique Coutinho, 1430 – Pinheiros', 'São Paulo – SP, 05416-001'],
  cnpj: '34.512.874/0001-62',
  email: 'financeiro@mirante.com.br',
  phone: '+55 11 4003-2218',
} as const;
