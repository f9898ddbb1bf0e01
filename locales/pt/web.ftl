# O arquivo na web (`[web]`, templates/web/): as palavras das páginas, no
# idioma escolhido pelo administrador (`[web] language`). As páginas também
# usam as palavras dos e-mails quando dizem o mesmo: os nomes dos jogos
# (`variant`), os lados (`seat`), os ritmos de jogo, os resultados
# (`outcome-win`...), "É a vez de X" (`observed-to-move`), a análise
# (`analysis-summary`...). Os comandos que o leitor escreve ao bot
# ("accept seek N", "ratings JOGO") ficam em inglês: o bot os lê assim de
# todos. Traduzido de locales/en/web.ftl; termos conforme GLOSSARY.md.

## Todas as páginas

# Os links no topo de cada página.
web-nav-games = Partidas
web-nav-ratings = Ratings
web-nav-seeks = Desafios abertos
web-nav-tournaments = Torneios
# O rodapé de cada página. $site: o título do site (se o administrador
# não escolher outro, o nome do bot); $written: quando a página foi gerada, data e
# hora (7 de dezembro de 2026, 14:05 UTC).
web-footer = Partidas por correspondência que { $site } arbitra por e-mail. Os jogadores aparecem com o nome que escolheram, ou com o endereço abreviado; as partidas que um jogador mantém privadas não aparecem. Esta página foi gerada em { $written }.

## A página inicial

web-index-in-play = Partidas em curso
web-index-none-in-play = Nenhuma partida em curso neste momento.
web-index-results = Resultados recentes
web-index-no-results = Ainda nenhuma partida terminou.
web-index-all-games = Todas as partidas
# Em "Todas as partidas", antes da primeira partida.
web-index-no-games = Ainda nenhuma.
# Ao lado da lista de ratings de cada jogo: quantos jogadores têm rating
# estabelecido nele ($n). O [0] evita "0 jogador" (em pt, 0 cai em one).
web-rated-players =
    { $n ->
        [0] nenhum jogador com rating
        [one] { $n } jogador com rating
       *[other] { $n } jogadores com rating
    }
# Uma lista de partidas por número: o link na página inicial, o título e
# o cabeçalho. $first, $last: o primeiro e o último número da lista.
web-games-range = Partidas de { $first } a { $last }

## Uma partida numa lista, e a situação dela

# Uma partida terminada. $result: 1-0, 0-1 ou 1/2-1/2; $how: como terminou
# (as brancas vencem por xeque-mate); $day: o dia em que terminou
# (7 de dezembro de 2026).
web-game-over-on = { $result } ({ $how }), { $day }
# O mesmo quando não se sabe o dia.
web-game-over = { $result } ({ $how })
# Uma partida em curso. $day: o dia do último lance.
web-line-last-move = em curso, último lance em { $day }
web-line-no-move = em curso, ainda sem lances

## Uma lista de partidas por número

web-list-none = Nenhuma partida pública entre estes números.
# Os links para as listas dos números anteriores e seguintes.
web-list-before = Partidas anteriores
web-list-after = Partidas seguintes

## A página de uma partida

# O título e o cabeçalho. $id: o número da partida; $variant: o nome do
# jogo (xadrez).
web-game-title = Partida #{ $id }: { $variant }
# Os nomes dos dados no topo da página de uma partida (e de um torneio);
# os jogadores aparecem pelos seus lados (Brancas, Pretas...).
web-fact-game = Jogo
web-fact-result = Resultado
web-fact-state = Situação
web-fact-started = Início
web-fact-record = Notação
web-fact-form = Formato
# O jogo e as condições. $variant: o nome do jogo; $rated: yes (o
# resultado altera os ratings) ou no; $control: o ritmo de jogo (3 dias
# por lance).
web-game-terms =
    { $variant }, { $rated ->
        [yes] conta para o rating
       *[no] partida amistosa
    }; { $control }
# O link que baixa a notação da partida. $kind: PGN, ou BPGN nos jogos de
# dois tabuleiros.
web-game-record = { $kind } da partida
# Os links para a primeira posição, para a última e para os lances.
web-jump-start = Início
web-jump-final = Posição final
web-jump-now = Posição atual
web-moves = Lances
web-no-move-yet = Ainda nenhum lance.

## As posições de uma partida: uma imagem de cada, percorridas com links

# O cabeçalho da posição depois de um turno. $turn: o turno com o seu
# número (12... Cf6).
web-position-after = Depois de { $turn }
# O cabeçalho da primeira posição.
web-position-start = Posição inicial
# Os links para a primeira posição, a anterior e a seguinte (as setas
# indicam o sentido).
web-step-first = |< início
web-step-back = < anterior
web-step-next = seguinte >
# O que são esses links, para quem não vê a página (leitores de voz).
web-steps-label = Percorrer as posições

## A análise depois da partida

web-analysis = Análise
# Debaixo de "Análise feita por ...": o que o gráfico mostra.
# $kind: como em analysis.ftl ("single": um turno é um lance; "double").
web-analysis-legend =
    As possibilidades de vitória das brancas depois de cada { $kind ->
        [double] turno
       *[single] lance
    }; um ponto marca um erro (pequeno) ou um erro grave (grande).
# A avaliação de um turno, do ponto de vista das brancas: em peões
# (+0.35), um mate em tantos turnos (#3, #-2), ? quando desconhecida; ou o
# fim da partida depois dele: mate ou empate.
web-eval =
    { $eval ->
        [mate] mate
        [draw] empate
       *[other] { $eval }
    }

# Depois de um turno avaliado como erro: o turno que o computador achou
# melhor ($better, como 12. Cf3).
web-analysis-better = { $better } era melhor

## As listas de ratings

web-ratings = Ratings
# O título e o cabeçalho da lista de um jogo. $variant: o nome do jogo.
web-ratings-title = Ratings: { $variant }
# $established: quantos jogadores têm rating estabelecido; $variant: o nome
# do jogo; $listed: all (todos estão na lista) ou best (só os $shown
# melhores). O [0] evita "0 jogador" (em pt, 0 cai em one).
web-ratings-intro =
    { $established ->
        [0] Nenhum jogador tem
        [one] { $established } jogador tem
       *[other] { $established } jogadores têm
    } rating de { $variant } estabelecido (Glicko-2, com desvio de 110 ou menos){ $listed ->
        [best] ; a lista mostra os { $shown } melhores
       *[all] {""}
    }. Os ratings provisórios não aparecem na lista.
# Os cabeçalhos das colunas da lista (a primeira é a posição, "#"; a
# terceira o desvio do rating, "±", que esta palavra explica).
web-ratings-player = Jogador
web-ratings-rating = Rating
web-ratings-deviation = desvio
web-ratings-games = Partidas
web-ratings-about = Um rating por jogo e por jogador, alterado pelo resultado de cada partida que conta para o rating. Escreva "ratings JOGO" ao bot para receber o mesmo por e-mail.

## Os desafios abertos

web-seeks-title = Desafios abertos
# $accept: o comando que aceita um desafio (accept seek N); $bot: o
# endereço do bot, um link; $seek: o comando que publica um (seek VARIANT).
web-seeks-intro = Jogadores à procura de um adversário. Para aceitar um desafio, escreva { $accept } para { $bot } (o link ao lado de cada desafio já preenche o e-mail); para publicar o seu, use { $seek }.
# Depois dos desafios listados: $more: quantos outros estão abertos;
# $seeks: o comando que lista todos (seeks).
web-seeks-more = … e mais { $more }: escreva { $seeks } ao bot para ver todos.

## Os torneios

web-tournaments = Torneios
web-tournaments-none = Nenhum torneio começou ainda. Escreva "tournaments" ao bot para ver os que têm inscrições abertas.
# A situação de um torneio. $state: finished ou running.
web-tournament-state =
    { $state ->
        [finished] terminado
       *[running] em curso
    }
# Um torneio nas listas. $variant: o nome do jogo; $state: a situação
# (web-tournament-state).
web-tournament-about = { $variant }, { $state }
# O título e o cabeçalho da página. $id: o número; $name: o nome.
web-tournament-title = Torneio #{ $id }: { $name }
# Como se joga. $kind: single (cada par se enfrenta uma vez) ou double
# (duas vezes, uma com cada cor); $entrants: quantos jogam; $rounds: as
# rodadas (0 quando ainda não se sabe).
web-tournament-form =
    { $kind ->
        [double] todos contra todos em duas voltas
       *[single] todos contra todos
    }, { $entrants ->
        [one] { $entrants } participante
       *[other] { $entrants } participantes
    }{ $rounds ->
        [0] {""}
        [one] , { $rounds } rodada
       *[other] , { $rounds } rodadas
    }
web-tournament-crosstable = Tabela cruzada
web-tournament-pairings = Emparelhamentos
# Antes de cada emparelhamento. $round: o número da rodada.
web-tournament-round = Rodada { $round }:
# Uma partida ainda sem resultado: perdida por desistência ($who: quem
# desistiu), em curso, ou não jogada.
web-pairing-forfeit = desistência de { $who }
web-pairing-in-play = em curso
web-pairing-unplayed = não jogada
