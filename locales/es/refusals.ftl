# Por qué no se han aplicado los comandos de un correo: la frase que cita el
# correo de error tras "No he podido hacer lo que pedía tu correo:". Los
# comandos (game, resign, unobserve...) quedan en inglés en todos los idiomas:
# son lo que escribe el jugador.

refuse-game-not-started-yet = una partida solo empieza cuando todos sus jugadores han aceptado el desafío, así que el mismo correo que lo envía no puede jugar ni hacer nada más en ella. Envía primero el desafío solo, y tu jugada cuando la partida haya empezado

# $what: lo que pedía el correo.
refuse-no-game =
    { $what ->
        [move] no tienes ninguna partida en la que jugar
        [resign] no tienes ninguna partida que abandonar
        [draw-offer] no tienes ninguna partida en la que ofrecer tablas
        [draw-claim] no tienes ninguna partida en la que reclamar tablas
        [conditions-give] no tienes ninguna partida en la que indicar jugadas condicionales
        [conditions-list] no tienes ninguna partida con jugadas condicionales que mostrar
        [conditions-clear] no tienes ninguna partida en la que borrar jugadas condicionales
        [show] no tienes ninguna partida que mostrar
        [history] no tienes ninguna partida cuyo historial mostrar
        [say] no tienes ninguna partida en la que enviar un mensaje
        [accept] no tienes ningún desafío que aceptar
        [decline] no tienes ningún desafío que rechazar
        [abort] no tienes ninguna partida que anular
       *[other] no tienes ninguna partida para eso
    }
game-number-of = #{ $id } ({ $variant })
refuse-several-games = tienes varias partidas ({ $games }); añade una línea como "game { $id }" para indicar a cuál te refieres, o responde al correo del bot sobre esa partida
refuse-forged-other-address = Un correo con tu dirección como remitente ha intentado actuar en la partida #{ $id }, en la que no juegas, a través de la dirección secreta de otro jugador. { refuse-if-it-was-you }
refuse-forged-not-secret = Un correo con tu dirección como remitente ha intentado actuar en la partida #{ $id }, pero no llegó a tu dirección secreta. { refuse-if-it-was-you }
refuse-if-it-was-you = Si fuiste tú, responde al último correo del bot sobre la partida (su dirección de respuesta, Reply-To, lleva tu clave secreta); si no, alguien ha intentado actuar en tu nombre y no se ha hecho nada.
refuse-observer-acts = observas la partida #{ $id }, pero no juegas en ella: solo sus jugadores pueden jugar o actuar en una partida, y "say" solo les llega a ellos. Como observador recibes por correo cada posición; "unobserve { $id }" pone fin a esos correos
refuse-not-a-player = no juegas en la partida #{ $id }
refuse-no-such-game = no existe la partida #{ $id }

# Jugadas condicionales ("if ...").
refuse-if-no-opponent = no hay ningún rival en tu tablero que pueda responder
refuse-if-your-move = te toca jugar en la partida #{ $id }: envía tu jugada en el mismo correo que la línea, que entonces parte de la posición que resulte de ella
refuse-if-too-many = ya tienes { $lines } líneas condicionales pendientes en la partida #{ $id }, el máximo permitido; "conditions clear" las borra

# El análisis ("analyse N").
refuse-analyse-which = ¿qué partida? Escribe "analyse N" con el número de la partida, o responde a un correo sobre ella
refuse-analyse-private = la partida #{ $id } es privada: solo sus jugadores pueden pedir que se analice
refuse-analyse-in-play = la partida #{ $id } todavía está en juego: el motor solo analiza una partida cuando ha terminado, tanto para sus jugadores como para sus observadores (juego limpio). Vuelve a pedirlo cuando haya terminado
refuse-analyse-not-started = la partida #{ $id } no ha empezado: todavía no hay nada que analizar
# $status: declined o aborted.
refuse-analyse-not-played =
    la partida #{ $id } ha sido { $status ->
        [declined] rechazada
       *[aborted] anulada
    }: no hay nada que analizar
refuse-analyse-no-moves = la partida #{ $id } terminó antes de que nadie jugara: no hay nada que analizar
refuse-analyse-unreadable = no se puede leer el análisis de la partida #{ $id }; se ha avisado al administrador del servidor
refuse-analyse-no-engine = el motor no funciona en este servidor (su administrador lo ha desactivado): no se puede hacer ningún análisis
refuse-analyse-asked-already = ya pediste el análisis de la partida #{ $id }: está en cola y te llegará por correo en cuanto el motor lo termine
refuse-analyse-daily-limit = has pedido { $today ->
        [one] { $today } análisis nuevo
       *[other] { $today } análisis nuevos
    } en las últimas 24 horas, y este servidor admite { $per_day } al día por jugador: vuelve a pedirlo mañana (un análisis ya hecho se te puede volver a enviar en cualquier momento)
analysis-queued-subject = Partida #{ $id } en cola para el análisis
# $kind: como en analysis.ftl ("single": un turno es una jugada; "double").
analysis-queued =
    La partida #{ $id } está en cola para el análisis del motor{ $ahead ->
        [0] {""}
        [one] {" "}(tiene otra partida por delante)
       *[other] {" "}(tiene { $ahead } partidas por delante)
    }. Te llegará en este mismo hilo cuando el motor termine, normalmente en pocos minutos: un resumen para cada jugador, { $kind ->
       *[other] los momentos decisivos con la mejor jugada
    }, la gráfica de evaluación y la partida con el análisis, adjunta en { $format }.

# Desafíos, partidas y sus jugadores.
refuse-unknown-variant = no conozco el juego "{ $name }"; los juegos disponibles son: { $games }
refuse-did-you-mean = { $problem }. ¿Quisiste decir { $close }?
refuse-time-control-too-long = un ritmo de juego puede conceder como máximo { $days } días, para un máximo de { $moves } jugadas
refuse-variant-unsupported = { $variant } todavía no se puede jugar en este servidor
refuse-from-position = la posición que sigue a "from" no se puede usar: { $error }
refuse-from-position-over = esa posición ya es final: el bando al que le toca jugar no tiene ninguna jugada legal
refuse-game-for-four = { $name } es un juego para cuatro: escribe "new { $name } with COMPAÑERO against RIVAL1 RIVAL2" (tú llevas las blancas en el tablero A, y tu compañero las negras en el B)
refuse-game-for-two = { $name } es un juego para dos: escribe "new { $name } with DIRECCIÓN"
refuse-bad-address =
    "{ $address }" no es una dirección de correo a la que el bot pueda escribir ({ $problem ->
        [form] no tiene la forma nombre@example.org
        [ascii] solo se aceptan direcciones con caracteres ASCII simples
        [no-at] no tiene @
        [two-at] tiene más de una @
        [local-length] la parte anterior a la @ está vacía o es demasiado larga
        [local-character] la parte anterior a la @ tiene un carácter o un punto fuera de lugar
        [domain-length] el dominio está vacío o es demasiado largo
       *[domain-host] el dominio no es un nombre de host válido
    }); escribe la dirección en la forma nombre@example.org
refuse-bot-as-opponent = el bot arbitra partidas, pero no juega; desafía a una persona
refuse-challenge-yourself = no puedes desafiarte a ti mismo
refuse-named-twice = { $address } aparece dos veces; cada jugador necesita su propia dirección
refuse-play-as = en { $variant } puedes jugar "as { $a }" o "as { $b }"
refuse-not-waiting-for-answer = la partida #{ $id } no está esperando ninguna respuesta
refuse-abort-tournament-game = la partida #{ $id } es del torneo #{ $tournament } y no se puede anular: abandónala, o retírate del torneo con "withdraw { $tournament }"
refuse-abort-too-late = la partida #{ $id } ya no se puede anular: los dos bandos han jugado (en su lugar, abandona u ofrece tablas)
refuse-say-partner = "say partner" es para el bughouse a cuatro; usa "say TEXTO"
refuse-say-too-long = un mensaje con "say" tiene como máximo { $chars } caracteres; divídelo en varias líneas
refuse-no-rules-text = todavía no hay reglas escritas de { $variant }
refuse-internal = algo ha fallado por parte del bot ({ $detail }); no se ha hecho nada. Si vuelve a ocurrir, avisa al administrador del servidor

# Desafíos abiertos y confirmaciones.
refuse-one-confirmation-per-mail = un correo puede llevar un solo "seek", "accept seek", "observe", "follow" o "join" que necesite tu confirmación; envía los demás en correos aparte, uno por correo
refuse-seek-requests-waiting = tienes muchos desafíos abiertos pendientes de confirmación; confírmalos (respondiendo a los correos del bot) o espera una semana
refuse-confirmation-other-address = esta confirmación tiene que llegar desde la dirección que hizo la petición
refuse-confirmation-unreadable = ya no se puede leer la petición que esto confirma; envía el comando otra vez
refuse-seek-four-as = en { $variant } el emparejamiento reparte los tableros y los colores: escribe el "seek" sin "as" (se avisa a todos de quién juega dónde)
refuse-seek-two-partner = { $variant } es un juego para dos: escribe el "seek" sin compañero
refuse-bot-as-partner = el bot arbitra partidas, pero no juega; elige a una persona como compañero
refuse-partner-yourself = tu compañero tiene que ser otra persona: indica su dirección
# $partner: la dirección del compañero, o "none" cuando el límite es el del
# propio remitente.
refuse-seek-limit =
    { $partner ->
        [none] tienes
       *[other] { $partner } tiene
    } { $open } desafíos abiertos, el máximo que puede tener un jugador; primero retira uno con "unseek N" ("seeks" los muestra)
refuse-seek-never = nunca ha habido un desafío abierto #{ $n } ("seeks" muestra los que siguen abiertos)
refuse-seek-closed = el desafío abierto #{ $n } está cerrado: alguien lo aceptó, se retiró o caducó ("seeks" muestra los que siguen abiertos)
refuse-seek-own = el desafío abierto #{ $n } es tuyo: un desafío abierto es para que lo acepte otra persona ("unseek { $n }" lo retira)
# $max: un número, o "none" cuando no hay límite superior.
refuse-seek-rating =
    el desafío abierto #{ $n } es para jugadores con una puntuación { $max ->
        [none] de { $min } o más
       *[other] entre { $min } y { $max }
    } en { $variant }; la tuya es { $rating }
refuse-unseek-none = no tienes ningún desafío abierto #{ $n } ("seeks" muestra los tuyos, marcados)

# Torneos.
refuse-no-tournament = no existe el torneo #{ $id }; "tournaments" muestra los que tienen la inscripción abierta
# $what: el comando rechazado (join, leave, start).
refuse-tournament-started =
    { $what ->
        [leave] el torneo #{ $id } ya ha comenzado, así que ya no puedes darte de baja: para dejarlo, escribe "withdraw { $id }" (tus partidas en juego cuentan entonces como perdidas)
        [start] el torneo #{ $id } ya ha comenzado
       *[join] el torneo #{ $id } ya ha comenzado, así que ya no puedes inscribirte
    }
refuse-tournament-over = el torneo #{ $id } ha terminado
refuse-tournament-called-off = el torneo #{ $id } se ha cancelado
refuse-tournament-name = no se puede usar ese nombre para el torneo: { $problem }
refuse-tournament-name-brackets = el nombre de un torneo no puede contener [ ni ] (los usan los asuntos de sus correos)
refuse-tournament-size = un torneo admite de { $min } a { $max } inscritos: escribe "players MIN-MAX" dentro de esos límites, por ejemplo "players 4-8"
refuse-tournament-start-date = la fecha de comienzo tiene que estar dentro de los próximos { $days } días
refuse-join-named-partner = { $who } te ha elegido como compañero en el torneo #{ $id }: escribe "join { $id }" para jugar en su equipo, o "leave { $id }" para rechazarlo
# $waiting: yes cuando el equipo del remitente espera la confirmación del compañero.
refuse-join-already =
    ya estás inscrito en el torneo #{ $id }{ $waiting ->
        [yes] {" "}(tu equipo espera la confirmación de tu compañero)
       *[no] {""}
    }
refuse-join-teams = los torneos de { $variant } son por equipos de dos: escribe "join { $id } with COMPAÑERO" (con la dirección de tu compañero, que luego lo confirma)
refuse-join-single = los torneos de { $variant } son individuales: escribe "join { $id }"
refuse-tournament-full = el torneo #{ $id } está completo: ya se han inscrito { $max }, el máximo que admite
refuse-partner-already-in = { $address } ya está inscrito en el torneo #{ $id }
refuse-not-in-tournament = no estás inscrito en el torneo #{ $id }
refuse-start-not-organiser = solo quien organiza el torneo #{ $id } puede darle comienzo; también comienza automáticamente cuando se han inscrito { $max }
refuse-withdraw-not-started = el torneo #{ $id } no ha comenzado: escribe "leave { $id }" para darte de baja
refuse-withdrawn-already = ya te has retirado del torneo #{ $id }
refuse-start-too-few =
    el torneo #{ $id } tiene { $entrants ->
        [one] { $entrants } inscrito
       *[other] { $entrants } inscritos
    }; necesita al menos { $min } para comenzar

# Vacaciones.
refuse-vacation-already = ya estás de vacaciones hasta el { $until }; escribe "vacation off" para terminarlas (después podrás empezar otras)
refuse-vacation-days-left =
    { $left ->
        [0] no te quedan días de vacaciones este año (tienes { $allowance } días al año)
        [one] solo te queda 1 día de vacaciones este año (de { $allowance }): escribe "vacation 1"
       *[other] solo te quedan { $left } días de vacaciones este año (de { $allowance }): escribe "vacation { $left }" o menos
    }
refuse-vacation-none = no estás de vacaciones

# Puntuaciones y nombres públicos.
refuse-ratings-no-player = ningún jugador con la dirección { $address } tiene puntuación aquí. Escribe "ratings JUEGO" para ver la clasificación de un juego; los juegos son: { $games }
# $close: el nombre del juego más parecido, o "none".
refuse-ratings-unknown =
    no hay ningún juego ni ningún jugador llamado "{ $words }".{ $close ->
        [none] {""}
       *[other] {" "}¿Quisiste decir "ratings { $close }"?
    } Los juegos son: { $games }; a un jugador se le nombra por su dirección o por el nombre que aparece en la clasificación
refuse-name-reserved = "{ $name }" es una palabra que el bot lee como comando o como juego; elige otro nombre
refuse-name-taken = ya hay otro jugador llamado "{ $name }"; elige otro nombre
name-problem-empty = un nombre necesita al menos una letra
name-problem-too-long = el nombre tiene { $chars } caracteres; un nombre tiene como máximo { $max }
name-problem-control = el nombre contiene un carácter de control o invisible; escríbelo con letras normales
name-problem-address = el nombre parece una dirección de correo (una @, o "at" delante de un dominio); la clasificación nunca muestra direcciones, así que elige un nombre sin ella

# El motor.
refuse-level-without-computer = "level" es para una partida contra el motor: escribe "with computer level 3"
refuse-computer-off = el motor no juega en este servidor (su administrador lo ha desactivado): desafía a una persona
refuse-computer-games =
    tienes { $playing ->
        [one] { $playing } partida
       *[other] { $playing } partidas
    } en juego contra el motor, y este servidor permite { $allowed } a la vez: termina (o abandona) una antes

# Observar y seguir.
refuse-observe-own-game = juegas en la partida #{ $id }: ya recibes sus correos como jugador
refuse-observe-private = la partida #{ $id } es privada: sus jugadores la reservan para sí, así que nadie puede observarla
# $status: finished, declined o aborted; $result: 1-0, 0-1, 1/2-1/2 o none.
refuse-observe-over =
    la partida #{ $id } { $status ->
        [declined] ha sido rechazada
        [aborted] ha sido anulada
       *[finished] ha terminado{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }: ya no queda nada que observar
refuse-observe-not-started = la partida #{ $id } no ha empezado: todavía no han aceptado jugarla todos sus jugadores; obsérvala cuando lo hayan hecho
refuse-observe-limit = observas { $count } partidas, el máximo que el bot permite observar a la vez desde una dirección; primero deja de observar una con "unobserve N" ("observe" las muestra)
refuse-follow-yourself = no puedes seguirte a ti mismo: ya recibes los correos de tus partidas como jugador
refuse-follow-bot = el bot no juega partidas que puedas seguir; sigue a un jugador
refuse-follow-limit = sigues a { $count } jugadores, el máximo que el bot permite seguir desde una dirección; primero deja de seguir a uno con "unfollow DIRECCIÓN"
refuse-one-watch-confirmation-per-mail = un correo puede llevar un solo "observe", "follow" o "join" que necesite tu confirmación; envía los demás en correos aparte, uno por correo
refuse-watch-requests-waiting = tienes { $pending } peticiones de observar, seguir o inscribirte pendientes de confirmación; confírmalas (respondiendo a los correos del bot) o espera una semana
refuse-confirmation-none = no hay ninguna petición pendiente de esta confirmación (ya se confirmó, o tiene más de { $days } días); envía el comando otra vez
refuse-observe-tournament-private = el torneo #{ $id } es privado: nadie puede observar sus partidas
refuse-observe-tournament-over = el torneo #{ $id } ha terminado: ya no queda nada que observar
refuse-observe-limit-tournaments = observas { $count } partidas y torneos, el máximo que el bot permite observar a la vez desde una dirección; primero deja de observar alguno con "unobserve" ("observe" los muestra)

# Un correo en su conjunto.
refuse-too-many-commands = tu correo tiene { $lines } líneas de comandos; el bot acepta como máximo { $max } por correo
refuse-too-many-challenges = tu correo tiene { $challenges } desafíos; el bot acepta como máximo { $max } por correo
# Antes de la ayuda, cuando llega sin pedirla. $game: el número de la
# partida, o "none".
help-preface-unknown-line =
    "{ $line }" no es ningún comando que yo conozca{ $game ->
        [none] {""}
       *[other] {" "}(partida #{ $game })
    }, así que te explico cómo jugar.
help-preface-no-command = Tu correo no contenía ningún comando que yo conozca, así que te explico cómo jugar.

# Límites: lo que impide que un remitente inunde de correos al bot o a otra persona.
refuse-mail-too-large = tu correo ocupa { $size }; el bot lee correos de hasta { $max }. Escribe tus comandos en un correo breve de texto sin formato, sin adjuntos
refuse-challenges-per-day =
    { $recent ->
        [one] has hecho { $recent } desafío
       *[other] has hecho { $recent } desafíos
    } en las últimas 24 horas, el máximo que el bot acepta de un jugador en un día; vuelve a intentarlo mañana
refuse-open-challenges =
    { $open ->
        [one] { $open } de tus desafíos sigue esperando respuesta
       *[other] { $open } de tus desafíos siguen esperando respuesta
    }, el máximo que el bot mantiene abiertos por jugador; espera las respuestas, o retira uno con "abort" (y "game N")
refuse-tournaments-per-day = entre torneos creados y torneos en los que te has inscrito, llevas { $recent } en las últimas 24 horas, el máximo que el bot acepta de un jugador en un día; vuelve a intentarlo mañana
refuse-open-tournaments =
    { $open ->
        [one] organizas { $open } torneo que aún no ha comenzado
       *[other] organizas { $open } torneos que aún no han comenzado
    }, el máximo que un organizador puede tener abiertos; antes, da comienzo a uno ("start N") o cancela uno ("leave N")
refuse-invitee-limit = { $invitee } ya ha recibido en la última hora el máximo de correos que el bot envía a una misma dirección; vuelve a enviarle el desafío a partir del { $until }
limit-notice-subject = Tu correo no se ha leído
limit-notice =
    Esta dirección ha recibido { $count } respuestas del bot en la última hora, el máximo que el bot envía a una misma dirección en una hora (así nadie puede llenar el buzón de otra persona con correos enviados en su nombre).

    Los correos de esta dirección no se leerán hasta el { $until }; no se aplicará nada de lo que contengan. Los correos de tus partidas (las jugadas de tus rivales, los recordatorios, los resultados) te siguen llegando. Vuelve a enviar tu correo pasado ese momento.
refuse-game-not-started = la partida #{ $id } no ha empezado: todavía no la han aceptado todos los jugadores
# $status: finished, declined o aborted; $result: 1-0, 0-1, 1/2-1/2 o none.
refuse-game-over =
    la partida #{ $id } { $status ->
        [declined] ha sido rechazada
        [aborted] ha sido anulada
       *[finished] ha terminado{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }
refuse-forged-settings = Un correo con tu dirección como remitente ha intentado cambiar tu configuración (vacaciones o recordatorios), pero no llegó a ninguna de tus direcciones secretas. { refuse-if-it-was-you }
# Después de analysis-queued: cuánto tiempo, aproximadamente, trabaja el motor en la partida
# (minutos enteros, 1 como mínimo; antes se analizan las partidas que tiene por delante).
analysis-queued-time =
    El motor tardará { $minutes ->
        [one] alrededor de un minuto
       *[other] unos { $minutes } minutos
    } en analizar esta partida.
