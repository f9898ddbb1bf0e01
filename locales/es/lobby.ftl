# El lobby: los desafíos abiertos (seeks), las respuestas a seek/unseek/notify
# seeks, las listas y el resumen diario de nuevos desafíos abiertos.

# Las condiciones de un desafío abierto: "ajedrez, 3 días por jugada,
# puntuable, quien lo publica juega con blancas, en equipo con bob, para
# jugadores con una puntuación entre 1400 y 1700, privada".
# $rated: rated o casual; $side: white, black o none; $partner: un nombre,
# o none; $range: seek-range o seek-range-anyone; $private: yes o no.
seek-terms =
    { $variant }, { $control }, { $rated ->
        [casual] amistosa
       *[rated] puntuable
    }{ $side ->
        [white] , quien lo publica juega con blancas
        [black] , quien lo publica juega con negras
       *[none] {""}
    }{ $partner ->
        [none] {""}
       *[other] , en equipo con { $partner }
    }, { $range }{ $private ->
        [yes] , privada
       *[no] {""}
    }
seek-range-anyone = cualquiera puede aceptarlo
# $max: un número, o none.
seek-range =
    para jugadores con una puntuación { $max ->
        [none] de { $min } o más
       *[other] entre { $min } y { $max }
    }
# Una línea de una lista de desafíos abiertos: "#12 ajedrez, 3 días por
# jugada, puntuable, cualquier color: bob (1512), rivales con 1400-1700;
# publicado hace 3 h". $min y $max: el margen de quien lo acepte, o none;
# $age: age-*; $mine: yes en los del propio lector.
seek-line =
    #{ $id } { $variant }, { $control }, { $rated ->
        [casual] amistosa
       *[rated] puntuable
    }, { $side ->
        [white] con blancas
        [black] con negras
       *[none] cualquier color
    }: { $who } ({ $rating }){ $min ->
        [none] {""}
       *[other] , para rivales de { $max ->
            [none] { $min } o más
          *[other] { $min } a { $max }
        }
    }; publicado hace { $age }{ $mine ->
        [yes] {"  "}(tuyo)
       *[no] {""}
    }
age-minutes = { $n } min
age-hours = { $n } h
age-days =
    { $n ->
        [one] { $n } día
       *[other] { $n } días
    }
seek-waiting-line = #{ $id } espera la confirmación de tu compañero: { $terms }

# La lista de desafíos abiertos y el resumen.
seeks-subject = Desafíos abiertos
seeks-subject-game = Desafíos abiertos: { $game }
seeks-subject-new = Nuevos desafíos abiertos
seeks-digest-intro = Nuevos desafíos abiertos en los juegos de los que pediste aviso:
seeks-digest-how = Para aceptar uno, escribe "accept seek N" a { $bot }. "notify seeks off" pone fin a estos correos (como mucho uno al día).
seeks-open = Desafíos abiertos, primero los que llevan más tiempo esperando ({ $total } en total):
seeks-open-game = Desafíos abiertos de { $game }, primero los que llevan más tiempo esperando ({ $total } en total):
seeks-more = ... y { $more } más ("seeks JUEGO" muestra los de un juego).
seeks-none = Ahora mismo nadie busca partida.
seeks-none-game = Ahora mismo nadie busca una partida de { $game }.
seeks-waiting = Los desafíos abiertos de tu equipo que esperan a tu compañero:
seeks-how =
    "accept seek N" acepta el desafío abierto N: la partida empieza al instante. Para publicar el tuyo, escribe "seek JUEGO" (con, si quieres, days N, casual, as white|black, rating MIN-MAX, private); se empareja al instante con un desafío abierto que encaje, o espera { $days ->
        [one] { $days } día
       *[other] { $days } días
    } a que alguien lo acepte. "help" explica el resto.

# Las respuestas.
seek-partner-invite-subject = { $who } te propone jugar una partida de { $variant } en equipo
seek-partner-invite =
    { $who } ({ $address }) busca una partida de { $variant } contigo como compañero: { $terms }.

    Para jugar, escribe "accept seek { $id }" a { $bot }. La partida empieza cuando se encuentre otro equipo (o dos jugadores sin compañero); entonces se avisa a todos de quién juega con quién y en qué tablero. Si no quieres, no hagas nada.
seek-waits-for-partner-subject = Desafío abierto #{ $id }: esperando a tu compañero
seek-waits-for-partner = Tu desafío abierto #{ $id } ({ $terms }) espera a que { $partner } lo confirme (escribiendo "accept seek { $id }"); a partir de entonces queda abierto a los demás.
seek-open-subject = Desafío abierto #{ $id } publicado
# $four: yes en los juegos a cuatro.
seek-open =
    Tu desafío abierto #{ $id } está publicado: { $terms }.{ $four ->
        [yes] {" "}La partida empieza cuando haya cuatro jugadores.
       *[no] {""}
    } Se acepta con "accept seek { $id }", y si otra persona publica un desafío abierto que encaje con el tuyo, se emparejan al instante. Sigue abierto { $days ->
        [one] { $days } día
       *[other] { $days } días
    }; "unseek { $id }" lo retira, y "seeks" muestra los que están abiertos.
# La primera línea del correo con el tablero de la nueva partida. $seeks:
# cuántos desafíos abiertos se han emparejado; $numbers: sus números (#12, #14).
seek-game-started =
    La partida ha comenzado: { $seeks ->
        [one] se ha aceptado el desafío abierto { $numbers }
       *[other] se han emparejado los desafíos abiertos { $numbers }
    }. Jugadores: { $players }.{ $four ->
        [yes] {" "}Compañeros: las blancas del tablero A con las negras del tablero B, contra los otros dos.
       *[no] {""}
    }
seek-partner-confirmed-subject = Desafío abierto #{ $n }: tu compañero ha confirmado
seek-partner-confirmed = { $who } ha confirmado: el desafío abierto #{ $n } de tu equipo está publicado.
seek-joined-subject = Desafío abierto #{ $first }: te has unido
seek-joined =
    Te has unido al desafío abierto #{ $first }: la partida empieza cuando haya cuatro jugadores. Tu plaza se guarda como desafío abierto #{ $id } (abierto durante { $days ->
        [one] { $days } día
       *[other] { $days } días
    }; "unseek { $id }" lo retira).
unseek-subject = Desafíos abiertos retirados
unseek-one = Se ha retirado tu desafío abierto #{ $n }.
unseek-all =
    { $count ->
        [0] No tenías ningún desafío abierto.
        [one] Se ha retirado tu desafío abierto.
       *[other] Se han retirado tus { $count } desafíos abiertos.
    }
notify-seeks-subject = Avisos de desafíos abiertos
notify-seeks-none = No habías pedido avisos de desafíos abiertos.
notify-seeks-off = Ya no recibirás avisos de nuevos desafíos abiertos.
notify-seeks-on = Recibirás como mucho un correo al día con los nuevos desafíos abiertos de { $games } (solo los días en que haya alguno). "notify seeks off" pone fin a ello.
seek-expired-subject = Desafío abierto #{ $id } caducado
seek-expired =
    Tu desafío abierto #{ $id } ({ $terms }) ha estado abierto { $days ->
        [one] { $days } día
       *[other] { $days } días
    } sin que nadie lo aceptara, así que ha caducado. "seek ..." lo vuelve a publicar; "seeks" muestra los que están abiertos.
