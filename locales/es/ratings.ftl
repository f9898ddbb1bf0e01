# Las puntuaciones, la clasificación y el nombre con que aparece cada jugador.

ratings-subject-standings = Clasificación: { $variant }
ratings-subject-mine = Tus puntuaciones
ratings-subject-of = Puntuaciones de { $name }
standings-head =
    La clasificación de { $variant }: { $shown ->
        [one] el mejor
       *[other] los { $shown } mejores
    } de { $established ->
        [one] { $established } jugador con puntuación consolidada
       *[other] { $established } jugadores con puntuación consolidada
    }
standings-head-empty = La clasificación de { $variant }: todavía ningún jugador tiene una puntuación consolidada
standings-established = (una puntuación queda consolidada cuando su desviación es de 110 o menos).
# Una línea de la clasificación: $rank llega rellenado a tres posiciones y
# $name al nombre más largo, para que las columnas queden alineadas; $you:
# yes para el lector.
standings-line =
    { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }){ $you ->
        [yes] {"  "}(tú)
       *[no] {""}
    }
standings-you-ranked = Ocupas el puesto { $rank } de { $established } con { $rating } (desviación { $deviation }).
standings-you-provisional = Tu puntuación, { $rating } (desviación { $deviation }), es provisional, así que todavía no aparece en la clasificación: aparecerá cuando la desviación sea de 110 o menos (unas pocas partidas puntuables más).
standings-you-unrated = Todavía no has jugado ninguna partida puntuable de { $variant }.
ratings-head-mine = Tus puntuaciones (los demás te ven como { $name }):
ratings-head-of = Las puntuaciones de { $name }:
# $change: el último cambio, con signo (+12, -8).
rating-line =
    { $variant }: { $rating } (desviación { $deviation }{ $provisional ->
        [yes] , provisional
       *[no] {""}
    }), { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, último cambio { $change }
rating-line-unplayed = { $variant }: { $rating } (todavía ninguna partida puntuable)
ratings-footer = Puntuaciones Glicko-2, una por juego; un ? marca las provisionales (desviación superior a 110), que la clasificación deja fuera. "ratings JUEGO" muestra la clasificación de un juego, "ratings" tus propias puntuaciones, y "name NOMBRE" cómo apareces en la clasificación.

name-subject-show = Tu nombre en la clasificación
name-subject-removed = Nombre eliminado
name-subject-set = Nombre guardado
name-shown-as = La clasificación te muestra como "{ $name }". Escribe "name NOMBRE" para cambiarlo, o "name off" para aparecer como { $masked }.
name-shown-masked = La clasificación te muestra como { $masked } (tu dirección, abreviada). Escribe "name NOMBRE" para aparecer con el nombre que elijas.
name-removed = La clasificación vuelve a mostrarte como { $masked }.
name-set = La clasificación y las respuestas a "ratings" que reciben los demás jugadores te muestran ahora como "{ $name }".
