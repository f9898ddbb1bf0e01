# Por que os comandos de um e-mail não foram executados: a frase que o e-mail
# de erro cita depois de "Não consegui fazer o que o seu e-mail pedia:", em
# minúscula. Os comandos (game, resign, unobserve...) ficam em inglês: são o
# que o jogador escreve. Traduzido de locales/en/refusals.ftl; termos
# conforme GLOSSARY.md.

refuse-game-not-started-yet = uma partida só começa quando todos os jogadores aceitam o desafio, por isso o e-mail que faz o desafio não pode também jogar nem fazer outra coisa nessa partida. Envie primeiro só o desafio, e o seu lance quando a partida tiver começado

# $what: o que o e-mail pedia.
refuse-no-game =
    { $what ->
        [move] você não tem nenhuma partida em que possa jogar
        [resign] você não tem nenhuma partida para abandonar
        [draw-offer] você não tem nenhuma partida em que possa propor empate
        [draw-claim] você não tem nenhuma partida em que possa reclamar o empate
        [conditions-give] você não tem nenhuma partida em que possa indicar lances condicionais
        [conditions-list] você não tem nenhuma partida com lances condicionais para mostrar
        [conditions-clear] você não tem nenhuma partida em que possa apagar lances condicionais
        [show] você não tem nenhuma partida para mostrar
        [history] você não tem nenhuma partida cujo histórico possa ser mostrado
        [say] você não tem nenhuma partida em que possa enviar mensagens
        [accept] você não tem nenhum desafio para aceitar
        [decline] você não tem nenhum desafio para recusar
        [abort] você não tem nenhuma partida para anular
       *[other] você não tem nenhuma partida para isso
    }
game-number-of = #{ $id } ({ $variant })
refuse-several-games = você tem várias partidas ({ $games }); acrescente uma linha como "game { $id }" para indicar qual delas, ou responda ao e-mail do bot sobre essa partida
refuse-forged-other-address = Um e-mail com o seu endereço como remetente tentou agir na partida #{ $id }, que você não joga, por meio do endereço secreto de outro jogador. { refuse-if-it-was-you }
refuse-forged-not-secret = Um e-mail com o seu endereço como remetente tentou agir na partida #{ $id }, mas não chegou ao seu endereço secreto. { refuse-if-it-was-you }
refuse-if-it-was-you = Se foi você, responda ao último e-mail do bot sobre a partida (o endereço de resposta, Reply-To, desse e-mail é o seu endereço secreto); se não foi, alguém tentou agir em seu nome, e nada foi feito.
refuse-observer-acts = você observa a partida #{ $id }, mas não joga nela: só os jogadores podem jogar ou agir numa partida, e "say" só chega a eles. Como observador, você recebe cada tabuleiro por e-mail; "unobserve { $id }" interrompe esses e-mails
refuse-not-a-player = você não é jogador da partida #{ $id }
refuse-no-such-game = não existe nenhuma partida #{ $id }

# Lances condicionais ("if ...").
refuse-if-no-opponent = no seu tabuleiro não há nenhum adversário a quem responder
refuse-if-your-move = é a sua vez de jogar na partida #{ $id }: envie o seu lance no mesmo e-mail que a linha condicional, que então parte da posição depois desse lance
refuse-if-too-many = você já tem { $lines } linhas condicionais na partida #{ $id }, o máximo permitido; "conditions clear" apaga todas

# A análise ("analyse N").
refuse-analyse-which = qual partida? Escreva "analyse N" com o número da partida, ou responda a um e-mail sobre a partida
refuse-analyse-private = a partida #{ $id } é privada: só os jogadores dela podem pedir a análise
refuse-analyse-in-play = a partida #{ $id } ainda está em curso: o computador só analisa uma partida depois de terminada, tanto para os jogadores como para os observadores (fair play). Peça de novo quando ela terminar
refuse-analyse-not-started = a partida #{ $id } ainda não começou: ainda não há nada para analisar
# $status: declined ou aborted.
refuse-analyse-not-played =
    a partida #{ $id } foi { $status ->
        [declined] recusada
       *[aborted] anulada
    }: não há nada para analisar
refuse-analyse-no-moves = a partida #{ $id } terminou antes de qualquer lance: não há nada para analisar
refuse-analyse-unreadable = não é possível ler a análise da partida #{ $id }; o administrador do servidor foi avisado
refuse-analyse-no-engine = a análise do computador não está disponível neste servidor (foi desativada pelo administrador): não é possível fazer nenhuma análise
refuse-analyse-asked-already = você já pediu a análise da partida #{ $id }: ela está na fila e chegará por e-mail assim que estiver pronta
refuse-analyse-daily-limit = você pediu { $today ->
        [one] { $today } análise nova
       *[other] { $today } análises novas
    } nas últimas 24 horas, e este servidor faz { $per_day } por dia para cada jogador: peça de novo amanhã (uma análise já feita pode ser enviada de novo a qualquer momento)
analysis-queued-subject = Partida #{ $id } na fila de análise
# $kind: como em analysis.ftl ("single": um turno é um lance; "double").
analysis-queued =
    A partida #{ $id } está na fila para a análise do computador{ $ahead ->
        [0] {""}
        [one] {" "}(há outra partida antes dela)
       *[other] {" "}(há { $ahead } outras partidas antes dela)
    }. A análise chegará como resposta a este e-mail quando o computador terminar, em geral dentro de poucos minutos: um resumo para cada jogador, { $kind ->
       *[other] os momentos decisivos com o melhor lance em cada um
    }, o gráfico de avaliação e a partida com a análise em anexo, em { $format }.

# Desafios, partidas e os seus jogadores.
refuse-unknown-variant = jogo desconhecido: "{ $name }"; os jogos são: { $games }
refuse-did-you-mean = { $problem }. Você quis dizer { $close }?
refuse-time-control-too-long = um ritmo de jogo pode dar no máximo { $days } dias (para no máximo { $moves } lances)
refuse-variant-unsupported = ainda não é possível jogar { $variant } neste servidor
refuse-from-position = não é possível usar a posição depois de "from": { $error }
refuse-from-position-over = nessa posição a partida já terminou: o lado que tem a vez não tem nenhum lance legal
refuse-game-for-four = { $name } é um jogo para quatro: escreva "new { $name } with PARCEIRO against ADVERSÁRIO1 ADVERSÁRIO2" (você joga com as brancas no tabuleiro A, e o seu parceiro com as pretas no tabuleiro B)
refuse-game-for-two = { $name } é um jogo para dois: escreva "new { $name } with ENDEREÇO"
refuse-bad-address =
    "{ $address }" não é um endereço de e-mail para o qual o bot possa escrever ({ $problem ->
        [form] não está no formato nome@example.org
        [ascii] o endereço só pode ter caracteres ASCII simples
        [no-at] falta o @
        [two-at] tem mais de um @
        [local-length] a parte antes do @ está vazia ou é longa demais
        [local-character] a parte antes do @ tem um caractere ou um ponto fora do lugar
        [domain-length] o domínio está vazio ou é longo demais
       *[domain-host] o domínio não é um nome de host válido
    }); escreva o endereço no formato nome@example.org
refuse-bot-as-opponent = o bot arbitra partidas, mas não joga; desafie uma pessoa
refuse-challenge-yourself = você não pode desafiar a si mesmo
refuse-named-twice = { $address } aparece duas vezes; cada jogador precisa do seu próprio endereço
refuse-play-as = no { $variant }, escolha o seu lugar com "as { $a }" ou "as { $b }"
refuse-not-waiting-for-answer = a partida #{ $id } não está à espera de resposta
refuse-abort-tournament-game = a partida #{ $id } é do torneio #{ $tournament } e não pode ser anulada: abandone a partida, ou retire-se do torneio com "withdraw { $tournament }"
refuse-abort-too-late = a partida #{ $id } não pode ser anulada, porque os dois lados já jogaram (em vez disso, abandone ou proponha empate)
refuse-say-partner = "say partner" é para o bughouse a quatro; use "say TEXTO"
refuse-say-too-long = uma mensagem com "say" tem no máximo { $chars } caracteres; divida-a em várias linhas
refuse-no-rules-text = ainda não há regras escritas para o { $variant }
refuse-internal = houve um erro do lado do bot ({ $detail }); nada foi feito. Se acontecer de novo, avise o administrador do servidor

# Desafios abertos e confirmações.
refuse-one-confirmation-per-mail = um e-mail só pode conter um comando "seek", "accept seek", "observe", "follow" ou "join" que precise da sua confirmação; envie os outros cada um num e-mail separado
refuse-seek-requests-waiting = você tem muitos desafios abertos à espera de confirmação; confirme-os (respondendo aos e-mails do bot) ou espere uma semana
refuse-confirmation-other-address = esta confirmação deve vir do endereço que fez o pedido
refuse-confirmation-unreadable = o pedido que este e-mail confirma já não pode ser lido; envie o comando de novo
refuse-seek-four-as = no { $variant }, o emparelhamento define os tabuleiros e as cores: procure partida sem "as" (todos serão avisados de quem joga onde)
refuse-seek-two-partner = o { $variant } é um jogo para dois: procure partida sem parceiro
refuse-bot-as-partner = o bot arbitra partidas, mas não joga; indique uma pessoa como parceiro
refuse-partner-yourself = o seu parceiro tem de ser outra pessoa: indique o endereço dela
# $partner: o endereço do parceiro, ou "none" quando o limite é o do próprio remetente.
refuse-seek-limit =
    { $partner ->
        [none] você tem
       *[other] { $partner } tem
    } { $open } desafios abertos, o máximo por jogador; primeiro retire um deles com "unseek N" ("seeks" mostra a lista)
refuse-seek-never = nunca houve um desafio aberto #{ $n } ("seeks" mostra os que estão abertos)
refuse-seek-closed = o desafio aberto #{ $n } está encerrado: foi emparelhado, retirado ou expirou ("seeks" mostra os que estão abertos)
refuse-seek-own = o desafio aberto #{ $n } é seu: um desafio aberto é para outra pessoa aceitar ("unseek { $n }" para retirá-lo)
# $max: um número, ou "none" quando não há limite superior.
refuse-seek-rating =
    o desafio aberto #{ $n } é para jogadores com rating de { $variant } { $max ->
        [none] de { $min } ou mais
       *[other] entre { $min } e { $max }
    }; o seu é { $rating }
refuse-unseek-none = você não tem nenhum desafio aberto #{ $n } ("seeks" mostra os seus, marcados)

# Torneios.
refuse-no-tournament = não existe nenhum torneio #{ $id }; "tournaments" mostra os que têm inscrições abertas
# $what: o comando recusado (join, leave, start).
refuse-tournament-started =
    { $what ->
        [leave] o torneio #{ $id } já começou, por isso já não é possível cancelar a inscrição: para se retirar, escreva "withdraw { $id }" (as suas partidas em curso contam então como perdidas)
        [start] o torneio #{ $id } já começou
       *[join] o torneio #{ $id } já começou, por isso as inscrições estão encerradas
    }
refuse-tournament-over = o torneio #{ $id } já terminou
refuse-tournament-called-off = o torneio #{ $id } foi cancelado
refuse-tournament-name = não é possível usar esse nome de torneio: { $problem }
refuse-tournament-name-brackets = o nome de um torneio não pode conter [ nem ] (são usados nos assuntos dos e-mails do torneio)
refuse-tournament-size = um torneio tem de { $min } a { $max } inscritos: escreva "players MIN-MAX" dentro desses limites, como "players 4-8"
refuse-tournament-start-date = a data de início deve estar dentro dos próximos { $days } dias
refuse-join-named-partner = { $who } quer formar dupla com você no torneio #{ $id }: escreva "join { $id }" para jogar com essa pessoa, ou recuse primeiro com "leave { $id }"
# $waiting: yes quando a dupla do remetente espera a confirmação do parceiro.
refuse-join-already =
    você já está inscrito no torneio #{ $id }{ $waiting ->
        [yes] {" "}(a sua dupla está à espera da confirmação do parceiro)
       *[no] {""}
    }
refuse-join-teams = os torneios de { $variant } são para duplas: escreva "join { $id } with PARCEIRO" (o endereço do seu parceiro, que depois confirma)
refuse-join-single = os torneios de { $variant } são individuais: escreva "join { $id }"
refuse-tournament-full = o torneio #{ $id } está completo: já tem { $max } inscritos, o máximo
refuse-partner-already-in = { $address } já está na lista de inscritos do torneio #{ $id }
refuse-not-in-tournament = você não está na lista de inscritos do torneio #{ $id }
refuse-start-not-organiser = só o organizador do torneio #{ $id } pode iniciá-lo; o torneio também começa sozinho quando houver { $max } inscritos
refuse-withdraw-not-started = o torneio #{ $id } ainda não começou: escreva "leave { $id }" para cancelar a inscrição
refuse-withdrawn-already = você já se retirou do torneio #{ $id }
refuse-start-too-few =
    o torneio #{ $id } { $entrants ->
        [0] ainda não tem nenhum inscrito
        [one] tem só { $entrants } inscrito
       *[other] tem { $entrants } inscritos
    }; precisa de pelo menos { $min } para começar

# Férias.
refuse-vacation-already = você já está de férias até { $until }; escreva "vacation off" para terminá-las (depois você pode tirar outras)
refuse-vacation-days-left =
    { $left ->
        [0] você não tem nenhum dia de férias disponível neste ano (o total é de { $allowance } dias por ano)
        [one] você só tem 1 dia de férias disponível neste ano (de { $allowance }): escreva "vacation 1"
       *[other] você só tem { $left } dias de férias disponíveis neste ano (de { $allowance }): escreva "vacation { $left }" ou menos
    }
refuse-vacation-none = você não está de férias

# Ratings e nomes na classificação.
refuse-ratings-no-player = nenhum jogador com o endereço { $address } tem rating aqui. Escreva "ratings JOGO" para ver a classificação de um jogo; os jogos são: { $games }
# $close: o nome do jogo mais parecido, ou "none".
refuse-ratings-unknown =
    não há nenhum jogo nem jogador chamado "{ $words }".{ $close ->
        [none] {""}
       *[other] {" "}Você quis dizer "ratings { $close }"?
    } Os jogos são: { $games }; um jogador é indicado pelo endereço ou pelo nome que aparece na classificação
refuse-name-reserved = "{ $name }" é uma palavra que o bot lê como comando ou como jogo; escolha outro nome
refuse-name-taken = já há outro jogador chamado "{ $name }"; escolha outro nome
name-problem-empty = um nome precisa de pelo menos uma letra
name-problem-too-long = o nome tem { $chars } caracteres; um nome pode ter no máximo { $max }
name-problem-control = o nome contém um caractere especial ou invisível; use só letras comuns
name-problem-address = o nome parece um endereço de e-mail (tem um @, ou "at" antes de um domínio); a classificação nunca mostra endereços, por isso escolha um nome que não pareça um endereço

# O computador.
refuse-level-without-computer = "level" é para uma partida contra o computador: escreva "with computer level 3"
refuse-computer-off = o computador não joga neste servidor (foi desativado pelo administrador): desafie uma pessoa
refuse-computer-games =
    você tem { $playing ->
        [one] { $playing } partida
       *[other] { $playing } partidas
    } em curso contra o computador, e este servidor permite { $allowed } ao mesmo tempo: primeiro termine uma delas (ou abandone-a)

# Observar e seguir.
refuse-observe-own-game = você joga na partida #{ $id }: já recebe os e-mails dela como jogador
refuse-observe-private = a partida #{ $id } é privada: fica só entre os jogadores, e ninguém pode observá-la
# $status: finished, declined ou aborted; $result: 1-0, 0-1, 1/2-1/2 ou none.
refuse-observe-over =
    a partida #{ $id } { $status ->
        [declined] foi recusada
        [aborted] foi anulada
       *[finished] terminou{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }: não há mais nada para observar
refuse-observe-not-started = a partida #{ $id } ainda não começou: nem todos os jogadores aceitaram jogar; observe-a quando todos tiverem aceitado
refuse-observe-limit = você observa { $count } partidas, o máximo que o bot permite a um endereço ao mesmo tempo; primeiro deixe de observar uma delas com "unobserve N" ("observe" mostra a lista)
refuse-follow-yourself = você não pode seguir a si mesmo: já recebe os e-mails das suas partidas como jogador
refuse-follow-bot = o bot não joga partidas, por isso não há nada para seguir; siga um jogador
refuse-follow-limit = você segue { $count } jogadores, o máximo que o bot permite a um endereço; primeiro deixe de seguir um deles com "unfollow ENDEREÇO"
refuse-one-watch-confirmation-per-mail = um e-mail só pode conter um comando "observe", "follow" ou "join" que precise da sua confirmação; envie os outros cada um num e-mail separado
refuse-watch-requests-waiting = você tem { $pending } pedidos ("observe", "follow" ou "join") à espera de confirmação; confirme-os (respondendo aos e-mails do bot) ou espere uma semana
refuse-confirmation-none = não há nenhum pedido à espera desta confirmação (já foi confirmado, ou tem mais de { $days } dias); envie o comando de novo
refuse-observe-tournament-private = o torneio #{ $id } é privado: ninguém pode observar as partidas dele
refuse-observe-tournament-over = o torneio #{ $id } já terminou: não há mais nada para observar
refuse-observe-limit-tournaments = você observa { $count } partidas e torneios, o máximo que o bot permite a um endereço ao mesmo tempo; primeiro deixe de observar um deles com "unobserve" ("observe" mostra a lista)

# Um e-mail como um todo.
refuse-too-many-commands = o seu e-mail tem { $lines } linhas de comandos; o bot aceita no máximo { $max } por e-mail
refuse-too-many-challenges = o seu e-mail tem { $challenges } desafios; o bot aceita no máximo { $max } por e-mail
# Antes da ajuda, quando ela vem sem ser pedida. $game: o número da partida, ou "none".
help-preface-unknown-line =
    "{ $line }" não é um comando que eu conheça{ $game ->
        [none] {""}
       *[other] {" "}(partida #{ $game })
    }. Veja abaixo como jogar.
help-preface-no-command = O seu e-mail não tinha nenhum comando que eu conheça. Veja abaixo como jogar.

# Limites: o que impede um remetente de inundar o bot ou outra pessoa.
refuse-mail-too-large = o seu e-mail tem { $size }; o bot lê e-mails de até { $max }. Escreva os seus comandos num e-mail curto, em texto simples, sem anexos
refuse-challenges-per-day = você fez { $recent } desafios nas últimas 24 horas, o máximo que o bot aceita de um jogador num dia; tente de novo amanhã
refuse-open-challenges = { $open } dos seus desafios ainda estão à espera de resposta, o máximo que o bot mantém em aberto para um jogador; espere as respostas, ou retire um deles com "abort" (e "game N")
refuse-tournaments-per-day = você criou torneios ou fez inscrições em torneios { $recent } vezes nas últimas 24 horas, o máximo que o bot aceita de um jogador num dia; tente de novo amanhã
refuse-open-tournaments = você organiza { $open } torneios que ainda não começaram, o máximo para um organizador; primeiro inicie um deles ("start N") ou cancele-o ("leave N")
refuse-invitee-limit = { $invitee } já recebeu na última hora o máximo de e-mails do bot que um endereço pode receber; desafie essa pessoa de novo depois de { $until }
limit-notice-subject = O seu e-mail não foi lido
limit-notice =
    Este endereço recebeu { $count } respostas do bot na última hora, o máximo que o bot envia a um endereço numa hora (assim ninguém consegue encher a caixa de correio de outra pessoa com e-mails enviados em nome dela).

    Os e-mails deste endereço não serão lidos até { $until }; nada do que eles pedem será executado. Os e-mails das partidas (os lances dos seus adversários, lembretes, resultados) continuam a chegar normalmente. Envie o seu e-mail de novo depois disso.
refuse-game-not-started = a partida #{ $id } ainda não começou: nem todos os jogadores aceitaram o desafio
# $status: finished, declined ou aborted; $result: 1-0, 0-1, 1/2-1/2 ou none.
refuse-game-over =
    a partida #{ $id } { $status ->
        [declined] foi recusada
        [aborted] foi anulada
       *[finished] terminou{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }
refuse-forged-settings = Um e-mail com o seu endereço como remetente tentou alterar as suas preferências (férias ou lembretes), mas não chegou a nenhum dos seus endereços secretos. { refuse-if-it-was-you }
# Depois de analysis-queued: quanto tempo, mais ou menos, o computador trabalha na partida
# (minutos inteiros, no mínimo 1; as partidas que estão antes dela na fila vêm primeiro).
analysis-queued-time =
    O computador precisará de cerca de { $minutes ->
        [one] um minuto
       *[other] { $minutes } minutos
    } para analisar esta partida.
