# Ein Zug, den der Bot nicht ausgeführt hat, und warum (siehe locales/en/moves.ftl).
# $piece ist der englische Name der Figur (pawn, knight, bishop, rook, queen,
# king, chancellor, marshall, ghost). Die Gründe (reason-*) stehen immer nach
# einem Doppelpunkt oder vor einem Semikolon und beginnen daher klein; was
# nach einem Doppelpunkt im Text selbst folgt, ist ein ganzer Satz und beginnt
# groß. Anführungszeichen wie in mail.ftl: gerade ("...").

move-unreadable = "{ $input }" kann ich nicht als Zug lesen: { $reason }
move-illegal = "{ $input }" ist hier regelwidrig: { $reason }
move-ambiguous = "{ $input }" ist mehrdeutig: Gemeint sein kann { $candidates }
move-did-you-mean = { $refusal }. Meinten Sie { $candidates }?
move-game-over = Die Partie ist beendet ({ $outcome })

list-or = { $a } oder { $b }

## Eine bedingte Zugfolge, die nicht gespielt werden kann

line-refused = In Ihrer Zugfolge kann { $turn } ({ $whose }) { $when } nicht gespielt werden: { $reason }
line-their-turn = Zug von { $who }
line-your-answer = Ihre Antwort
line-now = jetzt
line-after = nach { $turns }
line-game-over = die Partie wäre bis dahin beendet ({ $outcome })

## Warum: jedes Spiel

reason-no-move = darin steht kein Zug
reason-no-match = kein regelgemäßer Zug passt dazu
reason-ambiguous = mehr als ein regelgemäßer Zug passt dazu
reason-in-check = { $reason } (Sie stehen im Schach)
reason-write-moves-like = schreiben Sie Züge wie { $examples }
reason-capture-mark-first = "{ $mark }" ist kein Figurenbuchstabe, und das Schlagzeichen steht nach der Figur oder der Linie des Bauern, wie in { $piece-capture } oder { $pawn-capture }
reason-game-over = die Partie ist beendet: Es gibt keinen regelgemäßen Zug
reason-game-over-turn = die Partie ist beendet: Es gibt keinen regelgemäßen Zug mehr
reason-castle-in-check =
    Sie können nicht { $side ->
        [kingside] kurz
       *[queenside] lang
    } rochieren, solange Sie im Schach stehen
reason-castle-impossible =
    die { $side ->
        [kingside] kurze
       *[queenside] lange
    } Rochade ist jetzt nicht möglich (eine Figur steht im Weg, König oder Turm haben schon gezogen, oder ein Feld wird angegriffen)
reason-no-drop =
    Sie haben { $piece ->
        [pawn] keinen Bauern
        [knight] keinen Springer
        [bishop] keinen Läufer
        [rook] keinen Turm
        [queen] keine Dame
        [chancellor] keinen Kanzler
        [marshall] keinen Marschall
        [ghost] keinen Geist
       *[other] keine Figur "{ $piece }"
    } in Ihrer Reserve zum Einsetzen auf { $square }, oder das Feld ist besetzt
reason-no-such-piece =
    Sie haben { $piece ->
        [pawn] keinen Bauern
        [knight] keinen Springer
        [bishop] keinen Läufer
        [rook] keinen Turm
        [queen] keine Dame
        [king] keinen König
        [chancellor] keinen Kanzler
        [marshall] keinen Marschall
        [ghost] keinen Geist
       *[other] keine Figur "{ $piece }"
    }
reason-none-reaches =
    { $piece ->
        [pawn] keiner Ihrer Bauern kann
        [knight] keiner Ihrer Springer kann
        [bishop] keiner Ihrer Läufer kann
        [rook] keiner Ihrer Türme kann
        [queen] keine Ihrer Damen kann
        [king] Ihr König kann nicht
        [chancellor] keiner Ihrer Kanzler kann
        [marshall] keiner Ihrer Marschälle kann
        [ghost] keiner Ihrer Geister kann
       *[other] keine Ihrer Figuren "{ $piece }" kann
    } nach { $square } ziehen
reason-empty-square = auf { $square } steht keine Figur
reason-not-your-piece = die Figur auf { $square } gehört nicht Ihnen
reason-cannot-go =
    { $piece ->
        [pawn] Ihr Bauer
        [knight] Ihr Springer
        [bishop] Ihr Läufer
        [rook] Ihr Turm
        [queen] Ihre Dame
        [king] Ihr König
        [chancellor] Ihr Kanzler
        [marshall] Ihr Marschall
        [ghost] Ihr Geist
       *[other] Ihre Figur "{ $piece }"
    } auf { $from } kann nicht nach { $square } ziehen

## Warum: die gewählte Notation

reason-foreign-letter =
    "{ $letter }" ist kein Figurenbuchstabe der { $language ->
        [de] deutschen
        [ru] russischen
        [pl] polnischen
        [it] italienischen
        [es] spanischen
        [fr] französischen
        [nl] niederländischen
        [pt] portugiesischen
       *[en] englischen
    } Notation, die Sie gewählt haben: { $legend }; ein Bauernzug hat keinen Buchstaben
reason-legend-piece =
    { $letter } ({ $piece ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
        [king] König
        [chancellor] Kanzler
        [marshall] Marschall
        [ghost] Geist
       *[other] { $piece }
    })
reason-legend-drop = { $letter }@ (Einsetzen eines Bauern)
reason-legend-tandem = { $letter } (das ganze Tandem)
reason-numeric-none = { $variant } hat keine Ziffernnotation (die Bretter haben zwölf Linien); schreiben Sie Züge wie { $examples }
reason-numeric-malformed = "{ $text }" ist kein Zug in Ziffernnotation: Ein solcher Zug hat vier Ziffern, Linie und Reihe des Ausgangsfelds, dann die des Zielfelds (a=1 ... h=8, Reihen 1-8), etwa 5254 für e2-e4; bei einer Umwandlung folgt eine fünfte (1 Dame, 2 Turm, 3 Läufer, 4 Springer)
reason-numeric-mixture = "{ $text }" vermischt Ziffernnotation mit anderen Zeichen: Schreiben Sie nur die Ziffern, etwa 5254, oder den Zug in algebraischer Notation
reason-numeric-drop = "{ $text }": Das Einsetzen lässt sich nicht in Ziffernnotation schreiben; schreiben Sie die Figur, @ und das Feld, etwa { $drop } ({ $pawn-drop } für einen Bauern)
reason-numeric-no-drop = { $reason } (das Einsetzen lässt sich nicht in Ziffernnotation schreiben: Schreiben Sie es etwa als { $example })

## Warum: Two-Prong-Schach

reason-still-in-check = er hebt das Schach gegen Ihren König nicht auf
reason-leaves-king-in-check = Ihr König stünde danach im Schach
reason-only-with-another = { $reason }; regelgemäß ist er nur zusammen mit einem zweiten Zug
reason-first-turn-of-game-single = der erste Zug von Weiß in der Partie ist ein Einzelzug
reason-first-move = der erste Zug "{ $part }": { $reason }
reason-second-move = der zweite Zug "{ $part }": { $reason }
reason-dual-turn = ein Zug ist ein Einzelzug oder ein Doppelzug aus zwei Zügen verschiedener Figuren, verbunden durch "/" (etwa { $example })
reason-castling-whole-turn = die Rochade ist ein ganzer Zug: Sie kann nicht Teil eines Doppelzugs sein
reason-dual-same-piece =
    "{ $first }" und "{ $second }" sind beide Züge { $piece ->
        [pawn] des Bauern
        [knight] des Springers
        [bishop] des Läufers
        [rook] des Turms
        [queen] der Dame
        [king] des Königs
       *[other] der Figur "{ $piece }"
    } auf { $square }; ein Doppelzug braucht zwei verschiedene Figuren
reason-dual-same-square = beide Züge enden auf { $square }: zwei Figuren können nicht auf dasselbe Feld ziehen
reason-dual-same-capture = beide Züge schlagen dieselbe Figur
reason-dual-still-in-check = Ihr König stünde nach beiden Zügen noch im Schach
reason-dual-in-check = Ihr König stünde nach beiden Zügen im Schach

## Warum: Tandem-84

reason-t84-turn = ein Zug besteht aus einem oder zwei Teilzügen, verbunden durch "/", etwa { $example }
reason-t84-not-a-move = "{ $part }" ist kein Zug; schreiben Sie Züge wie { $examples }
reason-first-turn-single = der erste Zug von Weiß besteht aus einem einzigen Teilzug
reason-cannot-start = mit dem Teilzug "{ $part }" kann hier kein regelgemäßer Zug beginnen
reason-add-second = ein Zug besteht hier aus zwei Teilzügen: Fügen Sie nach "{ $part }" einen zweiten auf dem anderen Brett hinzu
reason-no-second = nach "{ $part }" ist kein zweiter Teilzug möglich, der Zug ist also "{ $part }" allein
reason-bad-second = "{ $second }" ist nach "{ $first }" kein regelgemäßer zweiter Teilzug (er muss eine andere Figur ziehen, auf dem anderen Brett beginnen und darf Ihren König nicht im Schach lassen)

## Warum: Tandem-Bauern-Schach

reason-tandem-pawn-moves = schreiben Sie Züge wie { $pawn }, { $capture }, { $tandem } (das ganze Tandem), { $rocket } (eine Rakete), { $knight } oder { $castle }
reason-tandem-whole-can = ein einzelner Bauer kann diesen Zug hier nicht ausführen (ein geteilter Bauer kann kein Tandem schlagen), das ganze Tandem aber schon: Schreiben Sie TT vor den Zug
reason-tandem-rocket = kein einzelner Bauer kann so ziehen; der Zug ist eine Rakete und wird mit ^ geschrieben
reason-tandem-not-whole = kein ganzes Tandem kann so ziehen; ohne TT zieht nur ein einzelner Bauer
reason-tandem-no-rocket = dort landet keine Rakete; eine Rakete braucht ein Tandem, bei dem das Feld dahinter und die beiden Felder davor frei sind

## Warum: Bughouse und die anderen Spiele auf zwei Brettern

reason-match-over = der Wettkampf ist beendet
reason-no-board-can-move = auf keinem Brett kann jetzt gezogen werden
reason-both-boards = er ist auf beiden Brettern regelgemäß: Geben Sie das Brett an, etwa A:e4 oder B:e4
reason-waits-for-piece =
    { $color ->
        [White] Weiß
       *[Black] Schwarz
    } steht auf Brett { $board } im Schach und wartet auf eine Figur vom Partner, um das Schach abzuwehren
reason-board-can-move = auf Brett { $board } kann gezogen werden
reason-board-over = die Partie auf Brett { $board } ist beendet
reason-on-board = auf Brett { $board }: { $reason }
reason-label-alone = eine Brettangabe ohne Zug dahinter
reason-one-move = immer nur ein Zug
reason-one-move-with-board = immer nur ein Zug, mit Angabe des Bretts: { $examples }
reason-your-board = Sie spielen auf Brett { $board }
reason-their-move-on-board =
    auf Brett { $board } ist { $color ->
        [White] Weiß
       *[Black] Schwarz
    } am Zug
reason-only-board = in diesem Zug wird nur auf Brett { $board } gespielt
reason-only-board-one-move = in diesem Zug wird nur auf Brett { $board } gespielt: nur ein Teilzug
reason-sync-turn = ein Zug besteht aus einem Teilzug auf Brett A und dann einem auf Brett B: Schreiben Sie ihn als { $a }/{ $b } (oder A: { $a } B: { $b })
reason-board-a-first = der Teilzug auf Brett A kommt zuerst: { $reason }
reason-move-missing = ein Teilzug fehlt: { $reason }
reason-same-board = beide Teilzüge sind für dasselbe Brett angegeben: { $reason }
reason-too-many-moves = zu viele Teilzüge: { $reason }
reason-ends-match = { $move } beendet den Wettkampf: Der Zug endet damit

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
