# Um lance que o bot não jogou, e por quê (ver locales/en/moves.ftl).
# $piece é o nome inglês da peça (pawn, knight, bishop, rook, queen, king…).

move-unreadable = não consigo ler "{ $input }" como lance: { $reason }
move-illegal = "{ $input }" não é um lance legal aqui: { $reason }
move-ambiguous = "{ $input }" é ambíguo: pode ser { $candidates }
move-did-you-mean = { $refusal }. Você quis dizer { $candidates }?
move-game-over = a partida terminou ({ $outcome })

list-or = { $a } { $next ->
       *[other] ou
    } { $b }

## Uma linha condicional que não pode ser jogada

line-refused = na sua linha, { $turn } ({ $whose }) não pode ser jogado { $when }: { $reason }
line-their-turn = { $kind ->
        [double] o turno de { $who }
       *[single] o lance de { $who }
    }
line-your-answer = a sua resposta
line-now = agora
line-after = depois de { $turns }
line-game-over = a partida já teria terminado até lá ({ $outcome })

## Por quê: qualquer jogo

reason-no-move = o texto não contém nenhum lance
reason-no-match = não corresponde a nenhum lance legal
reason-ambiguous = corresponde a mais de um lance legal
reason-in-check = { $reason } (você está em xeque)
reason-write-moves-like = escreva os lances assim: { $examples }
reason-capture-mark-first = "{ $mark }" não é a letra de uma peça, e a marca de captura vem depois da peça ou da coluna do peão, como em { $piece-capture } ou { $pawn-capture }
reason-game-over = a partida terminou: não há nenhum lance legal
reason-game-over-turn = a partida terminou: não há nenhum lance legal
reason-castle-in-check =
    você não pode fazer o roque { $side ->
        [kingside] pequeno
       *[queenside] grande
    } estando em xeque
reason-castle-impossible =
    o roque { $side ->
        [kingside] pequeno
       *[queenside] grande
    } não é possível agora (há uma peça no caminho, o rei ou a torre já se moveu, ou uma casa está atacada)
reason-no-drop =
    você não tem { $piece ->
        [pawn] nenhum peão
        [knight] nenhum cavalo
        [bishop] nenhum bispo
        [rook] nenhuma torre
        [queen] nenhuma dama
        [chancellor] nenhum chanceler
        [marshall] nenhum marechal
        [ghost] nenhum fantasma
       *[other] nenhuma peça "{ $piece }"
    } na reserva para colocar em { $square }, ou a casa está ocupada
reason-no-such-piece =
    você não tem { $piece ->
        [pawn] nenhum peão
        [knight] nenhum cavalo
        [bishop] nenhum bispo
        [rook] nenhuma torre
        [queen] dama
        [king] rei
        [chancellor] nenhum chanceler
        [marshall] nenhum marechal
        [ghost] nenhum fantasma
       *[other] nenhuma peça "{ $piece }"
    }
reason-none-reaches =
    { $piece ->
        [pawn] nenhum dos seus peões pode
        [knight] nenhum dos seus cavalos pode
        [bishop] nenhum dos seus bispos pode
        [rook] nenhuma das suas torres pode
        [queen] nenhuma das suas damas pode
        [king] o seu rei não pode
        [chancellor] nenhum dos seus chanceleres pode
        [marshall] nenhum dos seus marechais pode
        [ghost] nenhum dos seus fantasmas pode
       *[other] nenhuma peça sua "{ $piece }" pode
    } ir para { $square }
reason-empty-square = não há nenhuma peça em { $square }
reason-not-your-piece = a peça em { $square } não é sua
reason-cannot-go =
    { $piece ->
        [pawn] o seu peão
        [knight] o seu cavalo
        [bishop] o seu bispo
        [rook] a sua torre
        [queen] a sua dama
        [king] o seu rei
        [chancellor] o seu chanceler
        [marshall] o seu marechal
        [ghost] o seu fantasma
       *[other] a sua peça "{ $piece }"
    } em { $from } não pode ir para { $square }

## Por quê: a notação escolhida

reason-foreign-letter =
    "{ $letter }" não é a letra de uma peça na notação { $language ->
        [de] alemã
        [ru] russa
        [pl] polonesa
        [it] italiana
        [es] espanhola
        [fr] francesa
        [nl] neerlandesa
        [pt] portuguesa
       *[en] inglesa
    }, que você escolheu: { $legend }; um lance de peão não tem letra
reason-legend-piece =
    { $letter } ({ $piece ->
        [pawn] peão
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [queen] dama
        [king] rei
        [chancellor] chanceler
        [marshall] marechal
        [ghost] fantasma
       *[other] { $piece }
    })
reason-legend-drop = { $letter }@ (colocação de um peão)
reason-legend-tandem = { $letter } (o tandem inteiro)
reason-numeric-none = o { $variant } não tem notação numérica (os tabuleiros dele têm doze colunas); escreva os lances assim: { $examples }
reason-numeric-malformed = "{ $text }" não é um lance numérico: são quatro algarismos, a coluna e a fileira da casa de partida e depois as da casa de chegada (a=1 … h=8, fileiras 1-8), como 5254 para e2-e4, e um quinto para a promoção (1 dama, 2 torre, 3 bispo, 4 cavalo)
reason-numeric-mixture = "{ $text }" mistura um lance numérico com outros sinais: escreva só os algarismos, como 5254, ou o lance em notação algébrica
reason-numeric-drop = "{ $text }": uma colocação não tem forma numérica; escreva a peça, @ e a casa, como { $drop } ({ $pawn-drop } para um peão)
reason-numeric-no-drop = { $reason } (uma colocação não tem forma numérica: escreva-a como { $example })

## Por quê: Two-Prong Chess

reason-still-in-check = não tira o seu rei do xeque
reason-leaves-king-in-check = deixaria o seu rei em xeque
reason-only-with-another = { $reason }; só é legal junto com outro lance
reason-first-turn-of-game-single = o primeiro turno das brancas na partida é um lance simples
reason-first-move = o primeiro lance "{ $part }": { $reason }
reason-second-move = o segundo lance "{ $part }": { $reason }
reason-dual-turn = um turno é um lance, ou dois lances de peças diferentes unidos por "/" (como { $example })
reason-castling-whole-turn = o roque é um turno inteiro: não pode ser metade de um lance duplo
reason-dual-same-piece =
    "{ $first }" e "{ $second }" são ambos lances { $piece ->
        [pawn] do peão
        [knight] do cavalo
        [bishop] do bispo
        [rook] da torre
        [queen] da dama
        [king] do rei
        [chancellor] do chanceler
        [marshall] do marechal
        [ghost] do fantasma
       *[other] da peça "{ $piece }"
    } em { $square }; um lance duplo precisa de duas peças diferentes
reason-dual-same-square = os dois lances terminam em { $square }: duas peças não podem ir para a mesma casa
reason-dual-same-capture = os dois lances capturam a mesma peça
reason-dual-still-in-check = depois dos dois lances o seu rei continuaria em xeque
reason-dual-in-check = depois dos dois lances o seu rei ficaria em xeque

## Por quê: Tandem-84

reason-t84-turn = um turno é um ou dois lances unidos por "/", como { $example }
reason-t84-not-a-move = "{ $part }" não é um lance; escreva os lances assim: { $examples }
reason-first-turn-single = o primeiro turno das brancas é um só lance
reason-cannot-start = o lance "{ $part }" não pode começar aqui um turno legal
reason-add-second = aqui um turno tem dois lances: acrescente depois de "{ $part }" um segundo lance no outro tabuleiro
reason-no-second = depois de "{ $part }" não é possível um segundo lance, então o turno é só "{ $part }"
reason-bad-second = "{ $second }" não é um segundo lance legal depois de "{ $first }" (ele deve mover outra peça, começar no outro tabuleiro e deixar o seu rei em segurança)

## Por quê: Tandem-Pawn Chess

reason-tandem-pawn-moves = escreva os lances assim: { $pawn }, { $capture }, { $tandem } (o tandem inteiro), { $rocket } (um foguete), { $knight } ou { $castle }
reason-tandem-whole-can = aqui um peão sozinho não pode fazer esse lance (um peão simples não pode capturar um tandem), mas o tandem inteiro pode: escreva TT antes do lance
reason-tandem-rocket = nenhum peão simples faz esse lance; é um foguete, que se escreve com ^
reason-tandem-not-whole = nenhum tandem inteiro faz esse lance; sem TT move-se um só peão
reason-tandem-no-rocket = nenhum foguete chega ali; um foguete precisa de um tandem com a casa de trás e as duas da frente livres

## Por quê: os jogos de dois tabuleiros

reason-match-over = o match terminou
reason-no-board-can-move = agora não se pode jogar em nenhum tabuleiro
reason-both-boards = é legal nos dois tabuleiros: diga em qual, como A:e4 ou B:e4
reason-waits-for-piece =
    as { $color ->
        [White] brancas estão
       *[Black] pretas estão
    } em xeque no tabuleiro { $board } e esperam uma peça do parceiro para cobrir o xeque
reason-board-can-move = ainda é possível jogar no tabuleiro { $board }
reason-board-over = a partida do tabuleiro { $board } terminou
reason-on-board = no tabuleiro { $board }: { $reason }
reason-label-alone = uma indicação de tabuleiro sem lance depois dela
reason-one-move = um lance de cada vez
reason-one-move-with-board = um lance de cada vez, com a indicação do tabuleiro: { $examples }
reason-your-board = você joga no tabuleiro { $board }
reason-their-move-on-board =
    no tabuleiro { $board } é a vez das { $color ->
        [White] brancas
       *[Black] pretas
    }
reason-only-board = neste turno só se joga no tabuleiro { $board }
reason-only-board-one-move = neste turno só se joga no tabuleiro { $board }: um lance
reason-sync-turn = um turno é um lance no tabuleiro A e depois um no tabuleiro B: escreva-os como { $a }/{ $b } (ou A: { $a } B: { $b })
reason-board-a-first = o lance do tabuleiro A vem primeiro: { $reason }
reason-move-missing = falta um lance: { $reason }
reason-same-board = os dois lances indicam o mesmo tabuleiro: { $reason }
reason-too-many-moves = lances demais: { $reason }
reason-ends-match = { $move } termina o match: o turno acaba aí

## Por quê: uma letra da notação de outro idioma, o símbolo de uma peça que o jogo não tem

# "S é um cavalo na notação alemã e polonesa": $languages são
# reason-language unidos por reason-and (e reason-list). reason-language é
# o adjetivo feminino que vem depois de "notação".
reason-letter-means =
    { $letter } é { $piece ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [queen] uma dama
        [king] um rei
        [chancellor] um chanceler
        [marshall] um marechal
        [ghost] um fantasma
       *[other] uma peça "{ $piece }"
    } na notação { $languages }
reason-language =
    { $language ->
        [de] alemã
        [ru] russa
        [pl] polonesa
        [it] italiana
        [es] espanhola
        [fr] francesa
        [nl] neerlandesa
        [pt] portuguesa
       *[en] inglesa
    }
reason-and = { $a } { $next ->
       *[other] e
    } { $b }
reason-or = { $a } { $next ->
       *[other] ou
    } { $b }
# Itens separados por vírgulas (o que vem antes de "e"/"ou").
reason-list = { $items }
# A linha de comando que passa para as letras de outro idioma.
reason-notation-line = "notation { $code }"
# A notação do próprio jogador: as letras de um idioma, símbolos, numérica ICCF.
reason-notation-letters =
    { $language ->
        [de] letras alemãs
        [ru] letras russas
        [pl] letras polonesas
        [it] letras italianas
        [es] letras espanholas
        [fr] letras francesas
        [nl] letras neerlandesas
        [pt] letras portuguesas
       *[en] letras inglesas
    }
reason-notation-figurine = símbolos das peças
reason-notation-iccf = numérica ICCF
# $meanings: reason-letter-means, separados por vírgulas; $mine: reason-notation-*;
# $lines: reason-notation-line unidas por reason-or. -one: as letras são de
# um só idioma ($language); -many: de vários.
reason-other-letters-one =
    { $meanings }, mas não na sua notação ({ $mine }); com a linha { $lines }, você passa a usar as letras { $language ->
        [de] alemãs
        [ru] russas
        [pl] polonesas
        [it] italianas
        [es] espanholas
        [fr] francesas
        [nl] neerlandesas
        [pt] portuguesas
       *[en] inglesas
    }
reason-other-letters-many = { $meanings }, mas não na sua notação ({ $mine }); com a linha { $lines }, você passa a usar as letras desse idioma
# $glyph: o símbolo que o jogador escreveu; $pieces: reason-glyph-pieces*.
reason-glyph-piece =
    { $glyph } é { $piece ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [queen] uma dama
        [king] um rei
        [chancellor] um chanceler
        [marshall] um marechal
        [ghost] um fantasma
       *[other] uma peça "{ $piece }"
    }, peça que o { $variant } não tem; as peças dele são { $pieces }
reason-glyph-knight-queen = { $glyph } é uma amazona (dama + cavalo), peça que o { $variant } não tem; as peças dele são { $pieces }
reason-glyph-fairy = { $glyph } é uma peça de xadrez feérico, que o { $variant } não tem; as peças dele são { $pieces }
reason-glyph-pieces = { $glyphs }
reason-glyph-pieces-tandem84 =
    { $glyphs }, C ({ $chancellor ->
       *[chancellor] chanceler
    }), M ({ $marshall ->
       *[marshall] marechal
    }) e G ({ $ghost ->
       *[ghost] fantasma
    })

## Um turno por extenso, entre parênteses depois do turno ("1. Cf3 (o
## cavalo branco foi de g1 para f3)"): com minúscula inicial e sem ponto
## final. $color: White ou Black (quem jogou); $piece, $other: o nome
## inglês de uma peça (pawn, knight, bishop, rook, queen, king, chancellor,
## marshall, ghost); $from, $to, $back, $twin: casas; $turn, $part, $a, $b,
## $parts: mensagens turn-*.

turn-move =
    { $color ->
        [White] { $piece ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [chancellor] o chanceler branco
            [marshall] o marechal branco
            [ghost] o fantasma branco
           *[king] o rei branco
        }
       *[Black] { $piece ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [chancellor] o chanceler preto
            [marshall] o marechal preto
            [ghost] o fantasma preto
           *[king] o rei preto
        }
    } foi de { $from } para { $to }
# $wing: kingside (pequeno) ou queenside (grande).
turn-castle =
    { $color ->
        [White] as brancas
       *[Black] as pretas
    } fizeram o roque { $wing ->
        [kingside] pequeno
       *[queenside] grande
    }
turn-drop =
    { $color ->
        [White] as brancas
       *[Black] as pretas
    } colocaram { $piece ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [king] um rei
        [chancellor] um chanceler
        [marshall] um marechal
        [ghost] um fantasma
       *[queen] uma dama
    } em { $to }
turn-capture =
    { $turn }, onde capturou { $piece ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [king] um rei
        [chancellor] um chanceler
        [marshall] um marechal
        [ghost] um fantasma
       *[queen] uma dama
    }
turn-capture-en-passant = { $turn }, capturando um peão en passant
turn-promotion =
    { $turn } e foi promovido a { $piece ->
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [chancellor] chanceler
        [marshall] marechal
        [ghost] fantasma
       *[queen] dama
    }
turn-then = { $a }; depois, { $b }
turn-none = nenhum lance
# Um turno que nenhum jogo descreve com mais palavras: a sua notação.
turn-notation = { $turn }
# Two-Prong Chess: um ou dois lances ao mesmo tempo.
turn-prong-one =
    { $color ->
        [White] as brancas
       *[Black] as pretas
    } moveram { $part }
turn-prong-two =
    { $color ->
        [White] as brancas
       *[Black] as pretas
    } moveram { $a } e, ao mesmo tempo, { $b }
turn-prong-part =
    { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } de { $from } para { $to }
turn-prong-castled =
    fizeram o roque { $wing ->
        [kingside] pequeno
       *[queenside] grande
    }
turn-prong-capture =
    { $part }, capturando { $piece ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [king] um rei
       *[queen] uma dama
    }
turn-prong-capture-en-passant = { $part }, capturando um peão en passant
turn-prong-promotion =
    { $part }, com promoção a { $piece ->
        [knight] cavalo
        [bishop] bispo
        [rook] torre
       *[queen] dama
    }
# Tandem-Pawn Chess: peões e tandems (dois peões numa casa). As capturas
# (turn-*-captured) vêm sempre seguidas de turn-capture*.
turn-tandem-advanced =
    o tandem { $color ->
        [White] branco
       *[Black] preto
    } de { $from } avançou para { $to }
turn-tandem-captured =
    o tandem { $color ->
        [White] branco
       *[Black] preto
    } de { $from } foi para { $to }
turn-tandem-rocket =
    o tandem { $color ->
        [White] branco
       *[Black] preto
    } de { $from } fez um foguete: um peão recuou para { $back } e o outro saltou para { $to }
turn-tandem-one-advanced =
    um peão do tandem { $color ->
        [White] branco
       *[Black] preto
    } de { $from } avançou para { $to }
turn-tandem-one-captured =
    um peão do tandem { $color ->
        [White] branco
       *[Black] preto
    } de { $from } foi para { $to }
turn-pawn-advanced =
    o peão { $color ->
        [White] branco
       *[Black] preto
    } de { $from } avançou para { $to }
turn-pawn-captured =
    o peão { $color ->
        [White] branco
       *[Black] preto
    } de { $from } foi para { $to }
turn-capture-tandem = { $turn }, onde capturou um tandem de dois peões
turn-capture-tandem-en-passant = { $turn }, capturando en passant um tandem de dois peões
turn-became =
    { $turn } e passou a ser { $piece ->
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
       *[queen] uma dama
    }
# Tandem-84: dois tabuleiros lado a lado; um turno de um ou mais lances.
turn-t84 =
    { $color ->
        [White] as brancas
       *[Black] as pretas
    }: { $parts }
turn-t84-move =
    { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [chancellor] o chanceler
        [marshall] o marechal
        [ghost] o fantasma
       *[king] o rei
    } foi de { $from } para { $to }
turn-t84-cross =
    { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [chancellor] o chanceler
        [marshall] o marechal
        [ghost] o fantasma
       *[king] o rei
    } de { $from } foi transferido para { $twin } e dali para { $to }
turn-t84-castle = roque no tabuleiro de origem
turn-t84-drop-castle = roque com transferência para o outro tabuleiro
turn-t84-swap =
    { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [chancellor] o chanceler
        [marshall] o marechal
        [ghost] o fantasma
       *[king] o rei
    } de { $from } e { $other ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [chancellor] o chanceler
        [marshall] o marechal
        [ghost] o fantasma
       *[king] o rei
    } de { $to } trocaram de lugar entre os tabuleiros
turn-t84-ghost-swap =
    o fantasma de { $from } trocou de lugar com { $other ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [chancellor] o chanceler
        [marshall] o marechal
        [ghost] o fantasma
       *[king] o rei
    } de { $to }
turn-t84-both-leave = { $turn }, e os dois saíram do tabuleiro
turn-t84-promotion =
    { $turn }, com promoção a { $piece ->
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [chancellor] chanceler
        [marshall] marechal
        [ghost] fantasma
       *[queen] dama
    }
# Bughouse (dois tabuleiros, A e B): $board é A ou B; a peça capturada vai
# para a reserva do parceiro no outro tabuleiro ($color: de quem é a reserva).
turn-on-board-first = No tabuleiro { $board }, { $turn }
turn-on-board = no tabuleiro { $board }, { $turn }
turn-goes-to-hand =
    { $turn }, que foi para a reserva das { $color ->
        [White] brancas
       *[Black] pretas
    } no tabuleiro { $board }
turn-goes-to-hand-as =
    { $turn }, que foi para a reserva das { $color ->
        [White] brancas
       *[Black] pretas
    } no tabuleiro { $board } como { $piece ->
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [queen] dama
       *[pawn] peão
    }
