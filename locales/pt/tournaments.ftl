# Os torneios: as respostas aos comandos de torneio, os e-mails de um
# torneio (o convite a um parceiro, o início, as tabelas cruzadas, a
# classificação final), as retiradas e os torneios cancelados. Traduzido de
# locales/en/tournaments.ftl; termos conforme GLOSSARY.md. O título
# ("Torneio #3, Primavera") é masculino: "o { $title }", "no { $title }".

## Palavras usadas em muitos e-mails de torneio

# Como os e-mails nomeiam um torneio: "Torneio #3, Primavera". $name: o
# nome que o organizador lhe deu.
tournament-title = Torneio #{ $id }, { $name }

# O torneio numa linha: "xadrez, todos contra todos, de 3 a 16 jogadores,
# 3 dias por lance, conta para o rating, regra da FIDE para retiradas".
# $double: yes (em duas voltas) ou no; $size: tournament-size ou
# tournament-size-range; $control: o ritmo de jogo; $rated: rated ou
# casual; $rule: fide ou iccf (a regra aplicada quando alguém se retira).
tournament-terms =
    { $variant }, { $double ->
        [yes] todos contra todos em duas voltas
       *[no] todos contra todos
    }, { $size }, { $control }, { $rated ->
        [casual] amistoso
       *[rated] conta para o rating
    }, regra da { $rule ->
        [iccf] ICCF
       *[fide] FIDE
    } para retiradas
# Exatamente $n inscritos; $teams: yes quando são duplas.
tournament-size =
    { $teams ->
        [yes] { $n ->
            [one] { $n } dupla
          *[other] { $n } duplas
        }
       *[no] { $n ->
            [one] { $n } jogador
          *[other] { $n } jogadores
        }
    }
# De $min a $max inscritos; $teams: yes quando são duplas.
tournament-size-range =
    { $teams ->
        [yes] de { $min } a { $max } duplas
       *[no] de { $min } a { $max } jogadores
    }

# O assunto de um e-mail sobre um torneio: o título, e depois o que o
# e-mail é (ver a lista dos valores de $what em locales/en).
tournament-subject =
    { $title }: { $what ->
        [joined] inscrição feita
        [waiting-partner] à espera do seu parceiro
        [team-in] a sua dupla está inscrita
        [ready] pronto para começar
        [called-off] cancelado
        [team-left] o seu parceiro saiu
        [left] inscrição cancelada
        [started] iniciado
        [withdrew] retirada confirmada
        [team-out] a sua dupla ficou de fora
        [partner-late] o seu parceiro não confirmou
        [entrants] inscritos
        [crosstable] tabela cruzada
        [final] classificação final
        [section] o torneio começou
       *[open] inscrições abertas
    }
# O assunto de um e-mail com a tabela cruzada: $over das $total partidas
# terminaram.
crosstable-subject = { $title }: tabela cruzada após { $over } de { $total } partidas

# A regra para quem se retira, explicada no e-mail de início. $rule: fide
# ou iccf.
tournament-rule =
    { $rule ->
        [iccf] Quem se retira, ou perde três partidas por tempo, sai do torneio: os resultados das suas partidas terminadas são mantidos, e cada partida ainda em curso conta como perdida (regra da ICCF).
       *[fide] Quem se retira, ou perde três partidas por tempo, sai do torneio: as suas partidas em curso terminam e contam como perdidas; se tiver terminado menos da metade das suas partidas, nenhuma delas conta (regra da FIDE).
    }

# Uma partida numa lista: "partida #12".
tournament-game-number = partida #{ $id }

## As respostas aos comandos de torneio

# A resposta a "tournament new". $teams: yes quando se inscrevem duplas
# (PARCEIRO: o endereço do parceiro); $bot: o endereço do bot; $starts: a
# data de início, ou none; $min e $max: o mínimo de inscritos para começar
# e o máximo.
tournament-opened =
    Estão abertas as inscrições para o { $title }: { $terms }.

    Para se inscrever, os jogadores escrevem { $teams ->
        [yes] "join { $id } with PARCEIRO" (em dupla; o parceiro confirma)
       *[no] "join { $id }"
    } para { $bot }. { $starts ->
        [none] O torneio começa quando houver { $max } inscritos, ou quando você escrever "start { $id }", desde que haja pelo menos { $min }.
       *[other] O torneio começa em { $starts }, ou antes: quando houver { $max } inscritos, ou quando você escrever "start { $id }", desde que haja pelo menos { $min }.
    }

    Você é o organizador; para jogar também, inscreva-se como os outros. "tournament { $id }" mostra quem já se inscreveu; "leave { $id }" cancela o torneio antes do início.

# A resposta a "join N". $count: os inscritos até agora; $max e $min: o
# máximo e o mínimo; $starts: a data de início, ou none; $partner: o
# parceiro de uma dupla, ou none.
tournament-joined =
    Inscrição feita no { $title }: { $terms }. Inscritos até agora: { $count } de no máximo { $max }. O torneio começa { $starts ->
        [none] quando houver { $max } inscritos, ou quando o organizador o iniciar (desde que haja pelo menos { $min })
       *[other] em { $starts }, ou antes, se houver { $max } inscritos ou se o organizador o iniciar
    }; você recebe então um e-mail com os seus emparelhamentos e outro para cada uma das suas partidas. "leave { $id }" cancela a sua inscrição antes do início.{ $partner ->
        [none] {""}
       *[other] {" "}Você joga em dupla com { $partner }.
    }
# A quem indicou um parceiro: $address: o endereço do parceiro; $wait:
# por quanto tempo o lugar fica reservado ("3 dias").
tournament-partner-asked = Você convidou { $address } para jogar em dupla com você no { $title }. O lugar da sua dupla fica reservado por { $wait }: a dupla entra no torneio assim que o seu parceiro confirmar (respondendo "join { $id }").
# A quem indicou um parceiro, quando o parceiro ($name) confirma.
tournament-team-confirmed = { $name } confirmou: vocês vão jogar o { $title } em dupla.
# Ao organizador, quando há $count inscritos, o mínimo necessário; $more:
# yes quando ainda podem entrar outros (até $max).
tournament-ready =
    O { $title } tem { $count } inscritos, o mínimo necessário: escreva "start { $id }" para iniciá-lo{ $more ->
        [yes] , ou espere por mais inscrições (até { $max })
       *[no] {""}
    }.
# Ao organizador que sai de um torneio ainda não iniciado: $told e-mails
# foram enviados aos inscritos. O [0] evita "0 e-mail" (em pt, 0 cai em
# one).
tournament-organiser-left =
    Você era o organizador do { $title }: com a sua saída, o torneio foi cancelado{ $told ->
        [0] {""}
        [one] , e os inscritos foram avisados ({ $told } e-mail)
       *[other] , e os inscritos foram avisados ({ $told } e-mails)
    }.
# A quem indicou um parceiro ($name), que recusou ("leave N").
tournament-partner-refused = { $name } não vai jogar com você no { $title }: a sua inscrição foi cancelada. Inscreva-se de novo com outro parceiro.
# Ao parceiro de quem ($name) saiu antes do início.
tournament-team-left = { $name } saiu do { $title }: a inscrição da sua dupla foi cancelada.
tournament-you-left = A sua inscrição no { $title } foi cancelada.
# A resposta a "withdraw N": $ended partidas em curso terminaram;
# $annulled: yes quando nenhuma partida do inscrito conta (regra da FIDE).
# O [0] evita "0 partida" (em pt, 0 cai em one).
tournament-withdrew =
    Você saiu do { $title }. { $ended ->
        [0] Nenhuma partida sua estava em curso.
        [one] { $ended } partida em curso terminou.
       *[other] { $ended } partidas em curso terminaram.
    } { $annulled ->
        [yes] Você terminou menos da metade das suas partidas, por isso nenhuma delas conta na tabela cruzada (regra da FIDE).
       *[no] Os resultados das suas partidas terminadas são mantidos; as que ainda estavam em curso contam como perdidas.
    }
# O início, dito ao organizador: $count inscritos, $games partidas em
# $rounds rodadas.
tournament-started =
    O { $title } começou: { $count } inscritos, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } em { $rounds ->
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
    }, todas já iniciadas. Cada inscrito recebe os seus emparelhamentos num só e-mail, e cada jogador um e-mail para cada uma das suas partidas.
# O mesmo, quando foi a inscrição do último que o fez começar.
tournament-started-full = O { $title } ficou completo. { $started }

## "tournaments" e "tournament N"

tournament-list-subject = Torneios
tournament-list-open = Torneios com inscrições abertas (escreva "join N" para jogar num deles):
tournament-list-none = Nenhum torneio tem inscrições abertas neste momento.
tournament-list-yours = Os seus:
tournament-list-how =
    "tournament N" mostra um torneio (os inscritos, ou a tabela cruzada). Para
    organizar um: tournament new JOGO "NOME" ("help" explica as opções).
# Um torneio das listas: "#3 Primavera: xadrez, ...; inscrições abertas,
# 3 de no máximo 8 inscritos". $state: tournament-state-*; $mine: yes
# quando o leitor é o organizador; $playing: yes quando joga nele.
tournament-list-line =
    #{ $id } { $name }: { $terms }; { $state }{ $mine ->
        [yes] ; você é o organizador
       *[no] {""}
    }{ $playing ->
        [yes] ; você joga nele
       *[no] {""}
    }
# $joined inscritos de no máximo $max; $starts: a data de início, ou none.
tournament-state-open =
    inscrições abertas, { $joined } de no máximo { $max } inscritos{ $starts ->
        [none] {""}
       *[other] , começa em { $starts }
    }
tournament-state-running =
    em curso, { $count ->
        [one] { $count } inscrito
       *[other] { $count } inscritos
    }
tournament-state-finished = terminado
tournament-state-called-off = cancelado

# "tournament N": $title: tournament-title; $terms: tournament-terms.
tournament-about = { $title }: { $terms }.
tournament-organised-by = Organizado por { $organiser }.
# Antes do início: $joined de no máximo $max inscritos; são precisos $min.
tournament-open-joined = Inscrições abertas: { $joined } de no máximo { $max } inscritos; são necessários { $min } para começar.
# Um inscrito de uma lista ("  1. Ann & Ben (1500?)") cujo parceiro
# ($partner) ainda não confirmou.
tournament-entrant-waiting = { $line } (à espera da confirmação de { $partner })
# $starts: a data de início, ou none; $max: o máximo de inscritos.
tournament-open-start =
    { $starts ->
        [none] O torneio começa quando houver { $max } inscritos, ou quando o organizador o iniciar.
       *[other] O torneio começa em { $starts }, ou antes, se houver { $max } inscritos ou se o organizador o iniciar.
    }
# Como se inscrever no torneio $id; $teams: yes para duplas (PARCEIRO: o
# endereço do parceiro).
tournament-how-to-join =
    Para jogar, escreva "join { $id }"{ $teams ->
        [yes] {" "}com o endereço do seu parceiro: "join { $id } with PARCEIRO" (o seu parceiro depois confirma)
       *[no] {""}
    }.
tournament-called-off-on = O torneio foi cancelado em { $ended }.
tournament-over-standings = O torneio terminou. A classificação final:
tournament-in-play = Partidas em curso (quem espera por quem):
# Uma partida em curso: "#12, rodada 3: Ann contra Dan: vez de Ann".
# $to_move: quem tem a vez (um nome, dois unidos por "e", ou ninguém).
tournament-waiting = #{ $id }, rodada { $round }: { $white } contra { $black }: vez de { $to_move }

## O convite a um parceiro

tournament-partner-subject = { $title }: { $leader } convida você para jogar em dupla
# $leader: quem indicou o leitor, $address: o endereço dessa pessoa;
# $double: yes em duas voltas; $wait: por quanto tempo o lugar fica
# reservado.
tournament-partner-invite =
    { $leader } ({ $address }) convida você para formar dupla no { $title }:
    { $terms }.

    Cada dupla enfrenta cada uma das outras { $double ->
        [yes] duas vezes, uma de cada lado
       *[no] uma vez
    };
    vocês dois jogam alternadamente nos tabuleiros. Para jogar, responda a
    este e-mail com

        join { $id }

    Para recusar, responda com "leave { $id }". Sem resposta no prazo de
    { $wait }, o lugar deixa de estar reservado.

## O início

# $partner: o parceiro que não confirmou, ou none.
tournament-team-out =
    O { $title } começou antes que { $partner ->
        [none] o seu parceiro
       *[other] { $partner }
    } confirmasse, por isso a sua dupla ficou de fora.
# A primeira linha do primeiro e-mail de cada partida.
tournament-game-started = A partida começou: rodada { $round } do { $title }.
# As últimas linhas de cada e-mail de uma partida de torneio: $name: o
# nome do torneio, $id: o número dele.
tournament-game-footer = { $name } (torneio #{ $id }), rodada { $round } de { $rounds }: "tournament { $id }" mostra a tabela cruzada.
tournament-start-intro = O { $title } começou: { $terms }.
# $count inscritos; $variant: o jogo, cujos ratings a lista mostra (um ?
# depois de um rating provisório).
tournament-start-entrants =
    Os { $count } inscritos, pelo seu número na tabela de emparelhamentos (com
    os ratings de { $variant }; um ? indica um rating provisório):
# $count: quantas partidas o leitor joga.
tournament-start-games =
    As suas partidas ({ $count }; cada uma chega num e-mail próprio, como
    qualquer partida: responda a esse e-mail com os seus lances):
# Uma delas: "Rodada 2: partida #14, com as brancas contra Ben (1500?)".
# $seat: o lado do leitor ("as brancas"); $name: o adversário, $rating: o
# rating dele.
tournament-start-game = Rodada { $round }: partida #{ $id }, com { $seat } contra { $name } ({ $rating })
# $control: o ritmo de jogo; $rated: rated ou casual.
tournament-start-control =
    Ritmo de jogo: { $control }, em todas as partidas. { $rated ->
        [casual] As partidas são amistosas: não alteram nenhum rating.
       *[rated] As partidas contam para o rating.
    }
# $rule: tournament-rule.
tournament-start-withdrawals = Retiradas: { $rule }
tournament-start-ties =
    Desempate: os inscritos com o mesmo número de pontos são classificados
    pelo Sonneborn-Berger (a soma, partida a partida, dos pontos obtidos
    multiplicados pelos pontos do adversário), depois pelo número de vitórias,
    e depois pelos resultados das partidas entre eles.
tournament-start-after =
    Depois de cada partida terminada, você recebe a tabela cruzada (no máximo
    um e-mail por dia; os resultados que chegarem com menos de um dia de
    intervalo ficam para o e-mail seguinte) e, no fim, a classificação final
    com todas as partidas do torneio em PGN. "tournament { $id }" mostra a
    tabela cruzada a qualquer momento; "withdraw { $id }" serve para se
    retirar do torneio.

## Retiradas e torneios cancelados

# Aos jogadores de uma partida que uma retirada encerrou: $name saiu do
# torneio.
tournament-withdrawal-subject = Partida terminada: { $name } saiu do torneio
# $why: withdrew (escreveu "withdraw N") ou time (terceira partida perdida
# por tempo); $annulled: yes quando nenhuma partida dessa pessoa conta:
# terminou $finished das suas $total partidas, menos da metade (regra da
# FIDE).
tournament-withdrawal-game =
    A partida #{ $id } terminou: { $why ->
        [time] { $name } perdeu três partidas por tempo e está fora do { $title }
       *[withdrew] { $name } saiu do { $title }
    }.
    { $annulled ->
        [yes] { $name } terminou { $finished } de { $total ->
            [one] { $total } partida
          *[other] { $total } partidas
        }, menos da metade, por isso nenhuma partida de { $name } conta na tabela cruzada (regra da FIDE).
       *[no] A partida conta como derrota de { $name }.
    }
tournament-called-off-game-subject = Partida terminada: torneio cancelado
# $why: tournament-why-*.
tournament-called-off-game =
    A partida #{ $id } terminou: o { $title } foi cancelado. { $why }
    A partida não conta.
tournament-called-off = O { $title } ({ $terms }) foi cancelado. { $why }
tournament-why-organiser-left = O organizador, { $name }, saiu do torneio.
# $joined inscritos na data de início; eram precisos $min.
tournament-why-too-few = Na data de início, o número de inscritos era { $joined }; eram necessários { $min }.
# $problem: por que o torneio não pôde começar.
tournament-why-no-start = Não foi possível iniciá-lo na data prevista: { $problem }.
tournament-why-operator = O administrador do servidor cancelou o torneio.
# A uma dupla cujo parceiro não confirmou em $days dias.
tournament-partner-late =
    { $partner ->
        [none] O seu parceiro
       *[other] { $partner }
    } não confirmou no prazo de { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }, por isso a sua dupla perdeu o lugar no { $title }. Inscreva-se de novo com outro parceiro, se quiser.

## Os e-mails com a tabela cruzada

# Um resultado: "Rodada 1, partida #12: Ben 1-0 Eve (as brancas vencem por
# abandono)". $what: tournament-result, tournament-result-forfeit ou
# tournament-result-void.
tournament-result-line = Rodada { $round }, partida #{ $id }: { $what }
# $score: 1-0, 0-1 ou ½-½; $reason: como terminou, ou none.
tournament-result =
    { $white } { $score } { $black }{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
# Uma partida que uma retirada encerrou: $score: +:- ou -:+; $loser: quem
# saiu.
tournament-result-forfeit = { $white } { $score } { $black } (derrota por desistência de { $loser }, que saiu do torneio)
tournament-result-void = { $white } - { $black }: terminou sem resultado; não conta
crosstable-new-results = Novos resultados:
crosstable-final-intro =
    O { $title } terminou. A classificação final (desempate pelo
    Sonneborn-Berger, depois pelo número de vitórias, depois pelos resultados
    entre os empatados):
# $count partidas em curso no torneio $id.
crosstable-in-play =
    { $count ->
        [one] { $count } partida está em curso.
       *[other] { $count } partidas estão em curso.
    } "tournament { $id }" mostra de quem é a vez em cada uma.
# $file: o nome do arquivo PGN.
crosstable-all-attached = Todas as partidas do torneio seguem em anexo ({ $file }).
# $games: as $count partidas que uma retirada encerrou (fora do anexo).
crosstable-left-out =
    As partidas que tiveram resultado seguem em anexo ({ $file }). { $count ->
        [one] Fica de fora, por ter sido encerrada por uma retirada: { $games } (a tabela cruzada mostra como ela conta).
       *[other] Ficam de fora, por terem sido encerradas por uma retirada: { $games } (a tabela cruzada mostra como elas contam).
    }

# Uma linha da classificação final: "1. Dan   3½ pontos (SB 5.75,
# vitórias: 3, performance 1767)". $place, $name e $points ("3½") vêm
# alinhados em colunas; $whole: os pontos inteiros, $half: yes quando se
# segue meio ponto; $sb: o Sonneborn-Berger; $won: as vitórias;
# $performance: a performance, ou none; $annulled: yes quando o inscrito se
# retirou e as suas partidas não contam. O [0] evita "0 ponto" (em pt, 0
# cai em one).
crosstable-standing =
    { $place } { $name }  { $points } { $half ->
        [yes] { $whole ->
            [0] ponto
          *[other] pontos
        }
       *[no] { $whole ->
            [0] pontos
            [one] ponto
          *[other] pontos
        }
    } (SB { $sb }, vitórias: { $won }{ $performance ->
        [none] {""}
       *[other] , performance { $performance }
    }){ $annulled ->
        [yes] , fora do torneio: partidas anuladas
       *[no] {""}
    }

# O que significam as marcas da tabela cruzada (as marcas ficam como estão).
crosstable-legend = 1 vitória, ½ empate, 0 derrota, + vitória por desistência, - derrota por desistência, . ainda não terminada, x não conta
# Os cabeçalhos das colunas da tabela em texto (curtos: as colunas são
# estreitas): pontos, Sonneborn-Berger, vitórias, colocação, performance.
crosstable-pts = Pts
crosstable-sb = SB
crosstable-won = Vit
crosstable-place = Pos
crosstable-perf = Perf
# Os cabeçalhos da tabela HTML: número do inscrito, nome e pontos.
crosstable-number = Nº
crosstable-name = Nome
crosstable-points = Pontos
# Depois de um inscrito que saiu: $why: withdrew ou time (três derrotas
# por tempo); $annulled: yes quando as suas partidas não contam.
crosstable-left =
    ({ $why ->
        [time] retirada após 3 derrotas por tempo
       *[withdrew] retirou-se
    }{ $annulled ->
        [yes] ; partidas anuladas
       *[no] {""}
    })
# O mesmo depois do nome, na tabela HTML.
crosstable-left-html =
    ({ $annulled ->
        [yes] fora do torneio; partidas anuladas
       *[no] fora do torneio
    })
