import type { PolicyTexts } from './index.ts';
import { SELLER as S } from './seller.ts';

export const pt: PolicyTexts = {
  terms: [
    'Termos de Serviço',
    `Estes termos são o acordo entre você e a ${S.company} (“${S.store}”, “nós”), que opera esta loja. Ao criar uma conta ou fazer um pedido, você os aceita. Leia-os junto com a nossa Política de Reembolso, Política de Privacidade e Política de Cookies.

## O que vendemos
Vendemos produtos digitais: recargas de jogos creditadas na conta do jogador, cartões de jogo e gift cards, recargas de live e chaves de ativação. Cada página de produto informa o que você recebe, para qual jogo ou serviço e região, e como é feita a entrega. Os produtos são emitidos pelas suas editoras, cujas regras valem para o uso deles.

## Sua conta
- Você pode comprar como visitante ou com uma conta; com conta, vê seus pedidos em qualquer dispositivo.
- Informe um e-mail que você acessa: recibos, códigos e respostas do suporte são enviados para ele.
- Não compartilhe sua senha. Os pedidos feitos na sua conta são de sua responsabilidade; se achar que alguém a usou, troque a senha e fale com a gente.
- Uma conta por pessoa. Você precisa ter idade para comprar pela internet no seu país, ou a autorização dos pais ou responsáveis.
- Podemos suspender contas usadas para fraude ou contra estes termos.

## Preços, moedas e pagamento
Os preços aparecem na moeda da região escolhida em Configurações. O preço fica fixo no momento da cotação: o valor que você confirma é o valor cobrado, mesmo que o preço mude depois. Alguns meios de pagamento cobram uma taxa, mostrada antes de você pagar. O pedido deve ser pago em até 15 minutos; depois disso ele é fechado e nada é cobrado. Os pagamentos são processados pelos nossos provedores de pagamento nas páginas deles: nunca vemos nem guardamos os dados do seu cartão.

## Entrega
A entrega é automática e costuma levar de segundos a poucos minutos após o pagamento: recargas e códigos chegam em geral em até um minuto, recargas de live em cerca de 10 minutos.
- A recarga é creditada no ID de jogador e no servidor que você informar. Quando o jogo permite, verificamos o jogador e mostramos o nome dele antes do pagamento.
- Confira o ID com atenção. Você pode corrigi-lo até a entrega começar; uma recarga entregue no ID que você informou não pode ser desfeita.
- Códigos e chaves aparecem na página do pedido e são enviados no e-mail do recibo. Para clientes cadastrados, depois de 24 horas os códigos só voltam a ser exibidos após você confirmar que é você, com sua senha ou com um código que enviamos por e-mail.
- Se não conseguirmos entregar um pedido, ele é reembolsado integralmente de forma automática.

## Cupons
Um cupom dá o desconto indicado nos produtos e a partir do valor mínimo que ele informa, até a data de validade. Um cupom por pedido; cupons não podem ser trocados por dinheiro. Se um pedido for fechado sem pagamento ou reembolsado, o cupom pode ser usado de novo enquanto estiver válido.

## O que não é permitido
- Pagar com cartão ou conta que não seja sua.
- Usar bots ou scripts para fazer pedidos, verificar IDs de jogadores ou coletar cupons.
- Tentar burlar os limites ou a segurança da loja, ou revender códigos obtidos por fraude.

Podemos cancelar e reembolsar pedidos feitos dessa forma e suspender as contas envolvidas.

## Responsabilidade
Somos responsáveis por entregar o que você pagou, conforme descrito na página do produto. Não respondemos pelo que as editoras fazem com seus jogos e contas (por exemplo, um banimento ou uma mudança no jogo), nem por uma recarga enviada a um ID que você digitou errado. Nossa responsabilidade por um pedido se limita ao valor pago por ele, exceto quando a lei não permitir esse limite.

## Alterações destes termos
Podemos atualizar estes termos; a data no topo da página indica a última alteração. Cada pedido segue os termos em vigor no momento em que foi feito.

## Lei aplicável e contato
Estes termos são regidos pelas leis de Singapura, sem prejuízo da proteção que as leis de defesa do consumidor do seu país lhe garantem. Vendedor: ${S.company}, ${S.address}. Dúvidas e reclamações: ${S.email} ou o chat de suporte, 24/7.`,
  ],
  refund: [
    'Política de Reembolso',
    `Produtos digitais chegam em instantes e podem ser usados na hora, por isso não dá para devolvê-los como um pacote. Esta política explica quando você recebe o dinheiro de volta e como relatar um problema com um pedido.

## Pedidos não entregues
Se não conseguirmos entregar um pedido (por exemplo, o jogo recusa a recarga ou o produto acaba), ele é reembolsado integralmente de forma automática: você não precisa pedir. Se a entrega ainda falhar uma hora após o pagamento, paramos de tentar e reembolsamos. Você recebe um e-mail quando o reembolso é feito.

## Pedidos entregues
Códigos e recargas entregues não são reembolsáveis, porque podem já ter sido usados. Um pedido entregue só é substituído ou reembolsado por meio de uma reclamação, descrita abaixo. Uma recarga entregue a um ID de jogador errado digitado por você não é reembolsada.

## Reclamações: “não recebi” ou “o código não funciona”
- Abra o pedido concluído (em Meus Pedidos ou pelo link do e-mail do recibo) e relate o problema em até 7 dias após a entrega.
- Diga se a recarga não chegou ou se o código não funciona, descreva o que aconteceu e anexe uma captura de tela (por exemplo, a mensagem do jogo ou o seu saldo).
- Sua reclamação passa por estes status: recebida, em análise e, depois, substituído (um novo código ou uma nova recarga), reembolsado ou recusada, sempre com o motivo.
- Enviamos um e-mail a cada etapa. Cada pedido pode ter uma reclamação em aberto por vez.

Reclamações feitas mais de 7 dias após a entrega não podem ser aceitas.

## Como o reembolso é pago
O reembolso volta para o meio de pagamento que você usou, na moeda em que pagou. Nós o enviamos na hora; dependendo do banco ou do provedor de pagamento, o dinheiro costuma chegar em 3 a 10 dias úteis. Um cupom usado em um pedido reembolsado pode ser usado de novo enquanto estiver válido.

## Pedidos feitos como visitante
O e-mail do recibo traz um link para o pedido, válido por 30 dias. Você também pode abrir o pedido com o número dele e o seu e-mail em Encontrar um pedido. As reclamações são feitas pela página do pedido da mesma forma.

## Contato
Dúvidas sobre reembolso: ${S.email} ou o chat de suporte, 24/7. Informe o número do pedido.`,
  ],
  privacy: [
    'Política de Privacidade',
    `A ${S.company} (“${S.store}”, “nós”) opera esta loja e é responsável pelos seus dados pessoais. Guardamos apenas os dados necessários para entregar seus pedidos, manter a loja segura e dar suporte a você. Nunca vendemos seus dados.

## O que coletamos e por quê
- E-mail: para você entrar na conta e para enviar recibos, códigos, códigos de acesso e respostas do suporte.
- Senha: guardada apenas como um hash irreversível, que ninguém consegue ler.
- IDs de jogador, servidores e nomes de personagem: para entregar recargas; lembramos os IDs usados recentemente para você não precisar digitá-los de novo.
- Pedidos: produtos, valores, moeda, meio de pagamento, datas e status, para entregar, reembolsar e contabilizar.
- ID do dispositivo: um número aleatório guardado em um cookie, para que a sessão e os pedidos de um visitante fiquem neste navegador.
- Endereço IP: para evitar abusos, como excesso de pedidos ou de tentativas de login. Nossos contadores o guardam só como hash irreversível e o apagam em até um dia.
- Suporte: as mensagens, avaliações, conversas de chat e capturas de tela que você nos envia.
- O idioma, a região e a moeda que você escolheu.

## Quem recebe os dados
- Os provedores de pagamento recebem o pagamento nas páginas deles. Os dados do seu cartão vão para eles, nunca para nós; só sabemos o resultado e o valor.
- Editoras de jogos e fornecedores de recarga recebem o ID de jogador e o servidor, para verificar o jogador e creditar a recarga.
- Nosso serviço de e-mail entrega nossas mensagens, e nosso armazenamento de arquivos guarda as capturas de tela que você envia.
- Se você entrar com Google, VK ou Yandex, esse serviço nos informa o seu e-mail.
- Se a loja tiver ativado o Yandex Metrica, a Yandex conta as visitas às páginas e os totais das compras (veja a Política de Cookies).

Não compartilhamos nada com anunciantes.

## Por quanto tempo guardamos
- Conta, IDs de jogador salvos, cupons, conversas de suporte, chat e capturas de tela: até você excluir a conta.
- Sessões: no máximo 30 dias; sessões expiradas são apagadas. Códigos de acesso e links enviados por e-mail expiram em até 24 horas e depois são apagados.
- Pedidos: 5 anos, como exige a legislação contábil.

## Seus direitos
Seus dados em um arquivo: em Minha Conta, na seção Seus dados, Baixar meus dados entrega tudo o que guardamos sobre você (conta, pedidos, cupons, conversas com o suporte e chat) em um único arquivo JSON.

Excluir sua conta: Excluir minha conta, no mesmo lugar, apaga seu e-mail, senha, logins sociais vinculados, código de convite, cupons, IDs de jogador salvos, conversas com o suporte, chat e imagens enviadas, e encerra sua sessão em todos os dispositivos. Não é possível desfazer; o mesmo e-mail pode se cadastrar de novo como um novo cliente.

Registros de pedidos: como exige a legislação contábil, guardamos o produto, valor, moeda, forma de pagamento e datas de cada pedido por 5 anos, sem nada que aponte para você (sem e-mail, ID de jogador ou dispositivo).

Se você comprou como visitante, ou quer perguntar algo sobre os seus dados, escreva para ${S.email} informando o número do pedido.

## Segurança
As senhas são guardadas como hash, códigos e chaves ficam criptografados, e nossa equipe vê os códigos apenas pelos quatro últimos caracteres. Toda alteração feita pela nossa equipe fica registrada.

## Contato
${S.company}, ${S.address}. E-mail: ${S.email}.`,
  ],
  cookie: [
    'Política de Cookies',
    `Cookies são pequenos arquivos de texto que um site guarda no seu navegador. A ${S.store} os usa apenas para fazer a loja funcionar: manter você conectado, lembrar suas configurações e manter seus pedidos com você. Não usamos cookies de publicidade e não rastreamos você em outros sites.

## Sessão e login
- token, tokenExpireTime: a sua sessão, tanto de visitantes quanto de clientes cadastrados; expiram com a sessão, em no máximo 30 dias.
- userId, email, isBindEmail, isRegister, forceLogin: quem está conectado e o que o menu da conta mostra; expiram com a sessão.
- DeviceId: um ID aleatório deste navegador, para que os pedidos de um visitante fiquem nele; 1 ano.
- loginBackPath: a página para onde voltar depois de entrar; 1 hora.

## Configurações
- lang: o idioma do site; 1 ano.
- region_key, currency_key, userChooseInfo: a região e a moeda escolhidas em Configurações; 1 ano.
- historyIdList: os jogos que você viu recentemente, mostrados de novo na página inicial; 1 ano.

## Pedidos e suporte
- feedbackOrderNo, feedbackOrderNoCS: pedidos cuja resposta do suporte você aguarda ou ainda não leu; 7 dias.
- ossSign: a permissão para enviar uma captura de tela ao suporte; 30 minutos.

## Estatísticas
- bizChannel, bizType: o link de parceiro que trouxe você à loja, para que o parceiro receba o crédito pelos seus pedidos; 1 dia.
- orderNo: os pedidos já contados nas estatísticas da loja, para que nenhum seja contado duas vezes; 1 ano.
- Somente se a loja tiver ativado o Yandex Metrica: cookies da própria Yandex (_ym_uid, _ym_d e outros que começam com _ym_) contam visitas e compras; até 1 ano.

## Outros dados no seu navegador
O armazenamento local (localStorage) guarda uma cópia do ID do dispositivo e a posição para onde você moveu o botão do chat. O acesso ao chat fica guardado só até você fechar a aba.

## Suas escolhas
Você pode apagar ou bloquear cookies nas configurações do navegador a qualquer momento. Sem eles, você será desconectado e a loja não conseguirá guardar suas configurações; um pedido feito como visitante ainda pode ser aberto pelo link do e-mail do recibo ou em Encontrar um pedido.`,
  ],
};
