import type { ContactEntry, FileEntry } from '../types';

/** Bookmarked until the user says otherwise (SPEC §2). */
export const DEFAULT_BOOKMARKS = ['email', 'chat', 'todo', 'calendar'];

/** Our sample files: what a Brazilian operations team keeps around. */
export const sampleFiles: FileEntry[] = [
  {
    title: 'Relatório trimestral 3T.pdf',
    by: 'Helena Duarte',
    size: '2,4 MB',
    file: '/images/files/pdf.svg',
  },
  {
    title: 'Orçamento 2027.xlsx',
    by: 'Rafael Lima',
    size: '860 KB',
    file: '/images/files/xls.svg',
  },
  {
    title: 'Contrato de prestação de serviços.docx',
    by: 'Juliana Pereira',
    size: '312 KB',
    file: '/images/files/doc.svg',
  },
  {
    title: 'Apresentação para a diretoria.pptx',
    by: 'Marcos Oliveira',
    size: '5,1 MB',
    file: '/images/files/ppt.svg',
  },
  {
    title: 'Fotos do evento em Recife.zip',
    by: 'Camila Rocha',
    size: '48 MB',
    file: '/images/files/zip.svg',
  },
  {
    title: 'Banner da campanha de verão.png',
    by: 'Bruno Carvalho',
    size: '1,2 MB',
    file: '/images/files/img.svg',
  },
  {
    title: 'Notas da reunião de planejamento.txt',
    by: 'Helena Duarte',
    size: '14 KB',
    file: '/images/files/txt.svg',
  },
  {
    title: 'Clientes ativos por região.csv',
    by: 'Patrícia Gomes',
    size: '96 KB',
    file: '/images/files/csv.svg',
  },
  {
    title: 'Relatório de vendas de outubro.pdf',
    by: 'Thiago Martins',
    size: '1,8 MB',
    file: '/images/files/pdf.svg',
  },
  {
    title: 'Planilha de férias da equipe.xlsx',
    by: 'Fernanda Alves',
    size: '74 KB',
    file: '/images/files/xls.svg',
  },
];

export const sampleContacts: ContactEntry[] = [
  {
    title: 'Ana Beatriz Souza',
    email: 'ana.souza@exemplo.com.br',
    img: '/images/avatars/2.svg',
    date: '14/01/2026',
  },
  {
    title: 'Bruno Carvalho',
    email: 'bruno.carvalho@exemplo.com.br',
    img: '/images/avatars/1.svg',
    date: '02/03/2026',
  },
  {
    title: 'Camila Rocha',
    email: 'camila.rocha@exemplo.com.br',
    img: '/images/avatars/4.svg',
    date: '27/04/2026',
  },
  {
    title: 'Diego Fernandes',
    email: 'diego.fernandes@exemplo.com.br',
    img: '/images/avatars/3.svg',
    date: '09/05/2026',
  },
  {
    title: 'Eduarda Nascimento',
    email: 'eduarda.n@exemplo.com.br',
    img: '/images/avatars/6.svg',
    date: '18/06/2026',
  },
  {
    title: 'Felipe Araújo',
    email: 'felipe.araujo@exemplo.com.br',
    img: '/images/avatars/5.svg',
    date: '30/07/2026',
  },
  {
    title: 'Gabriela Ribeiro',
    email: 'gabriela.ribeiro@exemplo.com.br',
    img: '/images/avatars/8.svg',
    date: '11/08/2026',
  },
  {
    title: 'Henrique Barbosa',
    email: 'henrique.b@exemplo.com.br',
    img: '/images/avatars/7.svg',
    date: '23/09/2026',
  },
  {
    title: 'Isabela Teixeira',
    email: 'isabela.teixeira@exemplo.com.br',
    img: '/images/avatars/10.svg',
    date: '05/10/2026',
  },
  {
    title: 'João Pedro Moreira',
    email: 'joao.moreira@exemplo.com.br',
    img: '/images/avatars/9.svg',
    date: '16/11/2026',
  },
];
