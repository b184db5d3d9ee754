import { html, type CategorySeed } from './article-seed';

export const contaESeguranca: CategorySeed = {
  category: 'conta-e-seguranca',
  img: 'shield',
  title: 'Conta e segurança',
  desc: 'Senha, verificação em duas etapas, sessões abertas e os dados do seu perfil.',
  groups: [
    {
      title: 'Acesso',
      icon: 'KeyRound',
      iconColor: 'red',
      articles: [
        {
          slug: 'redefinir-senha',
          question: 'Esqueci minha senha. E agora?',
          lastUpdated: '2026-10-06',
          content: html(
            '<p>Na tela de entrada, escolha <strong>Esqueceu a senha?</strong> e informe o e-mail da sua conta. Enviamos um link válido por 30 minutos.</p>',
            '<p>Abra o link, crie uma nova senha e confirme. Por segurança, todas as sessões abertas em outros aparelhos são encerradas.</p>',
            '<p>Não recebeu o e-mail? Confira a caixa de spam e se o endereço foi digitado corretamente antes de pedir outro link.</p>',
          ),
        },
        {
          slug: 'verificacao-em-duas-etapas',
          question: 'Como ativar a verificação em duas etapas?',
          lastUpdated: '2026-09-27',
          content: html(
            '<p>A verificação em duas etapas pede, além da senha, um código de seis dígitos gerado no seu celular.</p>',
            '<ol><li>Instale um aplicativo autenticador, como o Google Authenticator ou o Authy.</li><li>Em <strong>Configurações da conta › Segurança</strong>, escolha <strong>Ativar verificação em duas etapas</strong>.</li><li>Leia o código QR com o aplicativo e digite o código que aparecer.</li></ol>',
            '<p>Guarde os códigos de recuperação em um lugar seguro: eles permitem entrar se você perder o celular.</p>',
          ),
        },
        {
          slug: 'encerrar-sessoes-ativas',
          question: 'Como encerrar sessões em outros aparelhos?',
          lastUpdated: '2026-08-03',
          content: html(
            '<p>Em <strong>Configurações da conta › Segurança</strong>, a lista <strong>Aparelhos recentes</strong> mostra o navegador, o sistema, o local aproximado e a última atividade de cada sessão.</p>',
            '<p>Se reconhecer algum acesso estranho, troque a senha imediatamente: a troca encerra todas as outras sessões. Em seguida, ative a verificação em duas etapas.</p>',
          ),
        },
      ],
    },
    {
      title: 'Perfil e privacidade',
      icon: 'UserCog',
      iconColor: 'violet',
      articles: [
        {
          slug: 'alterar-e-mail',
          question: 'Como alterar o e-mail da minha conta?',
          lastUpdated: '2026-07-12',
          content: html(
            '<p>Em <strong>Configurações da conta › Geral</strong>, troque o endereço no campo E-mail e salve.</p>',
            '<p>Enviamos uma mensagem de confirmação para o novo endereço. Até que você a confirme, o Mirante continua usando o e-mail antigo para entrar e para os avisos.</p>',
          ),
        },
        {
          slug: 'baixar-meus-dados',
          question: 'Como baixar uma cópia dos meus dados?',
          lastUpdated: '2026-04-25',
          content: html(
            '<p>Conforme a Lei Geral de Proteção de Dados (LGPD), você pode pedir uma cópia de tudo o que guardamos sobre você.</p>',
            '<p>Escreva para <a href="mailto:privacidade@mirante.com.br">privacidade@mirante.com.br</a> a partir do e-mail da sua conta. Em até quinze dias enviamos um arquivo com seus dados de perfil, registros de acesso e preferências.</p>',
          ),
        },
        {
          slug: 'excluir-conta',
          question: 'Como excluir minha conta?',
          lastUpdated: '2026-03-19',
          content: html(
            '<p>A exclusão é definitiva: os dados da conta são apagados e não podem ser recuperados depois de 30 dias.</p>',
            '<ul><li>Se você é o único administrador, transfira a propriedade da conta antes.</li><li>Cancele a assinatura para não receber novas cobranças.</li><li>Baixe uma cópia dos dados que quiser guardar.</li></ul>',
            '<p>Depois, peça a exclusão ao atendimento, a partir do e-mail cadastrado.</p>',
          ),
        },
      ],
    },
  ],
};
