# Os e-mails sobre uma partida: o e-mail do tabuleiro, recusas, lembretes,
# resultados, desafios, propostas de empate, mensagens, férias, listas.
# Traduzido de locales/en/mail.ftl; termos conforme GLOSSARY.md.

## Palavras usadas em muitos e-mails

# O nome de um jogo (o `variant` de `new VARIANT with ...`). Todos masculinos.
variant =
    { $v ->
        [two-prong] xadrez Two-Prong
        [tandem-pawn] xadrez Tandem-Pawn
        [tandem84] Tandem-84
        [tandem84-knightrider] Tandem-84 com fantasmas knightrider
        [bughouse] bughouse
        [tandem-chess] xadrez tandem
        [bughouse-sync] bughouse síncrono
        [crazyhouse] crazyhouse
       *[chess] xadrez
    }

# O lado de um jogador, com o artigo: "Você joga com as brancas".
seat =
    { $s ->
        [black] as pretas
        [south] as brancas no tabuleiro A e as pretas no B, como Sul
        [north] as pretas no tabuleiro A e as brancas no B, como Norte
        [a-white] as brancas no tabuleiro A
        [a-black] as pretas no tabuleiro A
        [b-white] as brancas no tabuleiro B
        [b-black] as pretas no tabuleiro B
       *[white] as brancas
    }

# "alice@example.org (com as brancas)" na linha dos jogadores de uma partida.
player-seat = { $who } (com { $seat })
player-seat-more = { $who } (com { $seat }, { $more })
players-two = { $a } contra { $b }
players-four = { $a }, { $b }, { $c }, { $d }

game-line = Partida #{ $id }, { $variant }: { $players }
time-control-line = Ritmo de jogo: { $control }
examples-not-advice = (são exemplos de como se escreve um lance, não sugestões).

## O e-mail do tabuleiro

position-subject-your-move = É a sua vez de jogar na partida de { $variant } contra { $opponents }
position-subject-waiting = Partida de { $variant } contra { $opponents }: é a vez de { $to_move }
position-last-move = Último lance: { $move }
position-check = Xeque!
position-your-move = É a sua vez de jogar (com { $side }). Responda a este e-mail com o seu lance, por exemplo: { $example }
position-deadline-yours = Você tem até { $deadline } para jogar.
position-deadline-yours-paused = Você tem até { $deadline } para jogar (o seu relógio está parado: você está de férias até { $until }).
position-their-move =
    { $count ->
        [one] É a vez de { $who } (com { $side }).
       *[other] É a vez de { $who } (com { $side }).
    }
position-deadline-theirs =
    { $count ->
        [one] { $who } tem até { $deadline } para jogar.
       *[other] { $who } têm até { $deadline } para jogar.
    }
position-deadline-theirs-paused =
    { $count ->
        [one] { $who } tem até { $deadline } para jogar (de férias até { $until }).
       *[other] { $who } têm até { $deadline } para jogar (de férias até { $until }).
    }
# A linha "Position:" fica em inglês (a ajuda a cita assim).
position-fen-line = Position: { $fen }
position-footer-your-move = Responda com o seu lance, ou com: board, history, draw, resign, say TEXTO, help.
position-footer-waiting =
    Enquanto espera, você pode escrever: board (a posição de novo), say TEXTO
    (uma mensagem para os outros jogadores), draw (propor empate), resign,
    history, help. Você receberá um e-mail assim que for a sua vez de jogar.
position-footer-over = Escreva "history" para ver a partida inteira, ou "help".

## Uma recusa

error-subject-game = Pedido não executado
error-subject = O seu e-mail para { $bot }
error-could-not = Não consegui fazer o que o seu e-mail pedia:
error-in-line = (na linha: { $line })
error-nothing-applied = Nada do que o seu e-mail pedia foi executado; a partida continua igual.
error-nothing-applied-that = Nada do que esse e-mail pedia foi executado; a partida continua igual.
error-legal-all = { $kind ->
        [double] Turnos legais
       *[single] Lances legais
    }: { $list }
error-legal-some = { $kind ->
        [double] Alguns turnos legais
       *[single] Alguns lances legais
    } ({ $shown } de { $total }): { $list }
error-footer = Escreva "help" para ver a lista de comandos.

## Lembretes

reminder-subject = Lembrete: é a sua vez de jogar na partida de { $variant } contra { $opponents }
reminder-subject-last-call = Último aviso: é a sua vez de jogar na partida de { $variant } contra { $opponents }
reminder-running-out = O prazo para o seu lance na partida #{ $id } ({ $variant }) termina em breve.
reminder-your-move = É a sua vez de jogar na partida #{ $id } ({ $variant }).
reminder-your-move-since = É a sua vez de jogar na partida #{ $id } ({ $variant }) desde { $since }.
reminder-deadline = Você tem até { $deadline } para jogar; depois disso, { $consequence }.
reminder-you-play-example = Você joga com { $side }. Responda a este e-mail com o seu lance, por exemplo: { $example }
reminder-you-play = Você joga com { $side }. Responda a este e-mail com o seu lance.
reminder-footer =
    Lembretes: "remind off" para não os receber mais, "remind after 12h" ou
    "remind before 2h" para mudar quando chegam, "remind digest" para receber
    um só e-mail por dia.

digest-subject =
    { $count ->
        [one] É a sua vez de jogar em { $count } partida
       *[other] É a sua vez de jogar em { $count } partidas
    }
digest-heading = É a sua vez de jogar em:
digest-line = #{ $id } { $variant } contra { $opponents }: até { $deadline }
digest-line-last-move = #{ $id } { $variant } contra { $opponents }: até { $deadline } (último lance: { $move })
digest-how =
    Quando o prazo terminar, { $consequence }. Responda com o seu lance ao
    último e-mail do bot sobre uma partida, ou escreva ao bot uma linha
    "game N" e o seu lance; "board" envia a posição de novo.
digest-footer =
    Você recebe este resumo uma vez por dia, em vez de um lembrete por partida
    ("remind on" para voltar a eles, "remind off" para não receber nenhum).

time-up-subject = O tempo de { $who } acabou
time-up-yours = Você não jogou na partida #{ $id } ({ $variant }) dentro do prazo, que terminou em { $deadline }.
time-up-theirs = { $who } (com { $side }) não jogou na partida #{ $id } ({ $variant }) dentro do prazo, que terminou em { $deadline }.
time-up-goes-on = Este servidor não encerra partidas por tempo: a partida continua.
time-up-goes-on-yours = Este servidor não encerra partidas por tempo: a partida continua, e ainda é a sua vez de jogar.

## O fim de uma partida

game-over-subject = Partida terminada: { $result }
game-over-result = Resultado: { $result } ({ $text })
game-over-ratings = Ratings ({ $variant }; um ? indica um rating provisório):
game-over-pgn = A partida completa segue em anexo, em PGN, e também aqui:

aborted-subject = Anulada: partida #{ $id }
aborted-text =
    { $who } anulou a partida #{ $id } ({ $variant }) antes que ela realmente
    começasse. A partida termina sem resultado.

## Desafios

challenge-sent-subject = Desafio de { $variant } enviado a { $invited }
challenge-sent-text =
    O seu desafio a { $invited } já está a caminho (partida #{ $id }, { $variant }, { $rated ->
        [1] que conta para o rating
       *[0] amistosa
    }{ $private ->
        [1] , privada
       *[0] {""}
    }).
challenge-sent-side =
    Você joga com { $side }. A partida começa assim que { $invited } { $count ->
        [one] aceitar
       *[other] aceitarem
    };
    você receberá o tabuleiro nesse momento.

invitation-subject = Convite de { $who }: partida de { $variant }
invitation-text =
    { $who } quer jogar com você uma partida { $rated ->
        [1] { $private ->
                [1] de { $variant } privada, que conta para o rating
               *[0] de { $variant } que conta para o rating
            }
       *[0] { $private ->
                [1] de { $variant } amistosa e privada
               *[0] de { $variant } amistosa
            }
    } (partida #{ $id }).
invitation-you-would-play = Você jogaria com { $side }; { $others }.
invitation-time-control = Ritmo de jogo: { $control }.
invitation-rated = Conta para o rating: o resultado altera o rating de { $variant } de cada jogador (mostrado acima; um ? indica um rating provisório).
invitation-casual = Partida amistosa: o resultado não altera nenhum rating.
invitation-casual-position = Partida amistosa: o resultado não altera nenhum rating (uma partida a partir de uma posição nunca conta para o rating).
invitation-private = Partida privada: ninguém pode observá-la, e ela não aparece no arquivo da web.
invitation-public =
    Partida pública: qualquer pessoa pode observá-la, e um arquivo na web pode mostrá-la,
    com os jogadores identificados pelo nome que aparece na classificação, nunca pelo endereço. A
    privacidade desta partida já está definida; para que só os jogadores a vejam, recuse-a
    e peça um desafio com "private" ("games private" torna privadas todas as suas partidas
    futuras).
invitation-to-play = Para jogar, responda a este e-mail com a palavra
invitation-to-refuse = Para recusar, responda com
invitation-rules = Escreva "rules { $variant }" para saber como se joga e como se escrevem os lances.

declined-subject = Desafio recusado por { $who }: { $variant }
declined-text = { $who } recusou o seu desafio para uma partida de { $variant } (partida #{ $id }).

## Propostas de empate e mensagens

draw-offer-subject = Proposta de empate de { $who }
draw-offer-text = { $who } propõe empate na partida #{ $id } ({ $variant }).
draw-offer-to-accept = Para aceitar, responda com
draw-offer-to-decline = Para recusar, basta fazer o seu próximo lance.

say-subject = Mensagem de { $who }
say-says = { $who } diz:
say-partner-says = { $who }, o seu parceiro, diz (só para você):
say-footer = (partida #{ $id }, { $variant }; para responder, escreva "say TEXTO")

## Listas, histórico, regras, avisos

games-subject = As suas partidas
games-heading = As suas partidas:
games-line = #{ $id } { $variant } contra { $opponents }: { $state }
games-line-rated = #{ $id } { $variant } contra { $opponents } ({ $ratings }): { $state }
games-none = Você ainda não tem partidas neste servidor. Comece uma com

history-subject = Histórico da partida #{ $id }
history-so-far = A partida #{ $id } até agora ({ $variant }), na sua notação ({ $notation }):
history-pgn-also = A partida em PGN (em notação inglesa, como o formato exige), também em anexo:
history-so-far-pgn = A partida #{ $id } até agora ({ $variant }), também em anexo em PGN:

rules-subject = Regras do { $variant }
notice-subject = Aviso

## Férias

vacation-subject = Férias até { $until }
vacation-subject-back = De volta das férias
vacation-started =
    { $days ->
        [one] Os seus relógios ficam parados até { $until } ({ $days } dia). Escreva "vacation off" para voltar mais cedo: os dias ainda não iniciados ficam de novo disponíveis.
       *[other] Os seus relógios ficam parados até { $until } ({ $days } dias). Escreva "vacation off" para voltar mais cedo: os dias ainda não iniciados ficam de novo disponíveis.
    }
vacation-ended = As suas férias terminaram; os seus relógios voltam a correr.
vacation-left =
    Você tem { $left } { $left ->
        [0] dias de férias disponíveis
        [one] dia de férias disponível
       *[other] dias de férias disponíveis
    } neste ano, de um total de { $allowance }.
vacation-games = As suas partidas:
vacation-opponents-told = Os seus adversários foram avisados.

vacation-notice-subject = { $who } está de férias
vacation-notice-subject-back = { $who } voltou das férias
vacation-notice-started = { $who } está de férias até { $until }: o relógio desse jogador na partida #{ $id } ({ $variant }) fica parado até lá. O seu próprio relógio não é afetado.
vacation-notice-back = { $who } voltou das férias: o relógio desse jogador na partida #{ $id } ({ $variant }) volta a correr.
vacation-notice-deadline = É a vez desse jogador, que tem até { $deadline } para jogar.

# Une os itens de uma lista (pode ser aninhada: "a, b, c, d").
list-two = { $a }, { $b }
list-none = {""}

# Quem tem a vez: ninguém, um jogador ou dois ("alice e bob").
nobody = ninguém
name = { $name }
list-and = { $a } { $next ->
       *[other] e
    } { $b }

time-control-per-move =
    { $days ->
        [one] { $days } dia por lance
       *[other] { $days } dias por lance
    }
time-control-moves =
    { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    } em { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }

# O que acontece no fim do prazo ("...; depois disso, a partida será...").
consequence-lose = a partida será dada como perdida por tempo
consequence-lose-or-draw = a partida será dada como perdida por tempo (ou empatada, se o adversário não puder dar mate)
consequence-notify = os dois jogadores serão avisados de que o tempo acabou

## As primeiras linhas do e-mail do tabuleiro: os turnos que acabam de ser jogados

# `origin`: none, mine (dos lances condicionais do leitor), theirs (dos de
# quem jogou). `words`: o turno por extenso.
turn-you-played =
    Você jogou { $move }{ $origin ->
        [mine] , conforme os seus lances condicionais
        [theirs] , um lance condicional indicado com antecedência
       *[none] {""}
    }.
turn-you-played-words =
    Você jogou { $move } ({ $words }){ $origin ->
        [mine] , conforme os seus lances condicionais
        [theirs] , um lance condicional indicado com antecedência
       *[none] {""}
    }.
turn-they-played =
    { $who } jogou { $move }{ $origin ->
        [mine] , conforme os seus lances condicionais
        [theirs] , um lance condicional indicado com antecedência
       *[none] {""}
    }.
turn-they-played-words =
    { $who } jogou { $move } ({ $words }){ $origin ->
        [mine] , conforme os seus lances condicionais
        [theirs] , um lance condicional indicado com antecedência
       *[none] {""}
    }.
turn-your-move = É a sua vez de jogar.

# O fim de uma partida por um ato: "Você abandonou a partida.".
act =
    { $mine ->
        [1] { $act ->
            [claimed-draw] Você reclamou o empate.
           *[resigned] Você abandonou a partida.
        }
       *[0] { $act ->
            [claimed-draw] { $who } reclamou o empate.
           *[resigned] { $who } abandonou a partida.
        }
    }

## O fim de uma partida por tempo

# Por que um jogador perdeu por tempo: vem depois do sujeito ("Você" ou o
# endereço) em time-lost e time-drawn. `mine` é 1 no e-mail do próprio
# jogador atrasado.
why-deadline = não jogou dentro do prazo ({ $deadline })
why-gentleman =
    não jogou no prazo de { $grace } depois do aviso de que { $mine ->
        [1] o seu parceiro
       *[0] o parceiro
    } já tinha feito { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    } (regra de cavalheiros)
# `team`: yours (a dupla do leitor perde o match), theirs, none (uma partida
# de dois jogadores).
time-lost =
    { $mine ->
        [1] Você { $why } e perdeu por tempo.
       *[0] { $who } { $why } e perdeu por tempo.
    }{ $team ->
        [yours] {" "}A sua dupla perdeu o match.
        [theirs] {" "}A dupla de { $who } e { $partner } perdeu o match.
       *[none] {""}
    }
time-drawn =
    { $mine ->
        [1] Você { $why }, mas { $winner ->
            [white] as brancas
           *[black] as pretas
        } não tinham material suficiente para dar mate: a partida terminou empatada.
       *[0] { $who } { $why }, mas { $winner ->
            [white] as brancas
           *[black] as pretas
        } não tinham material suficiente para dar mate: a partida terminou empatada.
    }

## Resultados

# Em minúscula: vem depois de "Partida terminada:" e entre parênteses depois
# do placar ("Resultado: 1-0 (as brancas vencem por xeque-mate)").
outcome-win =
    { $winner ->
        [white] as brancas
       *[black] as pretas
    } vencem { $how ->
        [checkmate] por xeque-mate
        [resignation] por abandono
       *[time] por tempo
    }
outcome-draw =
    empate { $why ->
        [stalemate] por afogamento
        [insufficient-material] por material insuficiente
        [agreement] por acordo
        [threefold] por tripla repetição
        [fifty-moves] pela regra dos 50 lances
        [fivefold] por quíntupla repetição
        [seventy-five-moves] pela regra dos 75 lances
       *[even-score] por igualdade de pontos nos dois tabuleiros
    }
outcome-timeout-draw =
    empate: { $loser ->
        [white] as brancas
       *[black] as pretas
    } ficaram sem tempo, mas { $winner ->
        [white] as brancas
       *[black] as pretas
    } não poderiam ter dado mate

## A situação de uma partida, nas listas de partidas

# "#7 xadrez contra b@x (conta para o rating; você com 1512, b@x com 1498):
# é a sua vez de jogar"
state-your-move = é a sua vez de jogar
state-waiting = à espera do adversário
state-invitation-waiting = convite à espera da sua resposta
state-invitation-sent = convite enviado
state-finished = terminada, { $result }
# A situação de uma partida como o servidor a guarda (`aborted`,
# `declined`...).
state-other =
    { $status ->
        [declined] recusada
        [aborted] anulada
        [invited] convite pendente
        [active] em curso
       *[finished] terminada
    }
state-no-clock = sem relógio
state-your-move-until = é a sua vez de jogar; você tem até { $deadline }
state-your-move-paused = é a sua vez de jogar; o seu relógio está parado, agora você tem até { $deadline }
state-their-move = é a vez do seu adversário
state-their-move-paused = é a vez do seu adversário; o seu relógio ficará parado quando for a sua vez

# O efeito de uma partida nos ratings, na lista de partidas.
ratings-casual = amistosa
ratings-unrated = não conta para o rating
ratings-rated = conta para o rating; { $list }
rating-of-you = você com { $rating }
rating-of = { $who } com { $rating }

## Notas debaixo das primeiras linhas do e-mail do tabuleiro

# Bughouse a quatro: uma peça passada pelo parceiro.
note-received =
    { $role ->
        [pawn] Você recebeu um peão do seu parceiro.
        [knight] Você recebeu um cavalo do seu parceiro.
        [bishop] Você recebeu um bispo do seu parceiro.
        [rook] Você recebeu uma torre do seu parceiro.
       *[queen] Você recebeu uma dama do seu parceiro.
    }
note-partner-waits = O seu parceiro no tabuleiro { $board } está em xeque e não pode jogar: espera uma peça que possa colocar para cobrir o xeque.
note-you-wait = Você está em xeque no tabuleiro { $board } e ainda não pode jogar: espera uma peça do seu parceiro.
note-conditions-dropped = Nenhum dos seus lances condicionais começava com { $move }: todos foram descartados.
note-condition-unplayable = A sua resposta condicional { $answer } ao lance { $move } não pôde ser jogada ({ $why }): a linha foi descartada.
note-condition-played =
    O lance { $move } foi jogado conforme os seus lances condicionais{ $goes_on ->
        [1] ; o resto da linha continua valendo
       *[0] {""}
    }.
note-computer-partner = O seu parceiro é o computador ({ $name }): joga assim que escolhe o lance, não lê "say partner" e não gasta tempo do relógio.

## Como se escreve um turno, depois do exemplo de lance ("por exemplo: Cf3; ...")

form-dual-move = um lance duplo é formado por dois lances unidos por uma barra, como { $example }
form-tandem84 = os dois lances são unidos por uma barra, como { $example }, e um lance para o outro tabuleiro é uma transferência
form-drop = uma peça da sua reserva é colocada assim: { $example }
form-drop-later = uma peça da sua reserva, quando você tiver uma, é colocada assim: { $example }
form-sync = o seu lance no tabuleiro A e o do B são unidos por uma barra, como { $example }
form-tandem = o lance de um tandem inteiro é escrito assim: { $example }
form-rocket = um foguete é escrito assim: { $example }
form-tandem-and-rocket = o lance de um tandem inteiro é escrito assim: { $tandem }, e um foguete assim: { $rocket }

## Primeiras linhas

board-as-asked = Aqui está a posição que você pediu.
board-game-is =
    A partida #{ $id } { $status ->
        [declined] foi recusada
        [aborted] foi anulada
        [invited] está à espera dos jogadores
        [active] está em curso
       *[finished] terminou
    }.
started = A partida começou.
started-against-computer = A partida começou: { $name } aceitou imediatamente. As partidas contra o computador não contam para o rating.
draw-offered = { $who } propõe empate: responda "draw" para aceitar, ou faça o seu próximo lance para recusar.

## Propostas e reclamações de empate, recusas de um lance

draw-agreed = Os jogadores concordaram com o empate.
draw-offer-sent-subject = Proposta de empate enviada
draw-offer-sent = A sua proposta de empate na partida #{ $id } foi transmitida.
conditions-dropped-subject = Lances condicionais descartados
conditions-dropped-draw = Houve uma proposta de empate na partida #{ $id }: os seus lances condicionais dessa partida foram descartados.
# Em minúscula: vêm depois de "Não consegui fazer o que o seu e-mail pedia:"
# (error-could-not).
refuse-draw-offered-already = o seu lado já propôs empate; a proposta continua válida até que o outro lado responda
refuse-no-draw-to-claim =
    não é possível reclamar o empate: a mesma posição não ocorreu três vezes, e { $halfmoves ->
        [0] o último lance foi uma captura ou um lance de peão
        [one] só foi jogado { $halfmoves } meio-lance sem captura nem lance de peão
       *[other] só foram jogados { $halfmoves } meios-lances seguidos sem captura nem lance de peão
    } (a regra dos 50 lances exige 100 meios-lances)
refuse-not-your-turn = não é a sua vez de jogar na partida #{ $id }: é a vez de { $waiting }
refuse-lost-before = o seu e-mail chegou em { $at }, depois do fim do seu prazo: você já tinha perdido a partida #{ $id } por tempo antes de ele chegar, por isso o lance { $move } não foi jogado
refuse-after-deadline = o seu e-mail chegou em { $at }, depois do fim do seu prazo ({ $deadline }): o lance { $move } não foi jogado, e você perdeu a partida #{ $id } por tempo

## Um turno por extenso (as frases de cada jogo são as turn-* de
## moves.ftl)

# "1. Cf3 (o cavalo branco foi de g1 para f3)".
last-move-words = { $move } ({ $words })

# Bughouse a quatro: o parceiro ($partner, um endereço; $seat, o seu lado)
# fez $moves lances no outro tabuleiro enquanto o leitor não jogava.
reminder-gentleman =
    Desde que chegou a sua vez de jogar, o seu parceiro { $partner } (com { $seat }) já fez { $moves ->
        [one] um lance
       *[other] { $moves } lances
    } no outro tabuleiro. Pela regra de cavalheiros, se você não jogar até { $by }, perde por tempo, e a sua dupla perde o match.

## As palavras em volta de um tabuleiro em texto ($color: White ou Black;
## $board: A ou B; $pieces: as peças da reserva, em letras, ou "-")

board-hand =
    Reserva das { $color ->
        [White] brancas
       *[Black] pretas
    }: { $pieces }
board-hand-on =
    Reserva das { $color ->
        [White] brancas
       *[Black] pretas
    } no tabuleiro { $board }: { $pieces }
# Os títulos sobre os dois tabuleiros do bughouse: curtos (um tabuleiro tem
# 33 caracteres de largura).
board-title-to-move =
    { $board }: vez das { $color ->
        [White] brancas
       *[Black] pretas
    }
board-title-waits =
    { $board }: as { $color ->
        [White] brancas
       *[Black] pretas
    } esperam uma peça
board-title-mated =
    { $board }: as { $color ->
        [White] brancas
       *[Black] pretas
    } levaram mate
board-title-won =
    { $board }: vitória das { $color ->
        [White] brancas
       *[Black] pretas
    }
board-title-stalemate = { $board }: afogamento
board-title-drawn = { $board }: empate
# $team: 1 ou 2; $a, $b: os pontos das duplas (1, 1/2, 2 1/2...).
board-match-won = Fim do match: vitória da dupla { $team } ({ $a } - { $b })
board-match-drawn = Fim do match: empate ({ $a } - { $b })
board-tandem-legend = T/t = tandem de dois peões
