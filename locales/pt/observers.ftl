# Os e-mails a quem observa: as novidades de uma partida, ou de várias num
# só e-mail. Traduzido de locales/en/observers.ftl; termos conforme
# GLOSSARY.md.

observed-subject = Partida observada: { $variant }, { $sides }
observed-started = A partida começou.
# $turn: o turno com o seu número (12... Cf6); $words: o turno por extenso.
observed-turn = { $who } jogou { $turn } ({ $words }).
observed-over = Partida terminada: { $result }.
observed-declined = A partida #{ $id } foi recusada: não será jogada.
observed-aborted = A partida #{ $id } foi anulada.
# $result: 1-0, 0-1 ou 1/2-1/2; $text: como terminou.
observed-result = Resultado: { $result } ({ $text })
# $deadline e $paused: uma data, ou "none".
observed-to-move =
    É a vez de { $who }{ $deadline ->
        [none] {""}
       *[other] , com prazo até { $deadline }
    }{ $paused ->
        [none] {""}
       *[other] {" "}(de férias até { $paused })
    }.
observed-web = Na web: { $url }
observed-pgn-follows = A partida completa segue em anexo, em PGN, e também aqui:
# $via: game (a pedido), follow (um jogador seguido) ou tournament.
observed-why =
    { $via ->
        [follow] Você observa esta partida porque segue um dos jogadores dela.
        [tournament] Você observa esta partida porque observa o torneio dela.
       *[game] Você observa esta partida a seu pedido ("observe { $id }").
    }
observed-footer = Como observador, você vê o tabuleiro do lado das brancas e não pode jogar nem escrever na partida. "unobserve { $id }" interrompe estes e-mails; "observe" lista o que você observa.
observed-digest-subject =
    Partidas observadas: novidades de { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
# $held: yes quando o e-mail reúne novidades retidas pelo limite por hora.
observed-digest-intro =
    Novidades de { $count ->
        [one] { $count } partida que você observa
       *[other] { $count } partidas que você observa
    }, num só e-mail{ $held ->
        [yes] {" "}(o bot envia a cada observador no máximo { $per_hour ->
            [one] { $per_hour } e-mail
          *[other] { $per_hour } e-mails
        } por hora; este reúne o que chegou desde o último)
       *[no] {""}
    }.
observed-digest-result = Resultado: { $result } ({ $text }); a partida segue em anexo, em PGN.
observed-digest-footer = "unobserve N" interrompe os e-mails da partida N, "unobserve all" os de todas as partidas; "observe" lista o que você observa.
# Uma data (um prazo), como o idioma do leitor a escreve.
moment = { $at }
# Um resultado como a partida o guarda, quando não é um dos
# desfechos previstos pelas regras.
result-kept = { $text }
