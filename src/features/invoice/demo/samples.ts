/** The services our sample agency bills (written for this project), in reais. */
/** Each service with its price range, in reais. */
export const services: { name: string; min: number; max: number }[] = [
  { name: 'Desenvolvimento de loja virtual', min: 18_000, max: 48_000 },
  { name: 'Integração com marketplaces', min: 6_500, max: 14_000 },
  { name: 'Gestão de tráfego pago', min: 3_200, max: 9_800 },
  { name: 'Consultoria de SEO', min: 2_800, max: 7_500 },
  { name: 'Identidade visual', min: 4_500, max: 12_000 },
  { name: 'Fotografia de produtos', min: 1_800, max: 5_600 },
  { name: 'Campanha de e-mail marketing', min: 1_500, max: 4_200 },
  { name: 'Suporte técnico mensal', min: 1_200, max: 3_600 },
  { name: 'Migração de plataforma', min: 9_000, max: 26_000 },
  { name: 'Implantação de ERP', min: 12_000, max: 35_000 },
  { name: 'Gestão de redes sociais', min: 2_400, max: 6_800 },
  { name: 'Auditoria de acessibilidade', min: 3_900, max: 9_500 },
];
