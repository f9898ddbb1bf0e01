# Las respuestas a observe, follow, followers, games private/public, y las
# confirmaciones que se piden respondiendo a un correo (modo con clave).

# El asunto de una respuesta: $what es observing, not-observing, following,
# not-following, followers o your-games.
watch-subject =
    { $what ->
        [not-observing] Fin de la observación
        [following] Seguimiento
        [not-following] Fin del seguimiento
        [followers] Seguidores
        [your-games] Tus partidas
       *[observing] Observación
    }
observe-already = Ya observas la partida #{ $id }. "unobserve { $id }" pone fin a sus correos.
observe-start = A partir de ahora observas la partida #{ $id }.
    { $headline }
observe-start-not-started = La partida aún no ha empezado: recibirás el tablero cuando empiece.
# $turn: el último turno con su número (12. Cf3); $by: quien lo jugó.
observe-start-after = La posición tras { $turn }, jugada de { $by }.
observe-start-no-move = La partida ha empezado; todavía no ha jugado nadie.
unobserve-tournament = Ya no observas el torneo #{ $id } (ni sus partidas).
unobserve-tournament-not = No observabas el torneo #{ $id }.
unobserve-game = Ya no observas la partida #{ $id }.
unobserve-game-not = No observabas la partida #{ $id }.
unobserve-all =
    { $count ->
        [0] No observabas ninguna partida.
        [one] Ya no observas la partida que observabas.
       *[other] Ya no observas las { $count } partidas que observabas.
    }
# $text: una de las frases unobserve-*; $follows: los jugadores a los que
# aún sigue, o "none".
unobserve-answer =
    { $text }{ $follows ->
        [none] {""}
       *[other] {"\u000A"}Todavía sigues a { $follows }: observarás sus nuevas partidas ("unfollow all" pone fin a ello).
    }
follow-already = Ya sigues a { $address }. "unfollow { $address }" pone fin a ello.
follow-started = Sigues a { $address }: observarás cada partida que empiece a partir de ahora, desde su primera jugada hasta su resultado (salvo que mantenga sus partidas privadas o no acepte seguidores). "unfollow { $address }" pone fin a ello.
unfollow-one = Ya no sigues a { $address }. Las partidas suyas que observas ahora siguen llegándote hasta que escribas "unobserve N".
unfollow-not = No seguías a { $address }.
unfollow-nobody = No seguías a nadie.
unfollow-all = Ya no sigues a { $addresses }.
followers-on = Quienes te siguen vuelven a observar tus nuevas partidas (salvo que las mantengas privadas con "games private").
followers-off = Quienes te siguen ya no observan tus partidas, tampoco las que están en juego. Cualquiera puede seguir observando con "observe N" una partida tuya que no sea privada ("games private" las reserva todas para sus jugadores).
games-private = Tus nuevas partidas son privadas: nadie puede observarlas y no aparecen en la web. Esto vale para tus desafíos y para las invitaciones que recibas; las partidas ya acordadas quedan como están, y las partidas de un torneo son públicas salvo que el torneo se organizara como privado.
games-public = Tus nuevas partidas vuelven a ser públicas (salvo que un desafío diga "private"): cualquiera puede observarlas y el archivo web las muestra, con el nombre con que apareces en la clasificación.

# La respuesta a "observe" a secas.
watching-no-game = No observas ninguna partida.
watching-games = Observas:
# $sides: los jugadores (blancas - negras); $via: game, follow o tournament.
watching-game =
    #{ $id } { $variant }: { $sides }{ $via ->
        [follow] {" "}(de un jugador al que sigues)
        [tournament] {" "}(de un torneo que observas)
       *[game] {""}
    }
watching-tournaments = Torneos cuyas partidas observas: { $tournaments }.
watching-follow-nobody = No sigues a nadie.
watching-follows = Sigues a: { $addresses }.
# $games: private o public; $followers: on u off (las palabras de los comandos).
watching-settings = Tus partidas: { $games }; seguidores: { $followers }.
watching-limits = Puedes observar hasta { $games } partidas a la vez y seguir a un máximo de { $players } jugadores.
observe-tournament-already = Ya observas el torneo #{ $id }. "unobserve tournament { $id }" pone fin a ello.
# $name: el nombre del torneo; $playing: sus partidas en juego.
observe-tournament-started = A partir de ahora observas el torneo #{ $id } ({ $name }): recibirás por correo cada nueva jugada de { $playing ->
        [one] su única partida en juego
       *[other] sus { $playing } partidas en juego
    }, y cada partida que empiece, desde el principio (las novedades de varias partidas a la vez llegan en un solo correo). "unobserve tournament { $id }" pone fin a ello.

# Confirmaciones respondiendo a un correo. $asked: una de las frases asked-*
# (en infinitivo).
confirm-subject = Confirmación: { $asked }
confirm-request =
    Alguien (esperamos que tú) ha pedido al bot { $asked } para esta dirección.

    Para confirmarlo, responde a este correo: la respuesta va a una dirección del bot que solo figura en este correo. Si no has sido tú, no hagas nada: no empieza nada sin la respuesta, y la petición se descarta al cabo de { $days ->
        [one] { $days } día
       *[other] { $days } días
    }.
asked-observe-game = observar la partida #{ $id }
asked-observe-tournament = observar el torneo #{ $id }
asked-follow = seguir a { $address }
asked-join = inscribirse en el torneo #{ $id } ({ $name })
asked-seek = publicar "{ $line }"
asked-accept-seek = aceptar el desafío abierto #{ $n }
