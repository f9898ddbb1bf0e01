# Los correos sobre una partida: el tablero, los rechazos, los recordatorios,
# los resultados, los desafíos, las ofertas de tablas, los mensajes, las
# vacaciones y las listas de partidas.

## Palabras de muchos correos

# El nombre de un juego (el `JUEGO` de `new JUEGO with ...`).
variant =
    { $v ->
        [two-prong] ajedrez Two-Prong
        [tandem-pawn] ajedrez Tandem-Pawn
        [tandem84] Tandem-84
        [tandem84-knightrider] Tandem-84 con fantasmas knightrider
        [bughouse] bughouse
        [tandem-chess] ajedrez tándem
        [bughouse-sync] bughouse sincrónico
        [crazyhouse] crazyhouse
       *[chess] ajedrez
    }

# El bando de un jugador ("Juegas con blancas", "alice (blancas)").
seat =
    { $s ->
        [black] negras
        [south] blancas en el A y negras en el B, como Sur
        [north] negras en el A y blancas en el B, como Norte
        [a-white] blancas en el tablero A
        [a-black] negras en el tablero A
        [b-white] blancas en el tablero B
        [b-black] negras en el tablero B
       *[white] blancas
    }

# "alice@example.org (blancas)" en la línea de los jugadores.
player-seat = { $who } ({ $seat })
player-seat-more = { $who } ({ $seat }, { $more })
players-two = { $a } contra { $b }
players-four = { $a }, { $b }, { $c }, { $d }

game-line = Partida #{ $id }, { $variant }: { $players }
time-control-line = Ritmo de juego: { $control }
examples-not-advice = (son ejemplos de cómo se escribe una jugada, no consejos).

## El correo con el tablero

position-subject-your-move = Te toca jugar en la partida de { $variant } contra { $opponents }
position-subject-waiting = Partida de { $variant } contra { $opponents }: turno de { $to_move }
position-last-move = Última jugada: { $move }
position-check = ¡Jaque!
position-your-move = Te toca jugar ({ $side }). Responde a este correo con tu jugada, por ejemplo: { $example }
position-deadline-yours = Tienes hasta el { $deadline }.
position-deadline-yours-paused = Tienes hasta el { $deadline } (tu reloj está detenido: estás de vacaciones hasta el { $until }).
position-their-move =
    { $count ->
        [one] Le toca jugar a { $who } ({ $side }).
       *[other] Les toca jugar a { $who } ({ $side }).
    }
position-deadline-theirs =
    { $count ->
        [one] { $who } tiene hasta el { $deadline }.
       *[other] { $who } tienen hasta el { $deadline }.
    }
position-deadline-theirs-paused =
    { $count ->
        [one] { $who } tiene hasta el { $deadline } (está de vacaciones hasta el { $until }).
       *[other] { $who } tienen hasta el { $deadline } (están de vacaciones hasta el { $until }).
    }
position-fen-line = Posición: { $fen }
position-footer-your-move = Responde con tu jugada, o con: board, history, draw, resign, say TEXTO, help.
position-footer-waiting =
    Mientras esperas, puedes escribir: board (otra vez la posición), say TEXTO
    (un mensaje a los demás jugadores), draw (ofrecer tablas), resign, history,
    help. Recibirás un correo en cuanto te toque jugar.
position-footer-over = Escribe "history" para ver la partida completa, o "help".

## Un rechazo

error-subject-game = Tu correo no se ha aplicado
error-subject = Tu correo a { $bot }
error-could-not = No he podido hacer lo que pedía tu correo:
error-in-line = (en la línea: { $line })
error-nothing-applied = No se ha aplicado nada de tu correo; la partida sigue sin cambios.
error-nothing-applied-that = No se ha aplicado nada de ese correo; la partida sigue sin cambios.
error-legal-all = { $kind ->
        [double] Turnos legales
       *[single] Jugadas legales
    }: { $list }
error-legal-some = { $kind ->
        [double] Algunos turnos legales
       *[single] Algunas jugadas legales
    } ({ $shown } de { $total }): { $list }
error-footer = Escribe "help" para ver la lista de comandos.

## Recordatorios

reminder-subject = Recordatorio: te toca jugar en la partida de { $variant } contra { $opponents }
reminder-subject-last-call = Último aviso: te toca jugar en la partida de { $variant } contra { $opponents }
reminder-running-out = Se te acaba el tiempo en la partida #{ $id } ({ $variant }).
reminder-your-move = Te toca jugar en la partida #{ $id } ({ $variant }).
reminder-your-move-since = Te toca jugar en la partida #{ $id } ({ $variant }) desde el { $since }.
reminder-deadline = Tienes hasta el { $deadline } para jugar; después, { $consequence }.
reminder-you-play-example = Juegas con { $side }. Responde a este correo con tu jugada, por ejemplo: { $example }
reminder-you-play = Juegas con { $side }. Responde a este correo con tu jugada.
reminder-footer =
    Recordatorios: "remind off" los desactiva, "remind after 12h" o
    "remind before 2h" cambia cuándo llegan, y "remind digest" los reúne
    en un solo correo al día.

digest-subject =
    { $count ->
        [one] Te toca jugar en { $count } partida
       *[other] Te toca jugar en { $count } partidas
    }
digest-heading = Te toca jugar en:
digest-line = #{ $id } { $variant } contra { $opponents }: hasta el { $deadline }
digest-line-last-move = #{ $id } { $variant } contra { $opponents }: hasta el { $deadline } (última jugada: { $move })
digest-how =
    Cuando se acabe el tiempo, { $consequence }. Responde con tu jugada al
    último correo del bot sobre una partida, o escribe al bot una línea
    "game N" y tu jugada; "board" te envía de nuevo la posición.
digest-footer =
    Recibes este resumen una vez al día en lugar de un recordatorio por partida
    ("remind on" para volver a recibirlos, "remind off" para no recibir ninguno).

time-up-subject = Se acabó el tiempo de { $who }
time-up-yours = No jugaste a tiempo en la partida #{ $id } ({ $variant }): el plazo venció el { $deadline }.
time-up-theirs = { $who } ({ $side }) no jugó a tiempo en la partida #{ $id } ({ $variant }): el plazo venció el { $deadline }.
time-up-goes-on = Este servidor no pone fin a las partidas por tiempo: la partida continúa.
time-up-goes-on-yours = Este servidor no pone fin a las partidas por tiempo: la partida continúa y te sigue tocando jugar.

## El final de una partida

game-over-subject = Partida terminada: { $result }
game-over-result = Resultado: { $result } ({ $text })
game-over-ratings = Puntuaciones ({ $variant }; un ? marca las provisionales):
game-over-pgn = La partida completa va adjunta en PGN y aparece a continuación:

aborted-subject = Partida #{ $id } anulada
aborted-text =
    { $who } ha anulado la partida #{ $id } ({ $variant }) antes de que empezara de verdad.
    La partida termina sin resultado.

## Desafíos

challenge-sent-subject = Desafío enviado a { $invited }: { $variant }
challenge-sent-text =
    Tu desafío a { $invited } ya está en camino (partida #{ $id }, { $variant }, { $rated ->
        [1] puntuable
       *[0] amistosa
    }{ $private ->
        [1] , privada
       *[0] {""}
    }).
challenge-sent-side =
    Juegas con { $side }. La partida empezará en cuanto { $invited } { $count ->
        [one] acepte
       *[other] acepten
    };
    entonces recibirás el tablero.

invitation-subject = Invitación de { $who }: partida de { $variant }
invitation-text =
    { $who } te invita a una partida { $rated ->
        [1] puntuable
       *[0] amistosa
    }{ $private ->
        [1] {" "}y privada
       *[0] {""}
    } de { $variant } (partida #{ $id }).
invitation-you-would-play = Jugarías con { $side }; { $others }.
invitation-time-control = Ritmo de juego: { $control }.
invitation-rated = Puntuable: el resultado cambia la puntuación de { $variant } de cada jugador (indicada arriba; un ? marca las provisionales).
invitation-casual = Amistosa: el resultado no cambia ninguna puntuación.
invitation-casual-position = Amistosa: el resultado no cambia ninguna puntuación (una partida a partir de una posición nunca es puntuable).
invitation-private = Privada: nadie puede observar la partida, y el archivo web no la muestra.
invitation-public =
    Pública: cualquiera puede observarla, y un archivo web puede mostrarla, con los jugadores
    nombrados como en la clasificación, nunca por su dirección. La privacidad de esta partida ya
    está decidida; para que quede entre sus jugadores, recházala y pide un desafío "private"
    ("games private" hace privadas todas tus partidas futuras).
invitation-to-play = Para jugar, responde a este correo con la palabra
invitation-to-refuse = Para rechazarla, responde con
invitation-rules = Escribe "rules { $variant }" para saber cómo se juega y cómo se escriben las jugadas.

declined-subject = Desafío rechazado por { $who }: { $variant }
declined-text = { $who } ha rechazado tu desafío a una partida de { $variant } (partida #{ $id }).

## Ofertas de tablas y mensajes

draw-offer-subject = Oferta de tablas de { $who }
draw-offer-text = { $who } ofrece tablas en la partida #{ $id } ({ $variant }).
draw-offer-to-accept = Para aceptarlas, responde con
draw-offer-to-decline = Para rechazarlas, simplemente sigue jugando.

say-subject = Mensaje de { $who }
say-says = { $who } dice:
say-partner-says = { $who } dice (solo a ti, que juegas en su equipo):
say-footer = (partida #{ $id }, { $variant }; responde con "say TEXTO" para contestar)

## Listas, historial, reglas, avisos

games-subject = Tus partidas
games-heading = Tus partidas:
games-line = #{ $id } { $variant } contra { $opponents }: { $state }
games-line-rated = #{ $id } { $variant } contra { $opponents } ({ $ratings }): { $state }
games-none = Todavía no tienes partidas en este servidor. Empieza una con

history-subject = Historial de la partida #{ $id }
history-so-far = La partida #{ $id } hasta ahora ({ $variant }), en tu notación ({ $notation }):
history-pgn-also = La partida en PGN (en notación inglesa, como exige el estándar), también adjunta:
history-so-far-pgn = La partida #{ $id } hasta ahora ({ $variant }), también adjunta en PGN:

rules-subject = Reglas de { $variant }
notice-subject = Aviso

## Vacaciones

vacation-subject = Vacaciones hasta el { $until }
vacation-subject-back = De vuelta de vacaciones
vacation-started =
    { $days ->
        [one] Tus relojes quedan detenidos hasta el { $until } ({ $days } día). Escribe "vacation off" para volver antes: recuperas los días que aún no han empezado.
       *[other] Tus relojes quedan detenidos hasta el { $until } ({ $days } días). Escribe "vacation off" para volver antes: recuperas los días que aún no han empezado.
    }
vacation-ended = Tus vacaciones han terminado; tus relojes vuelven a correr.
vacation-left = Días de vacaciones que te quedan este año: { $left } de { $allowance }.
vacation-games = Tus partidas:
vacation-opponents-told = Se ha avisado a tus rivales.

vacation-notice-subject = { $who } está de vacaciones
vacation-notice-subject-back = { $who } ha vuelto de vacaciones
vacation-notice-started = { $who } está de vacaciones hasta el { $until }: su reloj en la partida #{ $id } ({ $variant }) queda detenido hasta entonces. Tu propio reloj no se ve afectado.
vacation-notice-back = { $who } ha vuelto de vacaciones: su reloj en la partida #{ $id } ({ $variant }) vuelve a correr.
vacation-notice-deadline = Le toca jugar; tiene hasta el { $deadline }.

list-two = { $a }, { $b }
list-none = {""}

# Quién tiene que jugar: nadie, un jugador o dos ("alice y bob").
nobody = nadie
name = { $name }
list-and = { $a } { $next ->
        [i] e
       *[other] y
    } { $b }

time-control-per-move =
    { $days ->
        [one] { $days } día por jugada
       *[other] { $days } días por jugada
    }
time-control-moves =
    { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } en { $days ->
        [one] { $days } día
       *[other] { $days } días
    }

# Lo que pasa al vencer el plazo ("...; después, la partida se pierde por
# tiempo.", "Cuando se acabe el tiempo, ...").
consequence-lose = la partida se pierde por tiempo
consequence-lose-or-draw = la partida se pierde por tiempo (o termina en tablas si el rival no puede dar mate)
consequence-notify = se avisa a los dos jugadores de que se ha acabado el tiempo

## Las primeras líneas del correo con el tablero: los turnos recién jugados

# `origin`: none, mine (jugada desde las jugadas condicionales del lector),
# theirs (desde las de quien juega). `words`: el turno en palabras.
turn-you-played =
    Has jugado { $move }{ $origin ->
        [mine] , según tus jugadas condicionales
        [theirs] , una jugada condicional indicada de antemano
       *[none] {""}
    }.
turn-you-played-words =
    Has jugado { $move } ({ $words }){ $origin ->
        [mine] , según tus jugadas condicionales
        [theirs] , una jugada condicional indicada de antemano
       *[none] {""}
    }.
turn-they-played =
    { $who } ha jugado { $move }{ $origin ->
        [mine] , según tus jugadas condicionales
        [theirs] , una jugada condicional indicada de antemano
       *[none] {""}
    }.
turn-they-played-words =
    { $who } ha jugado { $move } ({ $words }){ $origin ->
        [mine] , según tus jugadas condicionales
        [theirs] , una jugada condicional indicada de antemano
       *[none] {""}
    }.
turn-your-move = Te toca jugar.

# El final de una partida por un acto: "Has abandonado la partida.",
# "alice ha abandonado la partida.".
act =
    { $mine ->
        [1] { $act ->
            [claimed-draw] Has reclamado tablas.
           *[resigned] Has abandonado la partida.
        }
       *[0] { $act ->
            [claimed-draw] { $who } ha reclamado tablas.
           *[resigned] { $who } ha abandonado la partida.
        }
    }

## El final de una partida por tiempo

# Por qué un jugador pierde por tiempo, en infinitivo: va tras "al" en
# time-lost y time-drawn. `mine` es 1 en el correo del propio jugador.
why-deadline = no haber jugado antes de que venciera el plazo ({ $deadline })
why-gentleman =
    no haber jugado en el plazo de { $grace } tras el aviso de que { $mine ->
        [1] tu
       *[0] su
    } compañero ya había hecho { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } (el pacto de caballeros)
# `team`: yours (el equipo del lector pierde el encuentro), theirs, none
# (una partida a dos).
time-lost =
    { $mine ->
        [1] Pierdes por tiempo al { $why }.
       *[0] { $who } pierde por tiempo al { $why }.
    }{ $team ->
        [yours] {" "}Tu equipo pierde el encuentro.
        [theirs] {" "}El equipo de { $who } y { $partner } pierde el encuentro.
       *[none] {""}
    }
time-drawn =
    { $mine ->
        [1] Te has quedado sin tiempo al { $why }, pero { $winner ->
            [white] las blancas
           *[black] las negras
        } no tienen material suficiente para dar mate: la partida termina en tablas.
       *[0] { $who } se ha quedado sin tiempo al { $why }, pero { $winner ->
            [white] las blancas
           *[black] las negras
        } no tienen material suficiente para dar mate: la partida termina en tablas.
    }

## Resultados

# En minúscula: va tras "Partida terminada:" y entre paréntesis tras el
# resultado ("Resultado: 1-0 (las blancas ganan por jaque mate)").
outcome-win =
    { $winner ->
        [white] las blancas
       *[black] las negras
    } ganan { $how ->
        [checkmate] por jaque mate
        [resignation] por abandono
       *[time] por tiempo
    }
outcome-draw =
    tablas { $why ->
        [stalemate] por ahogado
        [insufficient-material] por material insuficiente
        [agreement] de mutuo acuerdo
        [threefold] por triple repetición
        [fifty-moves] por la regla de los 50 movimientos
        [fivefold] por quíntuple repetición
        [seventy-five-moves] por la regla de los 75 movimientos
       *[even-score] por igualdad de puntos en los dos tableros
    }
outcome-timeout-draw =
    tablas: { $loser ->
        [white] las blancas
       *[black] las negras
    } se quedaron sin tiempo, pero { $winner ->
        [white] las blancas
       *[black] las negras
    } no habrían podido dar mate

## El estado de una partida, en las listas de partidas

state-your-move = te toca jugar
state-waiting = esperando al rival
state-invitation-waiting = invitación pendiente de tu respuesta
state-invitation-sent = invitación enviada
state-finished = terminada, { $result }
# El estado de una partida tal como lo guarda el servidor (`aborted`,
# `declined`...).
state-other =
    { $status ->
        [declined] rechazada
        [aborted] anulada
        [invited] invitación pendiente
        [active] en juego
       *[finished] terminada
    }
state-no-clock = sin reloj
state-your-move-until = te toca jugar; tienes hasta el { $deadline }
state-your-move-paused = te toca jugar; tu reloj está detenido, ahora tienes hasta el { $deadline }
state-their-move = le toca jugar a tu rival
state-their-move-paused = le toca jugar a tu rival; tu reloj quedará detenido cuando te toque a ti

# Lo que una partida cambia en las puntuaciones, en la lista de partidas
# ("puntuable; tú: 1512, bob@x: 1498").
ratings-casual = amistosa
ratings-unrated = no puntuable
ratings-rated = puntuable; { $list }
rating-of-you = tú: { $rating }
rating-of = { $who }: { $rating }

## Notas bajo las primeras líneas del correo con el tablero

# Bughouse a cuatro: una pieza que pasa el compañero.
note-received =
    { $role ->
        [pawn] Tu compañero te ha pasado un peón.
        [knight] Tu compañero te ha pasado un caballo.
        [bishop] Tu compañero te ha pasado un alfil.
        [rook] Tu compañero te ha pasado una torre.
       *[queen] Tu compañero te ha pasado una dama.
    }
note-partner-waits = Tu compañero, en el tablero { $board }, está en jaque y no puede jugar: espera una pieza con la que tapar el jaque.
note-you-wait = Estás en jaque en el tablero { $board } y aún no puedes jugar: esperas una pieza de tu compañero.
note-conditions-dropped = Ninguna de tus jugadas condicionales empezaba por { $move }: se han descartado.
note-condition-unplayable = Tu respuesta condicional { $answer } a { $move } no se ha podido jugar ({ $why }): la línea se ha descartado.
note-condition-played =
    { $move } se ha jugado según tus jugadas condicionales{ $goes_on ->
        [1] ; el resto de la línea sigue en pie
       *[0] {""}
    }.
note-computer-partner = Tu compañero es el motor ({ $name }): juega en cuanto ha elegido su jugada, no lee "say partner" y no consume tiempo de reloj.

## Cómo se escribe un turno, tras el ejemplo de una jugada ("por ejemplo: Cf3; ...")

form-dual-move = una jugada doble se escribe con sus dos jugadas unidas por una barra, como { $example }
form-tandem84 = las dos jugadas van unidas por una barra, como { $example }, y una jugada que termina en el otro tablero es un traslado
form-drop = una pieza de tu reserva se coloca así: { $example }
form-drop-later = cuando tengas una pieza en tu reserva, podrás colocarla así: { $example }
form-sync = tu jugada en el tablero A y la del B van unidas por una barra, como { $example }
form-tandem = un tándem entero se escribe como { $example }
form-rocket = un cohete se escribe como { $example }
form-tandem-and-rocket = un tándem entero se escribe como { $tandem }, y un cohete, como { $rocket }

## Primeras líneas

board-as-asked = Aquí tienes la posición que pediste.
board-game-is =
    La partida #{ $id } { $status ->
        [declined] ha sido rechazada
        [aborted] ha sido anulada
        [invited] está esperando a sus jugadores
        [active] está en juego
       *[finished] ha terminado
    }.
started = La partida ha comenzado.
started-against-computer = La partida ha comenzado: { $name } ha aceptado al instante. Las partidas contra el motor no son puntuables.
draw-offered = { $who } ofrece tablas: responde "draw" para aceptarlas o sigue jugando para rechazarlas.

## Ofertas y reclamaciones de tablas, rechazos de una jugada

draw-agreed = Los jugadores han acordado tablas.
draw-offer-sent-subject = Oferta de tablas enviada
draw-offer-sent = Se ha transmitido tu oferta de tablas en la partida #{ $id }.
conditions-dropped-subject = Jugadas condicionales descartadas
conditions-dropped-draw = Se han ofrecido tablas en la partida #{ $id }: tus jugadas condicionales de esa partida se han descartado.
# En minúscula: van tras "No he podido hacer lo que pedía tu correo:" (error-could-not).
refuse-draw-offered-already = tu bando ya ha ofrecido tablas; la oferta sigue en pie hasta que el otro bando responda
refuse-no-draw-to-claim =
    no hay tablas que reclamar: la misma posición no se ha dado tres veces, y desde la última captura o jugada de peón { $halfmoves ->
        [one] va { $halfmoves } media jugada
       *[other] van { $halfmoves } medias jugadas
    } (hacen falta 100)
refuse-not-your-turn = no te toca jugar en la partida #{ $id }: es el turno de { $waiting }
refuse-lost-before = tu correo llegó el { $at }, pasado tu plazo: ya habías perdido la partida #{ $id } por tiempo antes de que llegara, así que { $move } no se ha jugado
refuse-after-deadline = tu correo llegó el { $at }, pasado tu plazo (que vencía el { $deadline }): { $move } no se ha jugado y has perdido la partida #{ $id } por tiempo

## Un turno en palabras (las frases de cada juego son los turn-* de
## moves.ftl)

# "1. Cf3 (el caballo blanco va de g1 a f3)".
last-move-words = { $move } ({ $words })

# Bughouse a cuatro: el compañero ($partner, una dirección; $seat, su
# puesto) ha jugado $moves veces en el otro tablero mientras el lector no jugaba.
reminder-gentleman =
    Tu compañero { $partner } ({ $seat }) ha hecho { $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    } desde que te toca jugar. Según el pacto de caballeros, si no has jugado antes del { $by }, pierdes por tiempo y tu equipo pierde el encuentro.

## Las palabras alrededor de un tablero de texto ($color: White o Black;
## $board: A o B; $pieces: las piezas de la reserva, en letras, o "-")

board-hand =
    Reserva de las { $color ->
        [White] blancas
       *[Black] negras
    }: { $pieces }
board-hand-on =
    Reserva de las { $color ->
        [White] blancas
       *[Black] negras
    } en el tablero { $board }: { $pieces }
# Los títulos sobre los dos tableros del bughouse: cortos (un tablero mide
# 33 caracteres de ancho).
board-title-to-move =
    { $board }: juegan las { $color ->
        [White] blancas
       *[Black] negras
    }
board-title-waits =
    { $board }: las { $color ->
        [White] blancas
       *[Black] negras
    } esperan pieza
board-title-mated =
    { $board }: mate a las { $color ->
        [White] blancas
       *[Black] negras
    }
board-title-won =
    { $board }: ganan las { $color ->
        [White] blancas
       *[Black] negras
    }
board-title-stalemate = { $board }: ahogado
board-title-drawn = { $board }: tablas
# $team: 1 o 2; $a, $b: los puntos de los equipos (1, 1/2, 2 1/2...).
board-match-won = Encuentro terminado: gana el equipo { $team } ({ $a } - { $b })
board-match-drawn = Encuentro terminado: empate ({ $a } - { $b })
board-tandem-legend = T/t = tándem de dos peones
