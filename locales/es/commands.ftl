# Por qué una línea de un correo no se ha podido leer como comando. Los
# comandos quedan en inglés en todos los idiomas: son lo que escribe el
# jugador. En las formas tras "Escribe:" solo se traducen los marcadores en
# mayúsculas, como en help.txt (JUEGO, DIRECCIÓN, COMPAÑERO, PARTIDA...).

# $close: el comando del que la línea parece una errata, o "none".
command-unknown =
    "{ $line }" no es un comando ni una jugada. { $close ->
        [none] Escribe "help" para ver la lista de comandos.
       *[other] ¿Quisiste decir "{ $close }"?
    }
command-missing = "{ $line }": al comando "{ $command }" le faltan datos. Escribe: { $usage }
command-bad = "{ $line }": "{ $argument }" { $problem }. Escribe: { $usage }

# Qué falla en las palabras que siguen a un comando ($argument en
# command-bad): cada una va tras las palabras citadas, como predicado.
# $close: una palabra clave de la que la palabra parece una errata, o "none".
arg-not-understood =
    no se entiende aquí{ $close ->
        [none] {""}
       *[other] {" "}(¿quisiste decir "{ $close }"?)
    }
arg-not-game-number = no es un número de partida
arg-not-variant = no es el nombre de ningún juego
arg-as-side = necesita un bando, por ejemplo "as black"
arg-level = necesita un nivel de 1 a { $max }, por ejemplo "level 3"
arg-not-address = no es una dirección de correo
arg-not-address-close = no es una dirección de correo (¿quisiste decir "{ $close }"?)
arg-not-partner-address = no es una dirección de correo (la de tu compañero)
arg-cannot-claim = no se puede reclamar
arg-several-variants = contiene más de un nombre de juego
arg-several-games = contiene más de un nombre de juego
arg-not-move = no es una jugada
arg-if-needs-answer = necesita a continuación tu respuesta
arg-if-condition-without-answer = es una condición sin tu respuesta a continuación
arg-if-too-long = tiene { $turns } jugadas (turnos, en los juegos de dos jugadas por turno); una línea puede tener como máximo { $max }
arg-not-seek-number = no es el número de un desafío abierto
arg-not-one-seek-number = no es el número de un solo desafío abierto
arg-seek-game-first = no es el nombre de un juego: escribe primero el juego, como en "seek chess"
arg-needs-colour = necesita "white" o "black"
arg-rating-two-numbers = necesita dos números, como en "rating 1400-1700"
arg-rating-upside-down = está al revés: la puntuación más baja va primero, como en "rating { $low }-{ $high }"
arg-rating-too-high = supera los { $max } puntos, una puntuación que nadie alcanza
arg-days-number = necesita un número de días (1 como mínimo)
arg-moves-need-days = necesita también los días, como en "{ $moves } moves in 30 days"
arg-vacation-zero = no es un número de días (para terminar unas vacaciones, escribe "vacation off")
arg-not-days = no es un número de días
arg-not-duration = no es una duración como "12h", "30m", "2d" o "1 day 6 hours"
# $what: after (la espera antes de un recordatorio) o before (el plazo).
arg-duration-zero =
    { $what ->
        [after] es un tiempo de espera demasiado corto
       *[before] es demasiado poco tiempo antes de que venza el plazo
    }
arg-not-reminder-setting = no es una opción de los recordatorios
arg-not-language = no es un idioma disponible aquí: { $codes }
arg-not-language-close = no es un idioma disponible aquí (¿quisiste decir "{ $close }"?)
arg-not-notation = no es una notación disponible: { $codes }
arg-not-notation-close = no es una notación disponible (¿quisiste decir "{ $close }"?)
arg-tournament-name-quotes = no es un nombre entre comillas: el nombre del torneo va después del juego, entre comillas
arg-no-closing-quote = no tiene comillas de cierre tras el nombre
arg-empty-name = es un nombre vacío
arg-withdrawals = necesita "fide" o "iccf"
arg-players = necesita un número, o dos como en "players 4-8"
arg-start-date = necesita una fecha con la forma 2026-12-01
arg-not-tournament-number = no es un número de torneo
arg-not-on-off = no es "on" ni "off"
arg-not-private-public = no es "private" ni "public"

# Las formas de cada comando, tras "Escribe:". Las palabras del comando
# quedan en inglés; las palabras en mayúsculas son lo que el jugador pone en
# su lugar (las mismas que en help.txt).
usage-accept = accept seek N (el número del desafío abierto en "seeks")
usage-analyse = analyse PARTIDA (su número, como 42), o analyse a secas en el hilo de la partida
usage-claim = claim draw
usage-conditions = conditions (para ver tus líneas), o conditions clear
usage-follow = follow DIRECCIÓN
usage-followers = followers on, o followers off
usage-games = games (la lista), games private, o games public
usage-join = join N (el número del torneo), o join N with COMPAÑERO en los juegos a cuatro
usage-language = language en|de|ru|pl|it|es|fr|nl|pt, o language (para ver el tuyo)
usage-move = move JUGADA, por ejemplo: move e4
usage-notation = notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf, o notation (para ver la tuya)
usage-notify = notify seeks JUEGO, o notify seeks off
usage-observe = observe PARTIDA (su número, como 42), observe tournament N, u observe (para ver lo que observas)
usage-remind = remind on, remind off, remind digest, remind after 12h, remind before 2h, o remind default
usage-rules = rules, o rules JUEGO
usage-say = say TEXTO (en el bughouse: say partner TEXTO)
usage-seek = seek JUEGO [days N | M moves in D days] [casual] [as white|black] [rating MIN-MAX] [private], o seek bughouse [with COMPAÑERO]
usage-seeks = seeks, o seeks JUEGO
usage-unfollow = unfollow DIRECCIÓN, o unfollow all
usage-unobserve = unobserve PARTIDA, unobserve tournament N, o unobserve all
usage-unseek = unseek N (el número de tu desafío abierto), o unseek all
usage-vacation = vacation N (días), o vacation off
usage-if = if SUYA then MÍA, o una línea: if SUYA MÍA SUYA MÍA ... (las jugadas separadas por espacios; en los juegos de dos jugadas por turno, las dos jugadas de un turno unidas por una barra, como Cf3/e4)
usage-new = new JUEGO with DIRECCIÓN [as white|black] [days N | M moves in D days] [from FEN], o new bughouse with COMPAÑERO against RIVAL1 RIVAL2; "computer" [level 1-8] puede ocupar el lugar de cualquier otro jugador
usage-tournament = tournament new JUEGO "NOMBRE" [double] [players MIN-MAX] [days N | M moves in D days] [casual] [private] [starts FECHA] [withdrawals iccf], tournaments, o tournament N
