# As respostas a observe, follow, followers, games private/public, e as
# confirmações pedidas por resposta (modo token). Traduzido de
# locales/en/watching.ftl; termos conforme GLOSSARY.md.

# O assunto de uma resposta: $what é observing, not-observing, following,
# not-following, followers ou your-games.
watch-subject =
    { $what ->
        [not-observing] Deixar de observar
        [following] Seguir jogadores
        [not-following] Deixar de seguir
        [followers] Seguidores
        [your-games] As suas partidas
       *[observing] Observar partidas
    }
observe-already = Você já observa a partida #{ $id }. "unobserve { $id }" interrompe os e-mails dela.
observe-start = A partir de agora, você observa a partida #{ $id }.
    { $headline }
observe-start-not-started = A partida ainda não começou: você receberá o tabuleiro quando ela começar.
# $turn: o último turno com o seu número (12. Cf3); $by: quem o jogou.
observe-start-after = A posição depois de { $turn } (jogado por { $by }).
observe-start-no-move = A partida já começou, mas ainda não houve nenhum lance.
unobserve-tournament = Você deixou de observar o torneio #{ $id } (e as partidas dele).
unobserve-tournament-not = Você não observava o torneio #{ $id }.
unobserve-game = Você deixou de observar a partida #{ $id }.
unobserve-game-not = Você não observava a partida #{ $id }.
unobserve-all =
    { $count ->
        [0] Você não observava nenhuma partida.
        [one] Você deixou de observar a partida que observava.
       *[other] Você deixou de observar as { $count } partidas que observava.
    }
# $text: uma das frases unobserve-*; $follows: os jogadores que ainda são
# seguidos, ou "none".
unobserve-answer =
    { $text }{ $follows ->
        [none] {""}
       *[other] {"\u000A"}Você ainda segue { $follows }: continuará a observar as novas partidas de quem você segue ("unfollow all" interrompe isso).
    }
follow-already = Você já segue { $address }. "unfollow { $address }" interrompe isso.
follow-started = Você segue { $address }: a partir de agora, observará cada partida que esse jogador começar, do primeiro lance ao resultado (a menos que esse jogador mantenha as partidas privadas ou recuse seguidores). "unfollow { $address }" interrompe isso.
unfollow-one = Você deixou de seguir { $address }. As partidas desse jogador que você já observa continuam a chegar até "unobserve N".
unfollow-not = Você não seguia { $address }.
unfollow-nobody = Você não seguia ninguém.
unfollow-all = Você deixou de seguir { $addresses }.
followers-on = Os jogadores que seguem você voltam a observar as suas novas partidas (a menos que você as mantenha privadas com "games private").
followers-off = Os seus seguidores deixam de observar as suas partidas, incluindo as que estão em curso. Qualquer pessoa ainda pode observar com "observe N" uma partida sua que não seja privada ("games private" reserva todas elas aos jogadores).
games-private = As suas novas partidas são privadas: ninguém pode observá-las, e elas não aparecem na web. Isso vale para os seus desafios e para os convites que você receber; as partidas já combinadas ficam como estão, e as partidas de um torneio são públicas, a menos que o torneio tenha sido organizado como privado.
games-public = As suas novas partidas voltam a ser públicas (a menos que um desafio diga "private"): qualquer pessoa pode observá-las, e elas aparecem no arquivo da web, com você identificado pelo nome que aparece na classificação.

# A resposta a "observe" sozinho.
watching-no-game = Você não observa nenhuma partida.
watching-games = Você observa:
# $sides: os jogadores (brancas - pretas); $via: game, follow ou tournament.
watching-game =
    #{ $id } { $variant }: { $sides }{ $via ->
        [follow] {" "}(de um jogador que você segue)
        [tournament] {" "}(de um torneio que você observa)
       *[game] {""}
    }
watching-tournaments = Torneios cujas partidas você observa: { $tournaments }.
watching-follow-nobody = Você não segue ninguém.
watching-follows = Você segue: { $addresses }.
# $games: private ou public; $followers: on ou off (as palavras dos comandos).
watching-settings = As suas preferências: "games { $games }", "followers { $followers }".
watching-limits = Você pode observar até { $games } partidas ao mesmo tempo e seguir até { $players } jogadores.
observe-tournament-already = Você já observa o torneio #{ $id }. "unobserve tournament { $id }" interrompe isso.
# $name: o nome do torneio; $playing: as partidas dele em curso.
observe-tournament-started = A partir de agora, você observa o torneio #{ $id } ({ $name }): cada lance das partidas em curso ({ $playing ->
        [0] por enquanto, nenhuma
        [one] { $playing } partida
       *[other] { $playing } partidas
    }) chega por e-mail a partir do próximo, e cada nova partida do torneio chega desde o primeiro lance (as novidades de várias partidas ao mesmo tempo vêm num só e-mail). "unobserve tournament { $id }" interrompe isso.

# Confirmações por resposta. $asked: uma das frases asked-*.
confirm-subject = Confirme: { $asked }
confirm-request =
    Alguém (esperamos que tenha sido você) pediu ao bot para { $asked } com este endereço.

    Para confirmar, responda a este e-mail: a resposta vai para um endereço do bot que só este e-mail contém. Se não foi você, não faça nada: nada começa sem a resposta, e o pedido será descartado depois de { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }.
asked-observe-game = observar a partida #{ $id }
asked-observe-tournament = observar o torneio #{ $id }
asked-follow = seguir { $address }
asked-join = fazer a inscrição no torneio #{ $id } ({ $name })
asked-seek = publicar "{ $line }"
asked-accept-seek = aceitar o desafio aberto #{ $n }
