# Een zet die de bot niet heeft gespeeld, en waarom (zie locales/en/moves.ftl).
# $piece is de Engelse naam van het stuk (pawn, knight, bishop, rook, queen, king …).

move-unreadable = ik kan "{ $input }" niet als zet lezen: { $reason }
move-illegal = "{ $input }" is hier niet reglementair: { $reason }
move-ambiguous = "{ $input }" is niet eenduidig: het kan { $candidates } zijn
move-did-you-mean = { $refusal }. Bedoel je { $candidates }?
move-game-over = de partij is afgelopen ({ $outcome })

list-or = { $a } of { $b }

## Een voorwaardelijke reeks die niet gespeeld kan worden

line-refused = in je reeks kan { $turn } ({ $whose }) { $when } niet gespeeld worden: { $reason }
line-their-turn = de beurt van { $who }
line-your-answer = je antwoord
line-now = nu
line-after = na { $turns }
line-game-over = de partij zou dan al afgelopen zijn ({ $outcome })

## Waarom: elk spel

reason-no-move = er staat geen zet in
reason-no-match = er past geen reglementaire zet bij
reason-ambiguous = er past meer dan één reglementaire zet bij
reason-in-check = { $reason } (je staat schaak)
reason-write-moves-like = schrijf zetten zoals { $examples }
reason-capture-mark-first = "{ $mark }" is geen stukletter, en het slagteken komt na de stukletter of na de lijn van de pion, zoals in { $piece-capture } of { $pawn-capture }
reason-game-over = de partij is afgelopen: er is geen reglementaire zet
reason-game-over-turn = de partij is afgelopen: er is geen reglementaire beurt
reason-castle-in-check =
    je kunt niet { $side ->
        [kingside] kort
       *[queenside] lang
    } rokeren terwijl je schaak staat
reason-castle-impossible =
    { $side ->
        [kingside] korte
       *[queenside] lange
    } rokade is nu niet mogelijk (er staat een stuk tussen, de koning of de toren heeft al een zet gedaan, of een veld wordt aangevallen)
reason-no-drop =
    je hebt { $piece ->
        [pawn] geen pion
        [knight] geen paard
        [bishop] geen loper
        [rook] geen toren
        [queen] geen dame
        [chancellor] geen kanselier
        [marshall] geen maarschalk
        [ghost] geen spook
       *[other] geen stuk "{ $piece }"
    } in je reserve om op { $square } in te zetten, of het veld is bezet
reason-no-such-piece =
    je hebt { $piece ->
        [pawn] geen pion
        [knight] geen paard
        [bishop] geen loper
        [rook] geen toren
        [queen] geen dame
        [king] geen koning
        [chancellor] geen kanselier
        [marshall] geen maarschalk
        [ghost] geen spook
       *[other] geen stuk "{ $piece }"
    }
reason-none-reaches =
    { $piece ->
        [pawn] geen van je pionnen kan
        [knight] geen van je paarden kan
        [bishop] geen van je lopers kan
        [rook] geen van je torens kan
        [queen] geen van je dames kan
        [king] je koning kan niet
        [chancellor] geen van je kanseliers kan
        [marshall] geen van je maarschalken kan
        [ghost] geen van je spoken kan
       *[other] geen van je stukken "{ $piece }" kan
    } naar { $square }
reason-empty-square = er staat geen stuk op { $square }
reason-not-your-piece = het stuk op { $square } is niet van jou
reason-cannot-go =
    { $piece ->
        [pawn] je pion
        [knight] je paard
        [bishop] je loper
        [rook] je toren
        [queen] je dame
        [king] je koning
        [chancellor] je kanselier
        [marshall] je maarschalk
        [ghost] je spook
       *[other] je stuk "{ $piece }"
    } op { $from } kan niet naar { $square }

## Waarom: de gekozen notatie

reason-foreign-letter =
    "{ $letter }" is geen stukletter in de { $language ->
        [de] Duitse
        [ru] Russische
        [pl] Poolse
        [it] Italiaanse
        [es] Spaanse
        [fr] Franse
        [nl] Nederlandse
        [pt] Portugese
       *[en] Engelse
    } notatie, die je gekozen hebt: { $legend }; een pionzet heeft geen letter
reason-legend-piece =
    { $letter } ({ $piece ->
        [pawn] pion
        [knight] paard
        [bishop] loper
        [rook] toren
        [queen] dame
        [king] koning
        [chancellor] kanselier
        [marshall] maarschalk
        [ghost] spook
       *[other] { $piece }
    })
reason-legend-drop = { $letter }@ (een pion inzetten)
reason-legend-tandem = { $letter } (de hele tandem)
reason-numeric-none = { $variant } kent geen cijfernotatie (de borden hebben twaalf lijnen); schrijf zetten zoals { $examples }
reason-numeric-malformed = "{ $text }" is geen zet in cijfernotatie: zo'n zet bestaat uit vier cijfers, lijn en rij van het vertrekveld en dan die van het aankomstveld (a=1 … h=8, rijen 1-8), zoals 5254 voor e2-e4, met een vijfde cijfer bij promotie (1 dame, 2 toren, 3 loper, 4 paard)
reason-numeric-mixture = "{ $text }" mengt cijfernotatie met andere tekens: schrijf alleen de cijfers, zoals 5254, of de zet in algebraïsche notatie
reason-numeric-drop = "{ $text }": een inzet kun je niet in cijfernotatie schrijven; schrijf het stuk, @ en het veld, zoals { $drop } ({ $pawn-drop } voor een pion)
reason-numeric-no-drop = { $reason } (een inzet kun je niet in cijfernotatie schrijven: schrijf hem zoals { $example })

## Waarom: Two-Prong Chess

reason-still-in-check = die zet heft het schaak niet op
reason-leaves-king-in-check = je koning zou erna schaak staan
reason-only-with-another = { $reason }; die zet is alleen reglementair samen met een andere zet
reason-first-turn-of-game-single = de eerste beurt van Wit in de partij is een enkele zet
reason-first-move = de eerste zet "{ $part }": { $reason }
reason-second-move = de tweede zet "{ $part }": { $reason }
reason-dual-turn = een beurt is één zet, of twee zetten van verschillende stukken, met een schuine streep ertussen (zoals { $example })
reason-castling-whole-turn = de rokade is een hele beurt: die kan niet de helft van een dubbelzet zijn
reason-dual-same-piece =
    "{ $first }" en "{ $second }" zijn allebei zetten van { $piece ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
        [king] de koning
       *[other] het stuk "{ $piece }"
    } op { $square }; voor een dubbelzet zijn twee verschillende stukken nodig
reason-dual-same-square = beide zetten eindigen op { $square }: twee stukken kunnen niet op hetzelfde veld terechtkomen
reason-dual-same-capture = beide zetten slaan hetzelfde stuk
reason-dual-still-in-check = na beide zetten zou je koning nog schaak staan
reason-dual-in-check = na beide zetten zou je koning schaak staan

## Waarom: Tandem-84

reason-t84-turn = een beurt is één zet, of twee zetten met een schuine streep ertussen, zoals { $example }
reason-t84-not-a-move = "{ $part }" is geen zet; schrijf zetten zoals { $examples }
reason-first-turn-single = de eerste beurt van Wit is één zet
reason-cannot-start = met de zet "{ $part }" kan hier geen reglementaire beurt beginnen
reason-add-second = een beurt is hier twee zetten: voeg na "{ $part }" een tweede zet op het andere bord toe
reason-no-second = na "{ $part }" is geen tweede zet mogelijk, dus de beurt bestaat alleen uit "{ $part }"
reason-bad-second = "{ $second }" is geen reglementaire tweede zet na "{ $first }" (die moet met een ander stuk zijn, op het andere bord beginnen en je koning niet schaak laten staan)

## Waarom: Tandem-Pawn Chess

reason-tandem-pawn-moves = schrijf zetten zoals { $pawn }, { $capture }, { $tandem } (de hele tandem), { $rocket } (een raket), { $knight } of { $castle }
reason-tandem-whole-can = één pion alleen kan die zet hier niet doen (een losse pion kan geen tandem slaan), maar de hele tandem wel: schrijf TT voor de zet
reason-tandem-rocket = geen losse pion doet die zet; het is een raket, die je met ^ schrijft
reason-tandem-not-whole = geen enkele tandem als geheel kan die zet doen; zonder TT zet je één pion
reason-tandem-no-rocket = er komt daar geen raket terecht; voor een raket is een tandem nodig waarvan het veld erachter en de twee velden ervoor leeg zijn

## Waarom: de spellen op twee borden

reason-match-over = de wedstrijd is afgelopen
reason-no-board-can-move = op geen enkel bord kan nu gezet worden
reason-both-boards = die zet is op beide borden reglementair: geef aan op welk bord, zoals A:e4 of B:e4
reason-waits-for-piece =
    { $color ->
        [White] Wit
       *[Black] Zwart
    } staat schaak op bord { $board } en wacht op een stuk van zijn partner om het schaak te blokkeren
reason-board-can-move = op bord { $board } kan gezet worden
reason-board-over = de partij op bord { $board } is afgelopen
reason-on-board = op bord { $board }: { $reason }
reason-label-alone = een bordaanduiding zonder zet erna
reason-one-move = één zet tegelijk
reason-one-move-with-board = één zet tegelijk, met het bord erbij: { $examples }
reason-your-board = je speelt op bord { $board }
reason-their-move-on-board =
    op bord { $board } is { $color ->
        [White] Wit
       *[Black] Zwart
    } aan zet
reason-only-board = deze beurt wordt alleen op bord { $board } gespeeld
reason-only-board-one-move = deze beurt wordt alleen op bord { $board } gespeeld: één zet
reason-sync-turn = een beurt is een zet op bord A en dan één op bord B: schrijf ze als { $a }/{ $b } (of A: { $a } B: { $b })
reason-board-a-first = de zet op bord A komt eerst: { $reason }
reason-move-missing = er ontbreekt een zet: { $reason }
reason-same-board = beide zetten noemen hetzelfde bord: { $reason }
reason-too-many-moves = te veel zetten: { $reason }
reason-ends-match = { $move } beëindigt de wedstrijd: de beurt eindigt daar

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
