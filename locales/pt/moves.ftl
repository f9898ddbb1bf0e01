# Um lance que o bot não jogou, e por quê (ver locales/en/moves.ftl).
# $piece é o nome inglês da peça (pawn, knight, bishop, rook, queen, king…).

move-unreadable = não consigo ler "{ $input }" como lance: { $reason }
move-illegal = "{ $input }" não é um lance legal aqui: { $reason }
move-ambiguous = "{ $input }" é ambíguo: pode ser { $candidates }
move-did-you-mean = { $refusal }. Você quis dizer { $candidates }?
move-game-over = a partida terminou ({ $outcome })

list-or = { $a } ou { $b }

## Uma linha condicional que não pode ser jogada

line-refused = na sua linha, { $turn } ({ $whose }) não pode ser jogado { $when }: { $reason }
line-their-turn = turno de { $who }
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
reason-game-over-turn = a partida terminou: não há nenhum turno legal
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

## Why: a letter of another language's notation, a glyph of a piece the game lacks

# "S is a knight in German and Polish notation": $languages is made of
# reason-language joined by reason-and (and reason-list).
reason-letter-means = { $letter } is a { $piece } in { $languages } notation
reason-language =
    { $language ->
        [de] German
        [ru] Russian
        [pl] Polish
        [it] Italian
        [es] Spanish
        [fr] French
        [nl] Dutch
        [pt] Portuguese
       *[en] English
    }
reason-and = { $a } and { $b }
reason-or = { $a } or { $b }
# Items joined by commas (the part before "and"/"or").
reason-list = { $items }
# The command line that switches to another language's letters.
reason-notation-line = 'notation { $code }'
# The reader's own notation: another language's letters, figurines, ICCF numbers.
reason-notation-letters =
    { $language ->
        [de] German letters
        [ru] Russian letters
        [pl] Polish letters
        [it] Italian letters
        [es] Spanish letters
        [fr] French letters
        [nl] Dutch letters
        [pt] Portuguese letters
       *[en] English letters
    }
reason-notation-figurine = figurines
reason-notation-iccf = ICCF numeric
# $meanings: reason-letter-means, by commas; $mine: reason-notation-*;
# $lines: reason-notation-line joined by reason-or. -one: the letters are
# one language's ($language); -many: of several.
reason-other-letters-one =
    { $meanings }, not in { $mine }, your notation; the line { $lines } makes { $language ->
        [de] German
        [ru] Russian
        [pl] Polish
        [it] Italian
        [es] Spanish
        [fr] French
        [nl] Dutch
        [pt] Portuguese
       *[en] English
    } letters yours
reason-other-letters-many = { $meanings }, not in { $mine }, your notation; the line { $lines } makes that language's letters yours
# $glyph: the chess symbol the player wrote; $pieces: reason-glyph-pieces*.
reason-glyph-piece = { $glyph } is a { $piece }, which { $variant } does not have; its pieces are { $pieces }
reason-glyph-knight-queen = { $glyph } is a knight-queen, which { $variant } does not have; its pieces are { $pieces }
reason-glyph-fairy = { $glyph } is a fairy piece, which { $variant } does not have; its pieces are { $pieces }
reason-glyph-pieces = { $glyphs }
reason-glyph-pieces-tandem84 = { $glyphs } and C ({ $chancellor }), M ({ $marshall }), G ({ $ghost })

## A turn in words, shown in brackets after the turn ("1. Nf3 (White's
## knight moved from g1 to f3)"): lower case at the start where the
## language allows, no full stop. $color: White or Black (the mover);
## $piece, $other: a piece's English name (pawn, knight, bishop, rook,
## queen, king, chancellor, marshall, ghost); $from, $to, $back, $twin:
## squares; $turn, $part, $a, $b, $parts: turn-* messages.

turn-move = { $color }'s { $piece } moved from { $from } to { $to }
# $wing: kingside or queenside.
turn-castle = { $color } castled { $wing }
turn-drop = { $color } dropped a { $piece } on { $to }
turn-capture = { $turn }, capturing a { $piece }
turn-capture-en-passant = { $turn }, capturing a pawn en passant
turn-promotion = { $turn }, and was promoted to a { $piece }
turn-then = { $a }; then { $b }
turn-none = no move
# A turn no game describes in more words: its notation.
turn-notation = { $turn }
# Two-Prong Chess: one or two moves at once.
turn-prong-one = { $color } moved { $part }
turn-prong-two = { $color } moved { $a } and, at the same time, { $b }
turn-prong-part = the { $piece } from { $from } to { $to }
turn-prong-castled = castled { $wing }
turn-prong-capture = { $part } capturing a { $piece }
turn-prong-capture-en-passant = { $part } capturing a pawn en passant
turn-prong-promotion = { $part }, promoting it to a { $piece }
# Tandem-Pawn Chess: pawns and tandems (two pawns on one square).
turn-tandem-advanced = { $color }'s { $from } tandem advanced to { $to }
turn-tandem-captured = { $color }'s { $from } tandem captured on { $to }
turn-tandem-rocket = { $color }'s { $from } tandem rocketed: one pawn stepped back to { $back }, the other jumped to { $to }
turn-tandem-one-advanced = one pawn of { $color }'s { $from } tandem advanced to { $to }
turn-tandem-one-captured = one pawn of { $color }'s { $from } tandem captured on { $to }
turn-pawn-advanced = { $color }'s pawn on { $from } advanced to { $to }
turn-pawn-captured = { $color }'s pawn on { $from } captured on { $to }
turn-capture-tandem = { $turn }, capturing a tandem of two pawns
turn-capture-tandem-en-passant = { $turn }, capturing a tandem of two pawns en passant
turn-became = { $turn }, and became a { $piece }
# Tandem-84: two boards side by side; a turn of one or more moves.
turn-t84 = { $color }: { $parts }
turn-t84-move = the { $piece } moved from { $from } to { $to }
turn-t84-cross = the { $piece } on { $from } dropped to { $twin } and moved to { $to }
turn-t84-castle = castled on the home board
turn-t84-drop-castle = drop-castled to the other board
turn-t84-swap = swapped the { $piece } on { $from } and the { $other } on { $to } between the boards
turn-t84-ghost-swap = the ghost on { $from } swapped places with the { $other } on { $to }
turn-t84-both-leave = { $turn }, and both leave the board
turn-t84-promotion = { $turn }, promoting to a { $piece }
# Bughouse (two boards A and B): $board is A or B; the captured piece goes
# to the partner's hand on the other board ($color: whose hand).
turn-on-board-first = On board { $board }, { $turn }
turn-on-board = on board { $board }, { $turn }
turn-goes-to-hand = { $turn }, which goes to { $color }'s hand on board { $board }
turn-goes-to-hand-as = { $turn }, which goes to { $color }'s hand on board { $board } as a { $piece }
