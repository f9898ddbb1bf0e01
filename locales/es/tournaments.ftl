# Los torneos: las respuestas a los comandos de los torneos, los correos de
# un torneo (la invitación a un compañero, el comienzo, las tablas cruzadas,
# la clasificación final), las retiradas y los torneos cancelados.
# El inglés es el original; todos los demás idiomas tienen las mismas claves.
# En las frases, el título va con artículo: "el Torneo #3, Primavera",
# "del Torneo #3, Primavera".

## Palabras de muchos correos de torneo

# Cómo nombran los correos un torneo: "Torneo #3, Open de Primavera".
# $name: el nombre que le dio quien lo organiza.
tournament-title = Torneo #{ $id }, { $name }

# Un torneo en una línea: "ajedrez, todos contra todos a una vuelta, de 3 a
# 16 jugadores, 3 días por jugada, puntuable, retiradas según la regla de la
# FIDE". $variant: el juego; $double: yes a doble vuelta (cada pareja juega
# dos veces), si no no; $size: tournament-size o tournament-size-range;
# $control: el ritmo de juego ("3 días por jugada"); $rated: rated o
# casual; $rule: fide o iccf (la regla que se aplica cuando alguien se
# retira).
tournament-terms =
    { $variant }, { $double ->
        [yes] todos contra todos a doble vuelta
       *[no] todos contra todos a una vuelta
    }, { $size }, { $control }, { $rated ->
        [casual] amistoso
       *[rated] puntuable
    }, retiradas según la regla de la { $rule ->
        [iccf] ICCF
       *[fide] FIDE
    }
# Exactamente $n inscritos; $teams: yes cuando son equipos de dos, si no no.
tournament-size =
    { $teams ->
        [yes] { $n ->
            [one] { $n } equipo de dos
          *[other] { $n } equipos de dos
        }
       *[no] { $n ->
            [one] { $n } jugador
          *[other] { $n } jugadores
        }
    }
# De $min a $max inscritos; $teams: yes cuando son equipos de dos.
tournament-size-range =
    { $teams ->
        [yes] de { $min } a { $max } equipos de dos
       *[no] de { $min } a { $max } jugadores
    }

# El asunto de un correo sobre un torneo: su título (tournament-title) y
# de qué trata el correo. $what: open (la respuesta a "tournament new"),
# joined, waiting-partner (la respuesta a quien nombra a un compañero),
# team-in (su compañero ha confirmado), ready (a quien lo organiza: ya hay
# suficientes inscritos), called-off, team-left (un compañero se ha dado de
# baja), left, started, withdrew, team-out (un equipo cuyo compañero no
# confirmó antes del comienzo), partner-late (el compañero no confirmó a
# tiempo), entrants (la respuesta a "tournament N" antes del comienzo),
# crosstable (lo mismo, después), final (la clasificación final), section
# (el correo del comienzo con los emparejamientos).
tournament-subject =
    { $title }: { $what ->
        [joined] te has inscrito
        [waiting-partner] esperando a tu compañero
        [team-in] tu equipo está inscrito
        [ready] listo para empezar
        [called-off] cancelado
        [team-left] tu equipo se ha dado de baja
        [left] te has dado de baja
        [started] ha comenzado
        [withdrew] te has retirado
        [team-out] tu equipo no participa
        [partner-late] tu compañero no ha confirmado
        [entrants] inscritos
        [crosstable] tabla cruzada
        [final] clasificación final
        [section] ha comenzado
       *[open] inscripción abierta
    }
# El asunto de un correo con la tabla cruzada: han terminado $over de las
# $total partidas.
crosstable-subject = { $title }: tabla cruzada tras { $over } de { $total } partidas

# La regla de las retiradas, explicada en el correo del comienzo. $rule:
# fide o iccf.
tournament-rule =
    { $rule ->
        [iccf] Quien se retire, o pierda tres partidas por tiempo, queda fuera del torneo: sus partidas terminadas se mantienen y cada partida que tenga en juego cuenta como perdida (regla de la ICCF).
       *[fide] Quien se retire, o pierda tres partidas por tiempo, queda fuera del torneo: sus partidas en juego terminan y cuentan como perdidas; si ha terminado menos de la mitad de sus partidas, no cuenta ninguna de ellas (regla de la FIDE).
    }

# Una partida tal como la nombra una lista: "partida #12".
tournament-game-number = partida #{ $id }

## Las respuestas a los comandos de los torneos

# La respuesta a "tournament new". $title: tournament-title; $terms:
# tournament-terms; $id: su número; $teams: yes cuando se inscriben equipos
# de dos (COMPAÑERO: la dirección del compañero); $bot: la dirección del
# bot; $starts: su fecha de comienzo, o none; $min y $max: los inscritos
# que necesita como mínimo para empezar y los que admite como máximo.
tournament-opened =
    El { $title } está abierto: { $terms }.

    Para inscribirse, los jugadores escriben { $teams ->
        [yes] "join { $id } with COMPAÑERO" (un equipo de dos; el compañero lo confirma)
       *[no] "join { $id }"
    } a { $bot }. { $starts ->
        [none] Empieza cuando se hayan inscrito { $max }, o cuando escribas "start { $id }" si ya hay { $min } inscritos.
       *[other] Empieza el { $starts }, o antes: cuando se hayan inscrito { $max }, o cuando escribas "start { $id }" si ya hay { $min } inscritos.
    }

    Lo organizas tú; para jugar en él, inscríbete también. "tournament { $id }" muestra quién se ha inscrito; "leave { $id }" lo cancela antes del comienzo.

# La respuesta a "join N". $count: los inscritos hasta ahora; $max y $min:
# los que admite como máximo y los que necesita como mínimo; $starts: su
# fecha de comienzo, o none; $partner: el compañero de un equipo, o none.
tournament-joined =
    Te has inscrito en el { $title }: { $terms }. Inscritos hasta ahora: { $count } de un máximo de { $max }. Empieza { $starts ->
        [none] cuando se hayan inscrito { $max }, o cuando quien lo organiza le dé comienzo (cuando ya haya { $min } inscritos)
       *[other] el { $starts }, o antes si se inscriben { $max } o quien lo organiza le da comienzo
    }; entonces recibirás un correo con tus emparejamientos, y un correo por cada una de tus partidas. "leave { $id }" te da de baja antes del comienzo.{ $partner ->
        [none] {""}
       *[other] {" "}Juegas en equipo con { $partner }.
    }
# A quien ha nombrado a un compañero: $address: la del compañero; $wait:
# cuánto tiempo se guarda la plaza ("3 días").
tournament-partner-asked = Has pedido a { $address } que juegue contigo en el { $title }. La plaza de tu equipo se guarda durante { $wait }: entra en el torneo en cuanto tu compañero lo confirme (respondiendo "join { $id }").
# A quien ha nombrado a un compañero, cuando el compañero ($name) confirma.
tournament-team-confirmed = { $name } ha confirmado: jugarás el { $title } en equipo.
# A quien lo organiza, cuando se han inscrito $count, el mínimo que
# necesita; $more: yes cuando aún pueden inscribirse más (hasta $max), si
# no no.
tournament-ready =
    El { $title } tiene { $count } inscritos, el mínimo necesario: escribe "start { $id }" para darle comienzo{ $more ->
        [yes] , o espera a que se inscriban más (hasta { $max })
       *[no] {""}
    }.
# A quien organiza un torneo abierto y se da de baja: se han enviado $told
# correos a sus inscritos.
tournament-organiser-left =
    Organizabas el { $title }: al darte de baja, queda cancelado, y se ha avisado a sus inscritos ({ $told ->
        [one] { $told } correo
       *[other] { $told } correos
    }).
# A quien nombró a un compañero ($name) que ha rechazado ("leave N").
tournament-partner-refused = { $name } no jugará contigo en el { $title }: tu inscripción queda cancelada. Vuelve a inscribirte con otro compañero.
# Al compañero de alguien ($name) que se ha dado de baja antes del comienzo.
tournament-team-left = { $name } se ha dado de baja del { $title }: la inscripción de tu equipo queda cancelada.
tournament-you-left = Ya no participas en el { $title }.
# La respuesta a "withdraw N": han terminado $ended partidas en juego;
# $annulled: yes cuando no cuenta ninguna partida del inscrito (regla de la
# FIDE), si no no.
tournament-withdrew =
    Te has retirado del { $title }. { $ended ->
        [one] Ha terminado { $ended } partida que estaba en juego.
       *[other] Han terminado { $ended } partidas que estaban en juego.
    } { $annulled ->
        [yes] Has terminado menos de la mitad de tus partidas, así que ninguna de ellas cuenta en la tabla cruzada (regla de la FIDE).
       *[no] Tus partidas terminadas se mantienen; las que seguían en juego cuentan como perdidas.
    }
# El comienzo, comunicado a quien lo organiza: $count inscritos, $games
# partidas en $rounds rondas.
tournament-started =
    El { $title } ha comenzado: { $count } jugadores, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } en { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }, todas ya en marcha. Cada inscrito recibe en un correo los emparejamientos de su grupo, y cada jugador, un correo por cada una de sus partidas.
# Lo mismo, cuando la inscripción del último le dio comienzo: $started:
# tournament-started.
tournament-started-full = El { $title } estaba completo. { $started }

## "tournaments" y "tournament N"

tournament-list-subject = Torneos
tournament-list-open = Torneos con inscripción abierta (escribe "join N" para jugar en uno):
tournament-list-none = Ahora mismo no hay ningún torneo con la inscripción abierta.
tournament-list-yours = Los tuyos:
tournament-list-how =
    "tournament N" muestra uno (sus inscritos, o su tabla cruzada). Para
    organizar uno: tournament new JUEGO "NOMBRE" (las condiciones se explican en "help").
# Un torneo de las listas: "#3 Open de Primavera: ajedrez, ...; inscripción
# abierta, 3 de un máximo de 8 inscritos". $state: tournament-state-*;
# $mine: yes cuando lo organiza el lector, si no no; $playing: yes cuando
# juega en él, si no no.
tournament-list-line =
    #{ $id } { $name }: { $terms }; { $state }{ $mine ->
        [yes] ; lo organizas tú
       *[no] {""}
    }{ $playing ->
        [yes] ; juegas en él
       *[no] {""}
    }
# $joined inscritos de un máximo de $max; $starts: su fecha de comienzo, o
# none.
tournament-state-open =
    inscripción abierta, { $joined } de un máximo de { $max } inscritos{ $starts ->
        [none] {""}
       *[other] , empieza el { $starts }
    }
tournament-state-running =
    en curso, { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
tournament-state-finished = terminado
tournament-state-called-off = cancelado

# "tournament N": $title: tournament-title; $terms: tournament-terms.
tournament-about = { $title }: { $terms }.
tournament-organised-by = Organizado por { $organiser }.
# Antes del comienzo: se han inscrito $joined de un máximo de $max; necesita $min.
tournament-open-joined = Inscripción abierta: se han inscrito { $joined } de un máximo de { $max }; hacen falta { $min } para empezar.
# Un inscrito de una lista (" 1. Ana y Benito (1500?)") cuyo compañero
# ($partner) aún no ha confirmado.
tournament-entrant-waiting = { $line } (esperando a que { $partner } confirme)
# $starts: su fecha de comienzo, o none; $max: los que admite como máximo.
tournament-open-start =
    { $starts ->
        [none] Empieza cuando se hayan inscrito { $max }, o cuando quien lo organiza le dé comienzo.
       *[other] Empieza el { $starts }, o antes si se inscriben { $max } o quien lo organiza le da comienzo.
    }
# Cómo inscribirse en el torneo $id; $teams: yes para equipos de dos
# (COMPAÑERO: la dirección del compañero), si no no.
tournament-how-to-join =
    Para jugar, escribe "join { $id }"{ $teams ->
        [yes] {" "}con la dirección de tu compañero: "join { $id } with COMPAÑERO" (después tu compañero lo confirma)
       *[no] {""}
    }.
tournament-called-off-on = Se canceló el { $ended }.
tournament-over-standings = Ha terminado. La clasificación final:
tournament-in-play = Partidas en juego (quién espera a quién):
# Una partida en juego: "#12, ronda 3: Ana contra Darío: turno de Ana".
# $to_move: a quién le toca jugar (un nombre, dos unidos por "y", o nadie).
tournament-waiting = #{ $id }, ronda { $round }: { $white } contra { $black }: turno de { $to_move }

## La invitación a un compañero

tournament-partner-subject = { $title }: { $leader } te propone jugar en su equipo
# $leader: quien ha nombrado al lector, $address: su dirección; $double:
# yes a doble vuelta, si no no; $wait: cuánto tiempo se guarda la plaza.
tournament-partner-invite =
    { $leader } ({ $address }) te pide que seas su compañero en el { $title }:
    { $terms }.

    Cada equipo de dos juega contra cada uno de los demás { $double ->
        [yes] dos veces, una con cada bando
       *[no] una vez
    }; los dos compañeros se
    turnan en los tableros. Para jugar, responde a este correo con

        join { $id }

    Para rechazar la invitación, responde con "leave { $id }". Si no respondes
    en un plazo de { $wait }, la plaza queda libre.

## El comienzo

# $partner: el compañero que no confirmó, o none.
tournament-team-out =
    El { $title } comenzó antes de que { $partner ->
        [none] tu compañero
       *[other] { $partner }
    } confirmara, así que tu equipo no participa.
# La primera línea del primer correo de cada partida.
tournament-game-started = La partida ha comenzado: ronda { $round } del { $title }.
# Las últimas líneas de cada correo de una partida de torneo: $name: el
# nombre del torneo, $id: su número.
tournament-game-footer = { $name } (torneo #{ $id }), ronda { $round } de { $rounds }: "tournament { $id }" muestra su tabla cruzada.
tournament-start-intro = El { $title } ha comenzado: { $terms }.
# $count inscritos; $variant: el juego, cuyas puntuaciones muestra la lista
# (un ? tras las provisionales).
tournament-start-entrants =
    Los { $count } inscritos, por orden de su número en la tabla de emparejamientos
    (con su puntuación de { $variant }; un ? marca las provisionales):
# $count: cuántas partidas juega el lector.
tournament-start-games =
    Tus partidas ({ $count }; cada una llega en su propio correo, como
    cualquier partida: responde allí con tus jugadas):
# Una de ellas: "Ronda 2: partida #14, juegas con blancas contra Benito
# (1500?)". $seat: el bando del lector; $name: el rival, $rating: su
# puntuación.
tournament-start-game = Ronda { $round }: partida #{ $id }, juegas con { $seat } contra { $name } ({ $rating })
# $control: el ritmo de juego; $rated: rated o casual.
tournament-start-control =
    Ritmo de juego: { $control }, en todas las partidas. { $rated ->
        [casual] Las partidas son amistosas: no cambian ninguna puntuación.
       *[rated] Las partidas son puntuables.
    }
# $rule: tournament-rule.
tournament-start-withdrawals = Retiradas: { $rule }
tournament-start-ties =
    Desempates: los inscritos empatados a puntos se ordenan por el sistema
    Sonneborn-Berger (la suma, partida a partida, de los puntos obtenidos
    multiplicados por los puntos de ese rival), después por el número de
    partidas ganadas y después por los resultados de las partidas entre ellos.
tournament-start-after =
    Tras cada partida terminada recibirás la tabla cruzada (como mucho un
    correo al día; los resultados que lleguen más seguidos esperan al
    siguiente), y al terminar, la clasificación final con todas las partidas
    del torneo en PGN. "tournament { $id }" muestra la tabla cruzada en
    cualquier momento; "withdraw { $id }" te retira del torneo.

## Retiradas y torneos cancelados

# A los jugadores de una partida que ha terminado por una retirada: $name
# ha dejado el torneo.
tournament-withdrawal-subject = Partida terminada: { $name } se ha retirado del torneo
# $why: withdrew (escribió "withdraw N") o time (una tercera partida
# perdida por tiempo); $annulled: yes cuando no cuenta ninguna de sus
# partidas: terminó $finished de sus $total partidas, menos de la mitad
# (regla de la FIDE).
tournament-withdrawal-game =
    La partida #{ $id } ha terminado: { $why ->
        [time] { $name } ha perdido tres partidas por tiempo y queda fuera del { $title }
       *[withdrew] { $name } se ha retirado del { $title }
    }.
    { $annulled ->
        [yes] { $name } terminó { $finished } de { $total ->
            [one] { $total } partida
          *[other] { $total } partidas
        }, menos de la mitad, así que ninguna partida de { $name } cuenta en la tabla cruzada (regla de la FIDE).
       *[no] La partida cuenta como perdida por { $name }.
    }
tournament-called-off-game-subject = Partida terminada: torneo cancelado
# $why: tournament-why-*.
tournament-called-off-game =
    La partida #{ $id } ha terminado: el { $title } se ha cancelado. { $why }
    La partida no cuenta.
tournament-called-off = El { $title } ({ $terms }) queda cancelado. { $why }
tournament-why-organiser-left = Quien lo organizaba, { $name }, se ha dado de baja.
# $joined inscritos en su fecha de comienzo; necesitaba $min.
tournament-why-too-few = En su fecha de comienzo se habían inscrito { $joined }; hacían falta { $min }.
# $problem: por qué no pudo comenzar.
tournament-why-no-start = No pudo comenzar en su fecha: { $problem }.
tournament-why-operator = Lo ha cancelado el administrador del servidor.
# A un equipo cuyo compañero no confirmó en $days días.
tournament-partner-late =
    { $partner ->
        [none] Tu compañero
       *[other] { $partner }
    } no ha confirmado en { $days ->
        [one] { $days } día
       *[other] { $days } días
    }, así que la plaza de tu equipo en el { $title } queda libre. Si quieres, vuelve a inscribirte con otro compañero.

## Los correos con la tabla cruzada

# Un resultado: "Ronda 1, partida #12: Benito 1-0 Eva (las blancas ganan
# por abandono)". $what: tournament-result, tournament-result-forfeit o
# tournament-result-void.
tournament-result-line = Ronda { $round }, partida #{ $id }: { $what }
# $score: 1-0, 0-1 o ½-½; $reason: cómo terminó, o none.
tournament-result =
    { $white } { $score } { $black }{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
# Una partida que ha terminado por una retirada: $score: +:- o -:+;
# $loser: quien se retiró.
tournament-result-forfeit = { $white } { $score } { $black } (la pierde por incomparecencia { $loser }, que se retiró del torneo)
tournament-result-void = { $white } - { $black }: terminada sin resultado; no cuenta
crosstable-new-results = Nuevos resultados:
crosstable-final-intro =
    El { $title } ha terminado. La clasificación final (los empates se
    deshacen por el Sonneborn-Berger, después por las partidas ganadas y
    después por los resultados entre los empatados):
# Hay $count partidas en juego en el torneo $id.
crosstable-in-play =
    { $count ->
        [one] Queda { $count } partida en juego.
       *[other] Quedan { $count } partidas en juego.
    } "tournament { $id }" muestra a quién le toca jugar en cada una.
# $file: el nombre del archivo PGN.
crosstable-all-attached = Todas las partidas del torneo van adjuntas ({ $file }).
# $games: las $count partidas que terminaron por una retirada (no están en
# el archivo), como "partida #12, partida #14".
crosstable-left-out =
    Van adjuntas las partidas jugadas hasta su resultado ({ $file }), pero
    { $count ->
        [one] no la { $games }, que terminó por una retirada: la tabla cruzada muestra cómo cuenta
       *[other] no las que terminaron por una retirada ({ $games }): la tabla cruzada muestra cómo cuentan
    }.

# Una línea de la clasificación final: "1. Darío   3½ puntos (SB 5.75,
# victorias: 3, rendimiento 1767)". $place (" 1.", "1-2.", "  -"), $name y
# $points ("3½") llegan alineados en columnas; $whole: los puntos enteros,
# $half: yes cuando les sigue un medio (3½), si no no; $sb: el
# Sonneborn-Berger; $won: las partidas ganadas; $performance: el
# rendimiento, o none; $annulled: yes cuando el inscrito se retiró y sus
# partidas no cuentan.
crosstable-standing =
    { $place } { $name }  { $points } { $half ->
        [yes] { $whole ->
            [0] punto
          *[other] puntos
        }
       *[no] { $whole ->
            [one] punto
          *[other] puntos
        }
    } (SB { $sb }, victorias: { $won }{ $performance ->
        [none] {""}
       *[other] , rendimiento { $performance }
    }){ $annulled ->
        [yes] , se retiró: resultados anulados
       *[no] {""}
    }

# Qué significan las marcas de una tabla cruzada (las marcas no cambian).
crosstable-legend = 1 ganada, ½ tablas, 0 perdida, + ganada por incomparecencia, - perdida por incomparecencia, . sin terminar, x no cuenta
# Los encabezados de las columnas de la tabla cruzada en texto (cortos: las
# columnas son estrechas; una palabra más larga ensancha su columna):
# puntos, Sonneborn-Berger, partidas ganadas, puesto, rendimiento.
crosstable-pts = Pts
crosstable-sb = SB
crosstable-won = Gan
crosstable-place = Pos
crosstable-perf = Rend
# Los encabezados de la tabla HTML: el número del inscrito, su nombre y sus
# puntos.
crosstable-number = #
crosstable-name = Nombre
crosstable-points = Puntos
# Tras un inscrito que ha dejado el torneo: $why: withdrew o time (tres
# partidas perdidas por tiempo); $annulled: yes cuando sus partidas no
# cuentan.
crosstable-left =
    ({ $why ->
        [time] fuera: 3 derrotas por tiempo
       *[withdrew] se retiró
    }{ $annulled ->
        [yes] ; resultados anulados
       *[no] {""}
    })
# Lo mismo tras su nombre en la tabla HTML.
crosstable-left-html =
    ({ $annulled ->
        [yes] se retiró; resultados anulados
       *[no] se retiró
    })
