# Las respuestas sobre la configuración de un jugador: recordatorios,
# notación, jugadas condicionales.

remind-subject = Tus recordatorios
# $before, $after: un lapso de tiempo (duration-*).
remind-last-call = un último aviso { $before } antes de que venza el plazo
remind-no-last-call = ningún último aviso antes de que venza el plazo
# $last_call: remind-last-call o remind-no-last-call.
remind-each-after = Recibes un recordatorio cuando hace { $after } que te toca jugar en una partida, y { $last_call }.
remind-each = Recordatorios: { $last_call }.
# $hour: 07:00 (UTC).
remind-digest = Recibes un solo correo al día, a las { $hour } UTC, con las partidas en que te toca jugar, y { $last_call }.
remind-off = No recibes recordatorios. Los plazos siguen valiendo: cuando se acaba el tiempo, { $consequence }.
remind-server-off = (Este servidor no envía recordatorios por ahora; tu configuración se guarda para cuando lo haga.)
remind-how = Para cambiarla, escribe uno de estos comandos:

# Un lapso de tiempo: "1 día y 6 horas". $unit: week, day, hour, minute o second.
duration-part =
    { $unit ->
        [week] { $n ->
            [one] { $n } semana
          *[other] { $n } semanas
        }
        [day] { $n ->
            [one] { $n } día
          *[other] { $n } días
        }
        [hour] { $n ->
            [one] { $n } hora
          *[other] { $n } horas
        }
        [minute] { $n ->
            [one] { $n } minuto
          *[other] { $n } minutos
        }
       *[second] { $n ->
            [one] { $n } segundo
          *[other] { $n } segundos
        }
    }
duration-two = { $a } y { $b }

notation-subject = Tu notación
notation-how = Para cambiarla, escribe uno de estos comandos:
# $reads: una de las frases notation-reads-*.
notation-setting =
    { $reads }
    Cualquier jugador puede escribir además figurines (♘f3) y jugadas numéricas (7163); el PGN va siempre en notación inglesa, como exige el estándar.
notation-reads-english = Escribes y lees las jugadas en notación algebraica inglesa (K Q R B N).
# $code: el idioma de las letras de pieza; $letters: las letras con sus
# piezas.
notation-reads-letters =
    Escribes y lees las jugadas con las letras de pieza { $code ->
        [de] alemanas
        [ru] rusas
        [pl] polacas
        [it] italianas
        [es] españolas
        [fr] francesas
        [nl] neerlandesas
        [pt] portuguesas
       *[en] inglesas
    }: { $letters }. El bot solo te acepta estas letras.
notation-reads-figurine = El bot te escribe las jugadas en notación de figurines (♔ ♕ ♖ ♗ ♘); tú puedes escribirlas así o con las letras inglesas.
notation-reads-iccf = El bot te escribe las jugadas en notación numérica ICCF (5254 por e2-e4, 5171 por el enroque, 57581 por e8=Q; una colocación sigue escribiéndose N@f3); tú puedes escribirlas así o en notación algebraica inglesa.
notation-example = Por ejemplo: { $moves }

conditions-subject = Tus jugadas condicionales
# $line: los turnos de la línea; $replaced: yes cuando ha sustituido a otra línea.
conditions-noted =
    Anotado: { $line }.{ $replaced ->
        [yes] {" "}Sustituye a tu línea que empezaba por la misma jugada.
       *[no] {""}
    }
conditions-dropped =
    { $count ->
        [0] No tenías jugadas condicionales pendientes.
        [one] Se ha descartado tu línea condicional.
       *[other] Se han descartado tus { $count } líneas condicionales.
    }
conditions-none = No tienes jugadas condicionales pendientes en la partida #{ $id }.
conditions-head = Tus jugadas condicionales en la partida #{ $id } (solo las ves tú):
conditions-how = Cuando tu rival haga la primera jugada de una de ellas, el bot jugará tu respuesta al instante; cualquier otra jugada las descarta todas, y una oferta de tablas también. "conditions clear" las descarta ahora.
# Una letra de pieza y su pieza: "C (caballo)". $role: king, queen, rook,
# bishop o knight.
notation-letter =
    { $letter } ({ $role ->
        [king] rey
        [queen] dama
        [rook] torre
        [bishop] alfil
       *[knight] caballo
    })
