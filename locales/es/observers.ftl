# Los correos a quien observa: las novedades de una partida, o de varias en un
# solo resumen.

observed-subject = Partida observada: { $variant }, { $sides }
observed-started = La partida ha comenzado.
# $turn: el turno con su número (12... Cf6); $words: el turno en palabras.
observed-turn = { $who } ha jugado { $turn } ({ $words }).
observed-over = Partida terminada: { $result }.
observed-declined = La partida #{ $id } ha sido rechazada: no se jugará.
observed-aborted = La partida #{ $id } ha sido anulada.
# $result: 1-0, 0-1 o 1/2-1/2; $text: cómo terminó.
observed-result = Resultado: { $result } ({ $text })
# $deadline y $paused: un momento, o "none".
observed-to-move =
    Le toca jugar a { $who }{ $deadline ->
        [none] {""}
       *[other] , que tiene hasta el { $deadline }
    }{ $paused ->
        [none] {""}
       *[other] {" "}(está de vacaciones hasta el { $paused })
    }.
observed-web = En la web: { $url }
observed-pgn-follows = La partida completa va adjunta en PGN y aparece a continuación:
# $via: game (la pidió), follow (sigue a un jugador) o tournament.
observed-why =
    { $via ->
        [follow] Observas esta partida porque sigues a uno de sus jugadores.
        [tournament] Observas esta partida porque observas su torneo.
       *[game] Observas esta partida porque la pediste ("observe { $id }").
    }
observed-footer = Como observador, ves el tablero desde el lado de las blancas y no puedes jugar ni escribir en la partida. "unobserve { $id }" pone fin a estos correos; "observe" muestra lo que observas.
observed-digest-subject =
    Partidas observadas: novedades de { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
# $held: yes cuando el correo reúne novedades retenidas por el límite por hora.
observed-digest-intro =
    Novedades de { $count ->
        [one] { $count } partida que observas
       *[other] { $count } partidas que observas
    }, en un solo correo{ $held ->
        [yes] {" "}(el bot envía a cada observador como máximo { $per_hour ->
            [one] { $per_hour } correo
          *[other] { $per_hour } correos
        } por hora; este reúne lo que ha llegado desde el anterior)
       *[no] {""}
    }.
observed-digest-result = Resultado: { $result } ({ $text }); su PGN va adjunto.
observed-digest-footer = "unobserve PARTIDA" pone fin a los correos de la partida PARTIDA, y "unobserve all", a los de todas; "observe" muestra lo que observas.
# Un momento (un plazo), como escribe las fechas el idioma del lector.
moment = { $at }
# Un resultado tal como lo guarda el registro de la partida, cuando no es uno
# de los desenlaces de las reglas.
result-kept = { $text }
