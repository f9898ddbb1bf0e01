# As respostas às preferências de um jogador: lembretes, notação, lances
# condicionais. Traduzido de locales/en/settings.ftl; termos conforme
# GLOSSARY.md.

remind-subject = Os seus lembretes
# $before, $after: um intervalo de tempo (duration-*).
remind-last-call = você recebe um último aviso { $before } antes do fim do prazo
remind-no-last-call = não há último aviso antes do fim do prazo
# $last_call: remind-last-call ou remind-no-last-call (uma oração em
# minúscula, depois de "e" ou de ";").
remind-each-after = Você recebe um lembrete quando, numa partida, já é a sua vez de jogar há { $after }, e { $last_call }.
remind-each = Você não recebe lembretes durante o prazo; { $last_call }.
# $hour: 07:00 (UTC).
remind-digest = Você recebe um só e-mail por dia, às { $hour } UTC, com as partidas em que é a sua vez de jogar, e { $last_call }.
remind-off = Você não recebe lembretes. Os prazos valem mesmo assim: quando o tempo acabar, { $consequence }.
remind-server-off = (Este servidor não envia lembretes neste momento; a sua preferência fica guardada para quando voltar a enviar.)
remind-how = Para mudar isso, escreva uma destas linhas:

# Um intervalo de tempo: "1 dia e 6 horas". $unit: week, day, hour, minute
# ou second.
duration-part =
    { $unit ->
        [week] { $n ->
            [one] { $n } semana
          *[other] { $n } semanas
        }
        [day] { $n ->
            [one] { $n } dia
          *[other] { $n } dias
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
duration-two = { $a } e { $b }

notation-subject = A sua notação
notation-how = Para mudá-la, escreva uma destas linhas:
# $reads: uma das frases notation-reads-*.
notation-setting =
    { $reads }
    Qualquer jogador também pode escrever os lances com os símbolos das peças (♘f3) ou em notação numérica (7163); o PGN fica sempre em notação inglesa, como o formato exige.
notation-reads-english = Você escreve e lê os lances em notação algébrica inglesa (K Q R B N).
# $code: o idioma das letras das peças; $letters: as letras com as suas
# peças.
notation-reads-letters =
    Você escreve e lê os lances com as letras das peças em { $code ->
        [de] alemão
        [ru] russo
        [pl] polonês
        [it] italiano
        [es] espanhol
        [fr] francês
        [nl] neerlandês
        [pt] português
       *[en] inglês
    }: { $letters }. Nos seus lances, o bot não lê outras letras além destas.
notation-reads-figurine = O bot escreve os lances para você com os símbolos das peças (♔ ♕ ♖ ♗ ♘); você pode escrevê-los assim ou com as letras inglesas.
notation-reads-iccf = O bot escreve os lances para você em notação numérica ICCF (5254 para e2-e4, 5171 para o roque, 57581 para e8=Q; uma colocação continua a ser escrita N@f3); você pode escrevê-los assim ou em notação algébrica inglesa.
notation-example = Por exemplo: { $moves }

conditions-subject = Os seus lances condicionais
# $line: os turnos da linha; $replaced: yes quando ela substituiu uma linha.
conditions-noted =
    Anotado: { $line }.{ $replaced ->
        [yes] {" "}Esta linha substitui a que você tinha indicado com o mesmo primeiro lance.
       *[no] {""}
    }
conditions-dropped =
    { $count ->
        [0] Você não tinha nenhum lance condicional pendente.
        [one] A sua linha condicional foi apagada.
       *[other] As suas { $count } linhas condicionais foram apagadas.
    }
conditions-none = Você não tem nenhum lance condicional pendente na partida #{ $id }.
conditions-head = Os seus lances condicionais na partida #{ $id } (só você os vê):
conditions-how = Quando o seu adversário jogar o primeiro lance de uma das linhas, o bot joga imediatamente a sua resposta; qualquer outro lance apaga todas elas, assim como uma proposta de empate. "conditions clear" apaga todas agora.
# Uma letra de peça e a sua peça: "C (cavalo)". $role: king, queen, rook,
# bishop ou knight.
notation-letter =
    { $letter } ({ $role ->
        [king] rei
        [queen] dama
        [rook] torre
        [bishop] bispo
       *[knight] cavalo
    })
