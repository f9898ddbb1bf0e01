# El archivo web (`[web]`, templates/web/): las palabras de sus páginas, en
# el idioma que eligió el administrador (`[web] language`). Las páginas
# toman también las palabras de los correos cuando dicen lo mismo: los
# nombres de los juegos (`variant`), los bandos (`seat`), los ritmos de
# juego, los resultados (`outcome-win`...), "Le toca jugar a X"
# (`observed-to-move`), el análisis (`analysis-summary`...).
# Los comandos que un lector escribe al bot ("accept seek N", "ratings
# JUEGO") quedan como están: el bot los lee en inglés, escriba quien escriba.

## Todas las páginas

# Los enlaces de la parte superior de cada página.
web-nav-games = Partidas
web-nav-ratings = Puntuaciones
web-nav-seeks = Desafíos abiertos
web-nav-tournaments = Torneos
# El pie de cada página. $site: el título del sitio (por omisión, el nombre
# del bot); $written: cuándo se generó la página, una fecha y una hora
# (7 de diciembre de 2026, 14:05 UTC).
web-footer = Partidas por correspondencia que { $site } arbitra por correo. Los jugadores aparecen con el nombre que eligieron, o con su dirección abreviada; no se muestran las partidas que un jugador mantiene privadas. Esta página se generó el { $written }.

## La portada

web-index-in-play = Partidas en juego
web-index-none-in-play = Ahora mismo no hay ninguna partida en juego.
web-index-results = Resultados recientes
web-index-no-results = Todavía no ha terminado ninguna partida.
web-index-all-games = Todas las partidas
# Bajo "Todas las partidas", antes de la primera partida.
web-index-no-games = Ninguna todavía.
# Junto a la clasificación de cada juego: cuántos jugadores tienen en él
# una puntuación consolidada ($n).
web-rated-players =
    { $n ->
        [one] { $n } jugador con puntuación
       *[other] { $n } jugadores con puntuación
    }
# Una lista de las partidas por número: su enlace en la portada, su título
# y su encabezado. $first, $last: los números de la primera y la última
# partida de la lista.
web-games-range = Partidas del { $first } al { $last }

## Una partida en una lista, y cómo va

# Una partida terminada. $result: 1-0, 0-1 o 1/2-1/2; $how: cómo terminó
# (las blancas ganan por jaque mate); $day: el día en que terminó (7 de
# diciembre de 2026).
web-game-over-on = { $result } ({ $how }), { $day }
# Lo mismo cuando no se sabe el día en que terminó.
web-game-over = { $result } ({ $how })
# Una partida en juego. $day: el día de su última jugada.
web-line-last-move = en juego, última jugada el { $day }
web-line-no-move = en juego, todavía sin jugadas

## Una lista de partidas por número

web-list-none = No hay ninguna partida pública entre estos números.
# Los enlaces a las listas de los números anteriores y siguientes.
web-list-before = Partidas anteriores
web-list-after = Partidas siguientes

## La página de una partida

# Su título y su encabezado. $id: el número de la partida; $variant: el
# nombre del juego (ajedrez).
web-game-title = Partida #{ $id }: { $variant }
# Los nombres de los datos de la parte superior de la página de una partida
# (y de la de un torneo); los jugadores aparecen con su bando (blancas,
# negras...).
web-fact-game = Juego
web-fact-result = Resultado
web-fact-state = Estado
web-fact-started = Comienzo
web-fact-record = Registro
web-fact-form = Sistema
# El juego y sus condiciones. $variant: el nombre del juego; $rated: yes (el
# resultado cambia las puntuaciones) o no; $control: el ritmo de juego (3
# días por jugada).
web-game-terms =
    { $variant }, { $rated ->
        [yes] partida puntuable
       *[no] partida amistosa
    }; { $control }
# El enlace que descarga el registro de la partida. $kind: PGN, o BPGN para
# los juegos de dos tableros.
web-game-record = { $kind } de la partida
# Los enlaces a la primera posición, a la última y a las jugadas.
web-jump-start = Inicio
web-jump-final = Posición final
web-jump-now = Posición actual
web-moves = Jugadas
web-no-move-yet = Todavía no hay jugadas.

## Las posiciones de una partida: una imagen de cada una, que se recorren con enlaces

# El encabezado de la posición tras un turno. $turn: el turno con su número
# (12... Cf6).
web-position-after = Tras { $turn }
# El encabezado de la primera posición.
web-position-start = Posición inicial
# Los enlaces que llevan a la primera posición, a la anterior y a la
# siguiente (las flechas señalan el sentido).
web-step-first = |< inicio
web-step-back = < anterior
web-step-next = siguiente >
# Qué son esos enlaces, para un lector de pantalla.
web-steps-label = Recorrer las posiciones

## El análisis tras la partida

web-analysis = Análisis
# Bajo "Analizada por ...": qué muestra el gráfico.
# $kind: como en analysis.ftl ("single": un turno es una jugada; "double").
web-analysis-legend =
    Las posibilidades de ganar de las blancas tras cada { $kind ->
        [double] turno
       *[single] jugada
    }; un punto marca un error (pequeño) o un error grave (grande).
# La evaluación de un turno, desde el punto de vista de las blancas: en
# peones (+0.35), un mate en tantos turnos (#3, #-2), ? si no se conoce; o
# el final de la partida tras él: mate o tablas.
web-eval =
    { $eval ->
        [mate] mate
        [draw] tablas
       *[other] { $eval }
    }

# Tras un turno considerado un error: el turno que el motor encontró mejor
# ($better, como 12. Cf3).
web-analysis-better = { $better } era mejor

## Las clasificaciones

web-ratings = Puntuaciones
# El título y el encabezado de la clasificación de un juego. $variant: el
# nombre del juego.
web-ratings-title = Puntuaciones: { $variant }
# $established: cuántos jugadores tienen una puntuación consolidada;
# $variant: el nombre del juego; $listed: all (aparecen todos) o best (solo
# aparecen los $shown mejores).
web-ratings-intro =
    { $established ->
        [one] { $established } jugador tiene
       *[other] { $established } jugadores tienen
    } una puntuación de { $variant } consolidada (Glicko-2, con una desviación de 110 o menos){ $listed ->
        [best] ; aparecen los { $shown } mejores
       *[all] {""}
    }. Las puntuaciones provisionales no aparecen.
# Los encabezados de las columnas (la primera es el puesto, "#"; la tercera
# la desviación de la puntuación, "±", que explica esta palabra).
web-ratings-player = Jugador
web-ratings-rating = Puntuación
web-ratings-deviation = desviación
web-ratings-games = Partidas
web-ratings-about = Una puntuación por juego y jugador, que cambia con el resultado de cada partida puntuable. Escribe "ratings JUEGO" al bot para recibir lo mismo por correo.

## Los desafíos abiertos

web-seeks-title = Desafíos abiertos
# $accept: el comando que acepta un desafío abierto (accept seek N); $bot:
# la dirección del bot, un enlace; $seek: el comando que publica uno (seek
# JUEGO).
web-seeks-intro = Jugadores que buscan rival. Acepta un desafío escribiendo { $accept } a { $bot } (el enlace que hay junto a cada uno te lo rellena); publica el tuyo con { $seek }.
# Tras los desafíos de la lista: $more: cuántos más hay abiertos; $seeks:
# el comando que los muestra todos (seeks).
web-seeks-more = … y { $more } más: escribe { $seeks } al bot para verlos.

## Los torneos

web-tournaments = Torneos
web-tournaments-none = Todavía no ha comenzado ningún torneo. Escribe "tournaments" al bot para ver los que tienen la inscripción abierta.
# Cómo va un torneo. $state: finished o running.
web-tournament-state =
    { $state ->
        [finished] terminado
       *[running] en curso
    }
# Un torneo en las listas. $variant: el nombre de su juego; $state: cómo va
# (web-tournament-state).
web-tournament-about = { $variant }, { $state }
# El título y el encabezado de su página. $id: su número; $name: su nombre.
web-tournament-title = Torneo #{ $id }: { $name }
# Cómo se juega. $kind: single (cada pareja se enfrenta una vez) o double
# (dos, una con cada color); $entrants: cuántos juegan; $rounds: sus rondas
# (0 cuando aún no se sabe).
web-tournament-form =
    { $kind ->
        [double] todos contra todos a doble vuelta
       *[single] todos contra todos
    }, { $entrants ->
        [one] { $entrants } jugador
       *[other] { $entrants } jugadores
    }{ $rounds ->
        [0] {""}
        [one] , { $rounds } ronda
       *[other] , { $rounds } rondas
    }
web-tournament-crosstable = Tabla cruzada
web-tournament-pairings = Emparejamientos
# Antes de cada emparejamiento. $round: el número de su ronda.
web-tournament-round = Ronda { $round }:
# La partida de un emparejamiento que no ha terminado: perdida por
# incomparecencia ($who: quien no compareció), en juego o sin jugar.
web-pairing-forfeit = incomparecencia de { $who }
web-pairing-in-play = en juego
web-pairing-unplayed = sin jugar
