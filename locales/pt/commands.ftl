# Por que uma linha de um e-mail não pôde ser lida como comando. Os comandos
# e as formas depois de "Escreva:" ficam em inglês: são o que o jogador
# escreve. Traduzido de locales/en/commands.ftl; termos conforme GLOSSARY.md.

# $close: o comando de que a linha parece um erro de digitação, ou "none".
command-unknown =
    "{ $line }" não é um comando nem um lance. { $close ->
        [none] Escreva "help" para ver a lista de comandos.
       *[other] Você quis dizer "{ $close }"?
    }
command-missing = "{ $line }": falta algo depois de "{ $command }". Escreva: { $usage }
command-bad = "{ $line }": "{ $argument }" { $problem }. Escreva: { $usage }

# O que há de errado nas palavras depois de um comando ($argument em
# command-bad): cada texto vem depois das palavras citadas, como predicado.
# $close: uma palavra-chave de que a palavra parece um erro de digitação, ou "none".
arg-not-understood =
    não foi entendido aqui{ $close ->
        [none] {""}
       *[other] {" "}(você quis dizer "{ $close }"?)
    }
arg-not-game-number = não é um número de partida
arg-not-variant = não é o nome de um jogo
arg-as-side = deve ser seguido de um lado, como em "as black"
arg-level = deve ser seguido de um nível de 1 a { $max }, como em "level 3"
arg-not-address = não é um endereço de e-mail
arg-not-address-close = não é um endereço de e-mail (você quis dizer "{ $close }"?)
arg-not-partner-address = não é um endereço de e-mail (aqui vai o endereço do seu parceiro)
arg-cannot-claim = não pode ser reclamado
arg-several-variants = contém mais de um nome de jogo
arg-several-games = contém mais de um nome de jogo
arg-not-move = não é um lance
arg-if-needs-answer = deve ser seguido da sua resposta
arg-if-condition-without-answer = é um lance do adversário que ficou sem a sua resposta
arg-if-too-long = tem { $turns } lances (turnos, nos jogos de dois lances por turno); uma linha pode ter no máximo { $max }
arg-not-seek-number = não é o número de um desafio aberto
arg-not-one-seek-number = não é o número de um único desafio aberto
arg-seek-game-first = não é o nome de um jogo: escreva primeiro o jogo, como em "seek chess"
arg-needs-colour = está incorreto: depois de "as" vem "white" ou "black"
arg-rating-two-numbers = deve ter dois números, como em "rating 1400-1700"
arg-rating-upside-down = está invertido: o rating menor vem primeiro, como em "rating { $low }-{ $high }"
arg-rating-too-high = passa de { $max }, e nenhum rating chega tão alto
arg-days-number = está incorreto: o número de dias deve ser pelo menos 1
arg-moves-need-days = está sem os dias: escreva, por exemplo, "{ $moves } moves in 30 days"
arg-vacation-zero = não é um número de dias (para terminar as férias, escreva "vacation off")
arg-not-days = não é um número de dias
arg-not-duration = não é uma duração como "12h", "30m", "2d" ou "1 day 6 hours"
# $what: after (a espera antes de um lembrete) ou before (o prazo).
arg-duration-zero =
    é um intervalo { $what ->
        [after] de espera curto demais
       *[before] curto demais antes do fim do prazo
    }
arg-not-reminder-setting = não é uma opção de lembrete
arg-not-language = não é um idioma disponível aqui: { $codes }
arg-not-language-close = não é um idioma disponível aqui (você quis dizer "{ $close }"?)
arg-not-notation = não é uma notação disponível: { $codes }
arg-not-notation-close = não é uma notação disponível (você quis dizer "{ $close }"?)
arg-tournament-name-quotes = não é um nome entre aspas: o nome do torneio vem depois do jogo, entre aspas
arg-no-closing-quote = não tem as aspas que fecham o nome
arg-empty-name = é um nome vazio
arg-withdrawals = está incorreto: depois de "withdrawals" vem "fide" ou "iccf"
arg-players = está incorreto: depois de "players" vem um número, ou dois, como em "players 4-8"
arg-start-date = está incorreto: escreva a data como "2026-12-01"
arg-not-tournament-number = não é o número de um torneio
arg-not-on-off = não é "on" nem "off"
arg-not-private-public = não é "private" nem "public"

# As formas de cada comando, depois de "Escreva:". Os comandos ficam em
# inglês; as palavras em maiúsculas (como na ajuda) são o que o jogador põe
# no lugar delas.
usage-accept = accept seek N (o número do desafio aberto em "seeks")
usage-analyse = analyse PARTIDA (o número dela, como 42), ou só analyse, em resposta a um e-mail da partida
usage-claim = claim draw
usage-conditions = conditions (para ver as suas linhas) ou conditions clear
usage-follow = follow ENDEREÇO
usage-followers = followers on ou followers off
usage-games = games (a lista), games private ou games public
usage-join = join N (o número do torneio), ou join N with PARCEIRO nos jogos a quatro
usage-language = language en|de|ru|pl|it|es|fr|nl|pt, ou language (para ver o seu)
usage-move = move LANCE, por exemplo: move e4
usage-notation = notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf, ou notation (para ver a sua)
usage-notify = notify seeks JOGO ou notify seeks off
usage-observe = observe PARTIDA (o número dela, como 42), observe tournament N ou observe (para ver o que você observa)
usage-remind = remind on, remind off, remind digest, remind after 12h, remind before 2h ou remind default
usage-rules = rules ou rules JOGO
usage-say = say TEXTO (no bughouse: say partner TEXTO)
usage-seek = seek JOGO [days N | M moves in D days] [casual] [as white|black] [rating MIN-MAX] [private], ou seek bughouse [with PARCEIRO]
usage-seeks = seeks ou seeks JOGO
usage-unfollow = unfollow ENDEREÇO ou unfollow all
usage-unobserve = unobserve PARTIDA, unobserve tournament N ou unobserve all
usage-unseek = unseek N (o número do seu desafio aberto) ou unseek all
usage-vacation = vacation N (dias) ou vacation off
usage-if = if LANCE then RESPOSTA, ou uma linha: if LANCE RESPOSTA LANCE RESPOSTA ... (lances separados por espaços; nos jogos de dois lances por turno, os dois lances de um turno unidos por uma barra, como Cf3/e4)
usage-new = new JOGO with ENDEREÇO [as white|black] [days N | M moves in D days] [from FEN], ou new bughouse with PARCEIRO against ADVERSÁRIO1 ADVERSÁRIO2; "computer" [level 1-8] pode ocupar o lugar de qualquer outro jogador
usage-tournament = tournament new JOGO "NOME" [double] [players MIN-MAX] [days N | M moves in D days] [casual] [private] [starts DATA] [withdrawals iccf], tournaments ou tournament N
