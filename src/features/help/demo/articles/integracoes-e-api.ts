import { html, type CategorySeed } from './article-seed';

/**
 * The article on embedding a dashboard carries, on purpose, what a careless author might
 * paste: a live `<script>` and an image with an `onerror` handler. `SafeHtml` must keep both
 * from running (the page's tests and `e2e/help.spec.ts` check that nothing ran).
 */
export const UNSAFE_ARTICLE_SLUG = 'incorporar-painel';

export const integracoesEApi: CategorySeed = {
  category: 'integracoes-e-api',
  img: 'plug',
  title: 'Integrações e API',
  desc: 'Chaves de API, webhooks e conexões com as ferramentas que você já usa.',
  groups: [
    {
      title: 'API',
      icon: 'Code',
      iconColor: 'indigo',
      articles: [
        {
          slug: 'gerar-chave-de-api',
          question: 'Como gerar uma chave de API?',
          lastUpdated: '2026-10-12',
          content: html(
            '<p>Abra <strong>Chaves de API</strong>, escolha <strong>Criar chave</strong>, dê um nome que lembre onde ela será usada e defina a permissão: leitura, leitura e escrita, ou acesso total.</p>',
            '<p>A chave completa aparece uma única vez. Copie-a e guarde-a em um cofre de senhas; se a perder, exclua-a e crie outra.</p>',
            '<p>Nunca coloque a chave em código que roda no navegador: use-a apenas no seu servidor.</p>',
          ),
        },
        {
          slug: 'limites-de-requisicoes',
          question: 'Quais são os limites de requisições?',
          lastUpdated: '2026-08-08',
          content: html(
            '<p>Cada chave pode fazer até 600 requisições por minuto no plano Padrão e 3.000 no Empresarial.</p>',
            '<p>Ao passar do limite, a API responde com o código <code>429</code> e o cabeçalho <code>Retry-After</code>, que diz quantos segundos esperar antes de tentar de novo.</p>',
          ),
        },
        {
          slug: UNSAFE_ARTICLE_SLUG,
          question: 'Como incorporar um painel em outro site?',
          lastUpdated: '2026-09-19',
          content: html(
            '<p>Painéis públicos podem ser exibidos em outros sites por meio de um link de incorporação. Em <strong>Compartilhar › Incorporar</strong>, gere o link e cole-o em um elemento <code>iframe</code> da sua página.</p>',
            '<p>Por segurança, o Mirante descarta scripts e comandos colados em artigos, comentários ou descrições. Este artigo traz um de propósito, e nada dele é executado:</p>',
            '<script>window.__helpArticleXss = "script";</script>',
            '<p><img src="x" alt="Pré-visualização do painel incorporado" onerror="window.__helpArticleXss = \'onerror\'"></p>',
            '<p>Se o painel deixar de ser público, o link de incorporação para de funcionar na hora.</p>',
          ),
        },
      ],
    },
    {
      title: 'Conexões',
      icon: 'Plug',
      iconColor: 'cyan',
      articles: [
        {
          slug: 'configurar-webhooks',
          question: 'Como configurar webhooks?',
          lastUpdated: '2026-09-05',
          content: html(
            '<p>Webhooks avisam o seu sistema quando algo acontece no Mirante, como uma fatura paga ou um pedido novo.</p>',
            '<ol><li>Informe o endereço (HTTPS) que receberá os avisos.</li><li>Escolha os eventos que interessam.</li><li>Guarde o segredo gerado: ele assina cada aviso no cabeçalho <code>X-Mirante-Assinatura</code>.</li></ol>',
            '<p>Se o seu servidor não responder com sucesso, tentamos de novo cinco vezes ao longo de uma hora.</p>',
          ),
        },
        {
          slug: 'conectar-google-agenda',
          question: 'Como conectar o Google Agenda?',
          lastUpdated: '2026-07-03',
          content: html(
            '<p>Em <strong>Configurações da conta › Conexões</strong>, escolha <strong>Conectar</strong> ao lado do Google e autorize o acesso à sua agenda.</p>',
            '<p>Os eventos criados na Agenda do Mirante passam a aparecer no Google Agenda em poucos minutos, e vice-versa. Para parar a sincronização, escolha <strong>Desconectar</strong>.</p>',
          ),
        },
        {
          slug: 'integrar-com-planilhas',
          question: 'Posso sincronizar dados com planilhas?',
          lastUpdated: '2026-04-14',
          content: html(
            '<p>Sim, de duas formas:</p>',
            '<ul><li><strong>Exportação:</strong> as tabelas têm o botão <strong>Exportar CSV</strong>, que baixa as linhas filtradas, prontas para abrir no Excel ou no Google Planilhas.</li><li><strong>Automação:</strong> com a API e uma ferramenta de automação, você pode atualizar uma planilha a cada pedido novo.</li></ul>',
          ),
        },
      ],
    },
  ],
};
