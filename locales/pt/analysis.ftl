# A análise de uma partida terminada, depois de "analyse N". Traduzido de
# locales/en/analysis.ftl; termos conforme GLOSSARY.md.

analysis-subject = Análise da partida #{ $id }
# $notation: o código da notação do leitor (en, de, figurine, iccf...).
# $kind, em todas as mensagens da análise: "single" nos jogos em que um turno
# é um só lance (chess, crazyhouse, bughouse, tandem-chess, Tandem-Pawn),
# "double" nos de turnos de dois lances (Tandem-84, Two-Prong, bughouse-sync).
# $turns conta com "single" meios-lances, com "double" turnos.
analysis-intro =
    A análise da partida #{ $id } feita pelo computador do servidor ({ $variant }, { $players }, { $result }): { $kind ->
        [double] { $turns ->
            [one] { $turns } turno
           *[other] { $turns } turnos
        }
       *[single] { $turns ->
            [one] { $turns } meio-lance
           *[other] { $turns } meios-lances
        }
    }, com os lances na sua notação ({ $notation }). As avaliações são do ponto de vista das brancas, em peões (+1.00: as brancas têm um peão de vantagem; #3: as brancas dão mate em 3; #-3: as pretas dão mate em 3). Um { $kind ->
        [double] turno
       *[single] lance
    } que custou a quem o jogou um décimo das suas possibilidades de vitória é uma imprecisão (?!); um quinto, um erro (?); três décimos, um erro grave (??).
# Uma linha por jogador: $side é o lado dele ("as brancas"); $acpl, a perda
# média em centésimos de peão. O [0] evita "0 imprecisão" (em pt, 0 cai em one).
analysis-summary =
    { $name } (com { $side }): { $inaccuracies ->
        [0] { $inaccuracies } imprecisões
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    }, { $mistakes ->
        [0] { $mistakes } erros
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    }, { $blunders ->
        [0] { $blunders } erros graves
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    }; perda média de { $acpl ->
        [0] { $acpl } centésimos
        [one] { $acpl } centésimo
       *[other] { $acpl } centésimos
    } de peão por { $kind ->
        [double] turno
       *[single] lance
    }
analysis-graph-head =
    A avaliação, { $kind ->
        [double] turno a turno
       *[single] lance a lance
    } (possibilidades de vitória das brancas):
# Os rótulos das linhas do gráfico em texto: curtos (uma palavra).
analysis-graph-label =
    { $which ->
        [white] Brancas
        [black] Pretas
       *[even] igual
    }
# A descrição da imagem (texto alternativo).
analysis-graph-alt =
    A avaliação da partida #{ $id } { $kind ->
        [double] turno a turno ({ $turns ->
            [one] { $turns } turno
           *[other] { $turns } turnos
        })
       *[single] lance a lance ({ $turns ->
            [one] { $turns } meio-lance
           *[other] { $turns } meios-lances
        })
    }: as possibilidades de vitória das brancas, acima da linha do meio quando as brancas estão em vantagem.
analysis-moments =
    { $kind ->
       *[other] Os momentos decisivos da partida:
    }
# $turn: o turno com o seu sinal (12. Cf3??); $judgement: analysis-judgement.
analysis-moment = { $turn } ({ $judgement }, { $who }): { $before } antes, { $after } depois.
analysis-judgement =
    { $j ->
        [inaccuracy] imprecisão
        [mistake] erro
       *[blunder] erro grave
    }
analysis-better = Melhor: { $better }
analysis-better-line = Melhor: { $better } (variante: { $line })
analysis-no-moments =
    Nenhum { $kind ->
        [double] turno
       *[single] lance
    } custou a quem o jogou um décimo das suas possibilidades de vitória.
analysis-attached =
    A partida com a análise segue em anexo ({ $format }: a avaliação de cada { $kind ->
        [double] turno
       *[single] lance
    } como [%eval], ?! ? ?? como $6 $2 $4, a melhor linha como variante), para qualquer programa de xadrez que leia { $format }.
# $engine: "tandem 0.1.0"; $depth: a profundidade média de cálculo do
# computador, em meios-lances, com "double" em turnos (0: desconhecida, e a
# frase termina após o nome).
# O [0] vem antes do [one] (em pt, 0 cai em one).
analysis-by =
    Análise feita por { $engine }{ $depth ->
        [0] .
       *[other] {" "}(profundidade média: { $kind ->
            [double] { $depth ->
                [one] { $depth } turno
               *[other] { $depth } turnos
            }). Cada turno marcado com ?!, ? ou ?? foi examinado de novo, mais a fundo, em comparação com a melhor continuação indicada pelo computador, e nunca recebe um sinal mais severo do que esse segundo exame confirma.
           *[single] { $depth ->
                [one] { $depth } meio-lance
               *[other] { $depth } meios-lances
            }). Cada lance marcado com ?!, ? ou ?? foi examinado de novo, mais a fundo, em comparação com a melhor continuação indicada pelo computador, e nunca recebe um sinal mais severo do que esse segundo exame confirma.
        }
    }
