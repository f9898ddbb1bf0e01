# O lobby: desafios abertos (seek), as respostas a seek/unseek/notify seeks,
# as listas e o resumo diário dos novos desafios abertos. Traduzido de
# locales/en/lobby.ftl; termos conforme GLOSSARY.md.

# As condições de um desafio aberto: "xadrez, 3 dias por lance, conta para
# o rating, quem publicou joga com as brancas, em dupla com bob, para
# jogadores com rating entre 1400 e 1700, partida privada".
# $rated: rated ou casual; $side: white, black ou none; $partner: um nome,
# ou none; $range: seek-range ou seek-range-anyone; $private: yes ou no.
seek-terms =
    { $variant }, { $control }, { $rated ->
        [casual] partida amistosa
       *[rated] conta para o rating
    }{ $side ->
        [white] , quem publicou joga com as brancas
        [black] , quem publicou joga com as pretas
       *[none] {""}
    }{ $partner ->
        [none] {""}
       *[other] , em dupla com { $partner }
    }, { $range }{ $private ->
        [yes] , partida privada
       *[no] {""}
    }
seek-range-anyone = qualquer pessoa pode aceitar
# $max: um número, ou none.
seek-range =
    para jogadores com rating { $max ->
        [none] de { $min } ou mais
       *[other] entre { $min } e { $max }
    }
# Uma linha de uma lista de desafios abertos: "#12 xadrez, 3 dias por
# lance, conta para o rating, qualquer cor: bob (1512), para rating 1400-1700; aberto
# há 3 h". $min e $max: o intervalo de quem pode aceitar, ou none; $age:
# age-*; $mine: yes para os do próprio leitor.
seek-line =
    #{ $id } { $variant }, { $control }, { $rated ->
        [casual] amistosa
       *[rated] conta para o rating
    }, { $side ->
        [white] quem publicou joga com as brancas
        [black] quem publicou joga com as pretas
       *[none] qualquer cor
    }: { $who } ({ $rating }){ $min ->
        [none] {""}
       *[other] , para rating { $max ->
            [none] { $min } ou mais
          *[other] { $min }-{ $max }
        }
    }; aberto há { $age }{ $mine ->
        [yes] {"  "}(seu)
       *[no] {""}
    }
age-minutes = { $n } min
age-hours = { $n } h
age-days =
    { $n ->
        [one] { $n } dia
       *[other] { $n } dias
    }
seek-waiting-line = #{ $id } à espera da confirmação do seu parceiro: { $terms }

# A lista de desafios abertos e o resumo.
seeks-subject = Desafios abertos
seeks-subject-game = Desafios abertos: { $game }
seeks-subject-new = Novos desafios abertos
seeks-digest-intro = Novos desafios abertos nos jogos sobre os quais você pediu avisos:
seeks-digest-how = Para aceitar um deles, escreva "accept seek N" para { $bot }. "notify seeks off" interrompe estes e-mails (no máximo um por dia).
seeks-open = Desafios abertos, os mais antigos primeiro ({ $total } ao todo):
seeks-open-game = Desafios abertos de { $game }, os mais antigos primeiro ({ $total } ao todo):
seeks-more = ... e mais { $more } ("seeks JOGO" mostra os de um só jogo).
seeks-none = Ninguém procura partida neste momento.
seeks-none-game = Ninguém procura uma partida de { $game } neste momento.
seeks-waiting = Os desafios abertos da sua dupla que esperam pelo seu parceiro:
seeks-how = "accept seek N" aceita o desafio aberto N: a partida começa imediatamente. Para publicar o seu, escreva "seek JOGO" (e, se quiser, "days N", "casual", "as white|black", "rating MIN-MAX", "private"); ele é emparelhado imediatamente com um desafio compatível, ou fica { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } à espera de quem o aceite. "help" explica o resto.

# As respostas.
seek-partner-invite-subject = { $who } convida você para jogar { $variant } em dupla
seek-partner-invite =
    { $who } ({ $address }) procura uma partida de { $variant } com você como parceiro: { $terms }.

    Para jogar, escreva "accept seek { $id }" para { $bot }. A partida começa quando for encontrada outra dupla (ou dois jogadores sem parceiro); todos são então avisados de quem joga com quem e em que tabuleiro. Se não quiser jogar, não faça nada.
seek-waits-for-partner-subject = Desafio aberto #{ $id }: à espera do seu parceiro
seek-waits-for-partner = O seu desafio aberto #{ $id } ({ $terms }) espera a confirmação de { $partner } (que deve escrever "accept seek { $id }"); a partir daí, fica aberto para os outros jogadores.
seek-open-subject = Desafio aberto #{ $id } publicado
# $four: yes nos jogos a quatro.
seek-open =
    O seu desafio aberto #{ $id } está publicado: { $terms }.{ $four ->
        [yes] {" "}A partida começa quando houver quatro jogadores.
       *[no] {""}
    } Qualquer pessoa pode aceitá-lo com "accept seek { $id }"; um desafio aberto de outro jogador que seja compatível com ele é emparelhado imediatamente. Ele fica aberto por { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }; "unseek { $id }" retira o desafio, "seeks" mostra os que estão abertos.
# A primeira linha do e-mail do tabuleiro da nova partida. $seeks: quantos
# desafios abertos foram emparelhados; $numbers: os números deles (#12, #14).
seek-game-started =
    A partida começou: { $seeks ->
        [one] alguém aceitou o desafio aberto { $numbers }
       *[other] os desafios abertos { $numbers } foram emparelhados
    }. Jogadores: { $players }.{ $four ->
        [yes] {" "}Parceiros: as brancas do tabuleiro A com as pretas do tabuleiro B, contra os outros dois.
       *[no] {""}
    }
seek-partner-confirmed-subject = Desafio aberto #{ $n }: o seu parceiro confirmou
seek-partner-confirmed = { $who } confirmou: o desafio aberto #{ $n } da sua dupla está publicado.
seek-joined-subject = Desafio aberto #{ $first }: você entrou
seek-joined = Você entrou no desafio aberto #{ $first }: a partida começa quando houver quatro jogadores. O seu lugar fica guardado como desafio aberto #{ $id } (aberto por { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }; "unseek { $id }" retira o desafio).
unseek-subject = Desafios abertos retirados
unseek-one = O seu desafio aberto #{ $n } foi retirado.
unseek-all =
    { $count ->
        [0] Você não tinha nenhum desafio aberto.
        [one] O seu desafio aberto foi retirado.
       *[other] Os seus { $count } desafios abertos foram retirados.
    }
notify-seeks-subject = Avisos de desafios abertos
notify-seeks-none = Você não tinha pedido avisos de desafios abertos.
notify-seeks-off = Você não receberá mais avisos de novos desafios abertos.
notify-seeks-on = Você receberá no máximo um e-mail por dia com os novos desafios abertos de { $games } (só nos dias em que houver algum). "notify seeks off" interrompe esses e-mails.
seek-expired-subject = O desafio aberto #{ $id } expirou
seek-expired = O seu desafio aberto #{ $id } ({ $terms }) ficou aberto por { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } sem que ninguém o aceitasse, por isso expirou. Escreva "seek ..." para publicá-lo de novo; "seeks" mostra os que estão abertos.
