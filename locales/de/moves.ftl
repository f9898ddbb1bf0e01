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

list-or = { $a } { $next ->
       *[other] oder
    } { $b }

## Eine bedingte Zugfolge, die nicht gespielt werden kann

line-refused = In Ihrer Zugfolge kann { $turn } ({ $whose }) { $when } nicht gespielt werden: { $reason }
line-their-turn = { $kind ->
        [double] Zug von { $who }
       *[single] Zug von { $who }
    }
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

## Warum: ein Buchstabe der Notation einer anderen Sprache, ein Symbol einer Figur, die das Spiel nicht hat

# "S steht in der deutschen und polnischen Notation für den Springer":
# $languages besteht aus reason-language, verbunden durch reason-and (und
# reason-list); reason-language steht daher im Dativ nach "in der".
reason-letter-means =
    { $letter } steht in der { $languages } Notation für { $piece ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
        [chancellor] den Kanzler
        [marshall] den Marschall
        [ghost] den Geist
       *[other] die Figur "{ $piece }"
    }
reason-language =
    { $language ->
        [de] deutschen
        [ru] russischen
        [pl] polnischen
        [it] italienischen
        [es] spanischen
        [fr] französischen
        [nl] niederländischen
        [pt] portugiesischen
       *[en] englischen
    }
reason-and = { $a } { $next ->
       *[other] und
    } { $b }
reason-or = { $a } { $next ->
       *[other] oder
    } { $b }
# Aufzählung mit Kommas (der Teil vor "und"/"oder").
reason-list = { $items }
# Die Befehlszeile, die auf die Buchstaben einer anderen Sprache umstellt.
reason-notation-line = "notation { $code }"
# Die eigene Notation des Lesers: Buchstaben einer Sprache, Figurinen,
# ICCF-Ziffern (in Klammern nach "Ihrer Notation").
reason-notation-letters =
    { $language ->
        [de] deutsche Buchstaben
        [ru] russische Buchstaben
        [pl] polnische Buchstaben
        [it] italienische Buchstaben
        [es] spanische Buchstaben
        [fr] französische Buchstaben
        [nl] niederländische Buchstaben
        [pt] portugiesische Buchstaben
       *[en] englische Buchstaben
    }
reason-notation-figurine = Figurinen
reason-notation-iccf = ICCF-Ziffernnotation
# $meanings: reason-letter-means, durch Kommas getrennt; $mine:
# reason-notation-*; $lines: reason-notation-line, verbunden durch
# reason-or. -one: die Buchstaben einer Sprache ($language); -many: mehrerer.
reason-other-letters-one =
    { $meanings }, nicht aber in Ihrer Notation ({ $mine }); die Zeile { $lines } stellt Ihre Notation auf { $language ->
        [de] deutsche
        [ru] russische
        [pl] polnische
        [it] italienische
        [es] spanische
        [fr] französische
        [nl] niederländische
        [pt] portugiesische
       *[en] englische
    } Buchstaben um
reason-other-letters-many = { $meanings }, nicht aber in Ihrer Notation ({ $mine }); die Zeile { $lines } stellt Ihre Notation auf die Buchstaben der jeweiligen Sprache um
# $glyph: das Schachsymbol, das der Spieler geschrieben hat; $pieces:
# reason-glyph-pieces*.
reason-glyph-piece =
    { $glyph } ist { $piece ->
        [pawn] ein Bauer, den
        [knight] ein Springer, den
        [bishop] ein Läufer, den
        [rook] ein Turm, den
        [queen] eine Dame, die
        [king] ein König, den
        [chancellor] ein Kanzler, den
        [marshall] ein Marschall, den
        [ghost] ein Geist, den
       *[other] die Figur "{ $piece }", die
    } es in { $variant } nicht gibt; die Figuren dort sind { $pieces }
reason-glyph-knight-queen = { $glyph } ist eine Springer-Dame (Amazone), die es in { $variant } nicht gibt; die Figuren dort sind { $pieces }
reason-glyph-fairy = { $glyph } ist eine Märchenschachfigur, die es in { $variant } nicht gibt; die Figuren dort sind { $pieces }
reason-glyph-pieces = { $glyphs }
reason-glyph-pieces-tandem84 =
    { $glyphs } und C ({ $chancellor ->
       *[chancellor] Kanzler
    }), M ({ $marshall ->
       *[marshall] Marschall
    }), G ({ $ghost ->
       *[ghost] Geist
    })

## Ein Zug in Worten, in Klammern nach dem Zug ("1. Sf3 (der weiße
## Springer zieht von g1 nach f3)"): daher klein und ohne Punkt, im Präsens.
## $color: White oder Black (wer zieht); $piece, $other: der englische Name
## einer Figur (pawn, knight, bishop, rook, queen, king, chancellor,
## marshall, ghost); $from, $to, $back, $twin: Felder; $turn, $part, $a,
## $b, $parts: turn-*-Meldungen. Was geschlagen und umgewandelt wird, hängt
## "und schlägt ..." / "und wird ..." an den Satz davor an.

turn-move =
    { $piece ->
        [queen] die
       *[other] der
    } { $color ->
        [White] weiße
       *[Black] schwarze
    } { $piece ->
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
    } zieht von { $from } nach { $to }
# $wing: kingside oder queenside.
turn-castle =
    { $color ->
        [White] Weiß
       *[Black] Schwarz
    } rochiert { $wing ->
        [kingside] kurz
       *[queenside] lang
    }
turn-drop =
    { $color ->
        [White] Weiß
       *[Black] Schwarz
    } setzt { $piece ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
        [chancellor] einen Kanzler
        [marshall] einen Marschall
        [ghost] einen Geist
       *[other] die Figur "{ $piece }"
    } auf { $to } ein
turn-capture =
    { $turn } und schlägt { $piece ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
        [chancellor] einen Kanzler
        [marshall] einen Marschall
        [ghost] einen Geist
       *[other] die Figur "{ $piece }"
    }
turn-capture-en-passant = { $turn } und schlägt einen Bauern en passant
turn-promotion =
    { $turn } und wird in { $piece ->
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
        [chancellor] einen Kanzler
        [marshall] einen Marschall
        [ghost] einen Geist
        [pawn] einen Bauern
       *[other] die Figur "{ $piece }"
    } umgewandelt
# Bewusst ohne "dann": danach müsste das Verb vor dem Subjekt stehen, und
# { $b } beginnt meist mit dem Subjekt ("der Läufer zieht ..."). Die
# Reihenfolge ergibt sich aus der Aufzählung.
turn-then = { $a }; { $b }
turn-none = kein Zug
# Ein Zug, den kein Spiel genauer in Worte fasst: seine Notation.
turn-notation = { $turn }
# Two-Prong-Schach: ein Zug oder zwei gleichzeitig ($part, $a, $b im
# Akkusativ nach "zieht"; wer schlägt und umwandelt, ist Weiß oder Schwarz).
turn-prong-one =
    { $color ->
        [White] Weiß
       *[Black] Schwarz
    } zieht { $part }
turn-prong-two =
    { $color ->
        [White] Weiß
       *[Black] Schwarz
    } zieht { $a } und zieht gleichzeitig { $b }
turn-prong-part =
    { $piece ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
        [chancellor] den Kanzler
        [marshall] den Marschall
        [ghost] den Geist
       *[other] die Figur "{ $piece }"
    } von { $from } nach { $to }
turn-prong-castled =
    König und Turm zur { $wing ->
        [kingside] kurzen
       *[queenside] langen
    } Rochade
turn-prong-capture =
    { $part } und schlägt dabei { $piece ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
        [chancellor] einen Kanzler
        [marshall] einen Marschall
        [ghost] einen Geist
       *[other] die Figur "{ $piece }"
    }
turn-prong-capture-en-passant = { $part } und schlägt dabei einen Bauern en passant
turn-prong-promotion =
    { $part }, mit Umwandlung in { $piece ->
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
        [chancellor] einen Kanzler
        [marshall] einen Marschall
        [ghost] einen Geist
        [pawn] einen Bauern
       *[other] die Figur "{ $piece }"
    }
# Tandem-Bauern-Schach: Bauern und Tandems (zwei Bauern auf einem Feld).
# Was ein Tandem oder Bauer schlägt, hängt turn-capture* an.
turn-tandem-advanced =
    das { $color ->
        [White] weiße
       *[Black] schwarze
    } Tandem zieht von { $from } nach { $to }
turn-tandem-captured =
    das { $color ->
        [White] weiße
       *[Black] schwarze
    } Tandem zieht von { $from } nach { $to }
turn-tandem-rocket =
    das { $color ->
        [White] weiße
       *[Black] schwarze
    } Tandem auf { $from } zündet eine Rakete: Ein Bauer geht nach { $back } zurück, der andere springt nach { $to }
turn-tandem-one-advanced =
    ein Bauer aus dem { $color ->
        [White] weißen
       *[Black] schwarzen
    } Tandem auf { $from } zieht nach { $to }
turn-tandem-one-captured =
    ein Bauer aus dem { $color ->
        [White] weißen
       *[Black] schwarzen
    } Tandem auf { $from } zieht nach { $to }
turn-pawn-advanced =
    der { $color ->
        [White] weiße
       *[Black] schwarze
    } Bauer auf { $from } zieht nach { $to }
turn-pawn-captured =
    der { $color ->
        [White] weiße
       *[Black] schwarze
    } Bauer auf { $from } zieht nach { $to }
turn-capture-tandem = { $turn } und schlägt ein Tandem aus zwei Bauern
turn-capture-tandem-en-passant = { $turn } und schlägt ein Tandem aus zwei Bauern en passant
turn-became =
    { $turn } und wird { $piece ->
        [knight] zum Springer
        [bishop] zum Läufer
        [rook] zum Turm
        [queen] zur Dame
        [king] zum König
        [chancellor] zum Kanzler
        [marshall] zum Marschall
        [ghost] zum Geist
        [pawn] zum Bauern
       *[other] zur Figur "{ $piece }"
    }
# Tandem-84: zwei Bretter nebeneinander; ein Zug aus einem oder mehreren
# Teilzügen ("Weiß: der Springer zieht ...; dann ...").
turn-t84 =
    { $color ->
        [White] Weiß
       *[Black] Schwarz
    }: { $parts }
turn-t84-move =
    { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
        [chancellor] der Kanzler
        [marshall] der Marschall
        [ghost] der Geist
       *[other] die Figur "{ $piece }"
    } zieht von { $from } nach { $to }
turn-t84-cross =
    { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
        [chancellor] der Kanzler
        [marshall] der Marschall
        [ghost] der Geist
       *[other] die Figur "{ $piece }"
    } auf { $from } wechselt nach { $twin } und zieht von dort nach { $to }
turn-t84-castle = Rochade auf dem Heimatbrett
turn-t84-drop-castle = Wechselrochade auf das andere Brett
turn-t84-swap =
    Wechseltausch { $piece ->
        [pawn] des Bauern
        [knight] des Springers
        [bishop] des Läufers
        [rook] des Turms
        [queen] der Dame
        [king] des Königs
        [chancellor] des Kanzlers
        [marshall] des Marschalls
        [ghost] des Geistes
       *[other] der Figur "{ $piece }"
    } auf { $from } und { $other ->
        [pawn] des Bauern
        [knight] des Springers
        [bishop] des Läufers
        [rook] des Turms
        [queen] der Dame
        [king] des Königs
        [chancellor] des Kanzlers
        [marshall] des Marschalls
        [ghost] des Geistes
       *[other] der Figur "{ $other }"
    } auf { $to }
turn-t84-ghost-swap =
    der Geist auf { $from } und { $other ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
        [chancellor] der Kanzler
        [marshall] der Marschall
        [ghost] der Geist
       *[other] die Figur "{ $other }"
    } auf { $to } tauschen die Plätze
turn-t84-both-leave = { $turn }, und beide verlassen das Brett
turn-t84-promotion =
    { $turn }, mit Umwandlung in { $piece ->
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
        [king] einen König
        [chancellor] einen Kanzler
        [marshall] einen Marschall
        [ghost] einen Geist
        [pawn] einen Bauern
       *[other] die Figur "{ $piece }"
    }
# Bughouse (zwei Bretter A und B): $board ist A oder B; die geschlagene
# Figur kommt in die Reserve des Partners auf dem anderen Brett ($color:
# wessen Reserve).
turn-on-board-first = Auf Brett { $board }: { $turn }
turn-on-board = auf Brett { $board }: { $turn }
turn-goes-to-hand =
    { $turn }, und die geschlagene Figur kommt in die Reserve von { $color ->
        [White] Weiß
       *[Black] Schwarz
    } auf Brett { $board }
turn-goes-to-hand-as =
    { $turn }, und die geschlagene Figur kommt als { $piece ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
        [king] König
        [chancellor] Kanzler
        [marshall] Marschall
        [ghost] Geist
       *[other] Figur "{ $piece }"
    } in die Reserve von { $color ->
        [White] Weiß
       *[Black] Schwarz
    } auf Brett { $board }
