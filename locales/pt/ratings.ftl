# Os ratings, a classificação e o nome que ela mostra. Traduzido de
# locales/en/ratings.ftl; termos conforme GLOSSARY.md.

ratings-subject-standings = Classificação: { $variant }
ratings-subject-mine = Os seus ratings
ratings-subject-of = Ratings de { $name }
standings-head =
    A classificação de { $variant }: os { $shown } melhores de { $established ->
        [one] { $established } jogador com rating estabelecido
       *[other] { $established } jogadores com rating estabelecido
    }
standings-head-empty = A classificação de { $variant }: ainda nenhum jogador tem rating estabelecido
standings-established = (um rating fica estabelecido quando o desvio é de 110 ou menos).
# Uma linha da classificação: $rank vem com três posições e $name com o
# comprimento do nome mais longo, para alinhar as colunas; $you: yes para o
# leitor.
standings-line =
    { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }){ $you ->
        [yes] {"  "}(você)
       *[no] {""}
    }
standings-you-ranked = Você é o número { $rank } de { $established }, com { $rating } (desvio { $deviation }).
standings-you-provisional = O seu rating, { $rating } (desvio { $deviation }), é provisório, por isso ainda não está na classificação: entrará quando o desvio for de 110 ou menos (com mais algumas partidas que contam para o rating).
standings-you-unrated = Você ainda não jogou nenhuma partida de { $variant } que conte para o rating.
ratings-head-mine = Os seus ratings (para os outros, você aparece como { $name }):
ratings-head-of = Os ratings de { $name }:
# $change: a última variação, com sinal (+12, -8).
rating-line =
    { $variant }: { $rating } (desvio { $deviation }{ $provisional ->
        [yes] , provisório
       *[no] {""}
    }), { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, última variação { $change }
rating-line-unplayed = { $variant }: { $rating } (ainda nenhuma partida que conte para o rating)
ratings-footer = Ratings Glicko-2, um por jogo; um ? indica um rating provisório (desvio acima de 110), que fica fora da classificação. "ratings JOGO" mostra a classificação de um jogo, "ratings" os seus próprios ratings, "name NOME" como você aparece na classificação.

name-subject-show = O seu nome na classificação
name-subject-removed = Nome removido
name-subject-set = Nome definido
name-shown-as = Na classificação, você aparece como "{ $name }". Escreva "name NOME" para mudar o nome, ou "name off" para aparecer como { $masked }.
name-shown-masked = Na classificação, você aparece como { $masked } (o seu endereço, abreviado). Escreva "name NOME" para aparecer com um nome à sua escolha.
name-removed = Na classificação, você volta a aparecer como { $masked }.
name-set = Agora, na classificação e nas respostas de "ratings" aos outros jogadores, você aparece como "{ $name }".
