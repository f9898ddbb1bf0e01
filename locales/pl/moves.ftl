# Posunięcie, którego bot nie wykonał, i dlaczego (zob. locales/en/moves.ftl).
# $piece to angielska nazwa bierki (pawn, knight, bishop, rook, queen, king…).

move-unreadable = nie umiem odczytać „{ $input }” jako posunięcia: { $reason }
move-illegal = posunięcie „{ $input }” jest tu nieprawidłowe: { $reason }
move-ambiguous = posunięcie „{ $input }” jest niejednoznaczne: może to być { $candidates }
move-did-you-mean = { $refusal }. Czy chodziło Ci o { $candidates }?
move-game-over = partia jest zakończona ({ $outcome })

list-or = { $a } lub { $b }

## Wariant posunięć warunkowych, którego nie da się zagrać

# „w Twoim wariancie Sf3 (Twoja odpowiedź) nie da się zagrać po e4 e5: …”
line-refused = w Twoim wariancie { $turn } ({ $whose }) nie da się zagrać { $when }: { $reason }
line-their-turn = tura gracza { $who }
line-your-answer = Twoja odpowiedź
line-now = teraz
line-after = po { $turns }
line-game-over = partia byłaby już wtedy zakończona ({ $outcome })

## Dlaczego: każda gra

reason-no-move = nie ma tu żadnego posunięcia
reason-no-match = nie pasuje do tego żadne prawidłowe posunięcie
reason-ambiguous = pasuje więcej niż jedno prawidłowe posunięcie
reason-in-check = { $reason } (Twój król jest w szachu)
reason-write-moves-like = zapisuj posunięcia tak: { $examples }
reason-capture-mark-first = „{ $mark }” nie jest literą bierki, a znak bicia pisze się po literze bierki lub po linii piona, np. { $piece-capture } lub { $pawn-capture }
reason-game-over = partia jest zakończona: nie ma prawidłowego posunięcia
reason-game-over-turn = partia jest zakończona: nie ma prawidłowej tury
reason-castle-in-check =
    nie możesz wykonać { $side ->
        [kingside] krótkiej
       *[queenside] długiej
    } roszady, gdy Twój król jest w szachu
reason-castle-impossible =
    { $side ->
        [kingside] krótka
       *[queenside] długa
    } roszada nie jest teraz możliwa (bierka stoi na drodze, król lub wieża już się ruszyły albo pole jest atakowane)
reason-no-drop =
    nie masz w rezerwie { $piece ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieży
        [queen] hetmana
       *[other] bierki „{ $piece }”
    } do wstawienia na { $square } albo pole jest zajęte
reason-no-such-piece =
    nie masz { $piece ->
        [pawn] pionów
        [knight] skoczków
        [bishop] gońców
        [rook] wież
        [queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
       *[other] bierki „{ $piece }”
    }
reason-none-reaches =
    { $piece ->
        [pawn] żaden Twój pion nie może
        [knight] żaden Twój skoczek nie może
        [bishop] żaden Twój goniec nie może
        [rook] żadna Twoja wieża nie może
        [queen] żaden Twój hetman nie może
        [king] Twój król nie może
        [chancellor] żaden Twój kanclerz nie może
        [marshall] żaden Twój marszałek nie może
        [ghost] żaden Twój duch nie może
       *[other] żadna Twoja bierka „{ $piece }” nie może
    } pójść na { $square }
reason-empty-square = na { $square } nie ma bierki
reason-not-your-piece = bierka na { $square } nie jest Twoja
reason-cannot-go =
    { $piece ->
        [pawn] Twój pion
        [knight] Twój skoczek
        [bishop] Twój goniec
        [rook] Twoja wieża
        [queen] Twój hetman
        [king] Twój król
        [chancellor] Twój kanclerz
        [marshall] Twój marszałek
        [ghost] Twój duch
       *[other] Twoja bierka „{ $piece }”
    } z { $from } nie może pójść na { $square }

## Dlaczego: wybrana notacja

reason-foreign-letter =
    „{ $letter }” nie jest literą bierki w notacji { $language ->
        [de] niemieckiej
        [ru] rosyjskiej
        [pl] polskiej
        [it] włoskiej
        [es] hiszpańskiej
        [fr] francuskiej
        [nl] niderlandzkiej
        [pt] portugalskiej
       *[en] angielskiej
    }, którą wybrano: { $legend }; posunięcie piona zapisuje się bez litery
reason-legend-piece =
    { $letter } ({ $piece ->
        [pawn] pion
        [knight] skoczek
        [bishop] goniec
        [rook] wieża
        [queen] hetman
        [king] król
        [chancellor] kanclerz
        [marshall] marszałek
        [ghost] duch
       *[other] { $piece }
    })
reason-legend-drop = { $letter }@ (wstawienie piona)
reason-legend-tandem = { $letter } (cały tandem)
reason-numeric-none = { $variant } nie ma zapisu liczbowego (szachownice mają dwanaście linii); zapisuj posunięcia tak: { $examples }
reason-numeric-malformed = „{ $text }” nie jest posunięciem w zapisie liczbowym: to cztery cyfry, linia i rząd pola wyjściowego, potem linia i rząd pola docelowego (a=1 … h=8, rzędy 1–8), np. 5254 to e2-e4, a przy promocji piąta cyfra (1 hetman, 2 wieża, 3 goniec, 4 skoczek)
reason-numeric-mixture = „{ $text }” miesza zapis liczbowy z innymi znakami: napisz same cyfry, np. 5254, albo posunięcie w notacji algebraicznej
reason-numeric-drop = „{ $text }”: wstawienie nie ma zapisu liczbowego; napisz bierkę, @ i pole, np. { $drop } ({ $pawn-drop } dla piona)
reason-numeric-no-drop = { $reason } (wstawienie nie ma zapisu liczbowego: napisz je np. tak: { $example })

## Dlaczego: Two-Prong Chess

reason-still-in-check = Twój król nadal byłby po nim w szachu
reason-leaves-king-in-check = Twój król znalazłby się po nim w szachu
reason-only-with-another = { $reason }; jest prawidłowe tylko razem z innym posunięciem
reason-first-turn-of-game-single = pierwsza tura białych w partii to posunięcie pojedyncze
reason-first-move = pierwsze posunięcie „{ $part }”: { $reason }
reason-second-move = drugie posunięcie „{ $part }”: { $reason }
reason-dual-turn = tura to jedno posunięcie albo dwa posunięcia różnymi bierkami połączone ukośnikiem (np. { $example })
reason-castling-whole-turn = roszada to cała tura: nie może być połową posunięcia podwójnego
reason-dual-same-piece =
    „{ $first }” i „{ $second }” to posunięcia { $piece ->
        [pawn] tym samym pionem
        [knight] tym samym skoczkiem
        [bishop] tym samym gońcem
        [rook] tą samą wieżą
        [queen] tym samym hetmanem
        [king] tym samym królem
       *[other] tą samą bierką („{ $piece }”)
    } z { $square }; posunięcie podwójne wymaga dwóch różnych bierek
reason-dual-same-square = oba posunięcia kończą się na { $square }: dwie bierki nie mogą pójść na to samo pole
reason-dual-same-capture = oba posunięcia biją tę samą bierkę
reason-dual-still-in-check = po obu posunięciach Twój król nadal byłby w szachu
reason-dual-in-check = po obu posunięciach Twój król byłby w szachu

## Dlaczego: Tandem-84

reason-t84-turn = tura to jedno lub dwa posunięcia połączone ukośnikiem, np. { $example }
reason-t84-not-a-move = „{ $part }” nie jest posunięciem; zapisuj posunięcia tak: { $examples }
reason-first-turn-single = pierwsza tura białych to posunięcie pojedyncze
reason-cannot-start = posunięcie „{ $part }” nie może tu rozpocząć prawidłowej tury
reason-add-second = tura składa się tu z dwóch posunięć: dodaj po „{ $part }” drugie posunięcie, na drugiej szachownicy
reason-no-second = po „{ $part }” drugie posunięcie nie jest możliwe, więc tura to samo „{ $part }”
reason-bad-second = „{ $second }” nie jest prawidłowym drugim posunięciem po „{ $first }” (musi być wykonane inną bierką, zaczynać się na drugiej szachownicy i nie zostawiać Twojego króla w szachu)

## Dlaczego: Tandem-Pawn Chess

reason-tandem-pawn-moves = zapisuj posunięcia tak: { $pawn }, { $capture }, { $tandem } (cały tandem), { $rocket } (rakieta), { $knight } lub { $castle }
reason-tandem-whole-can = pojedynczy pion nie może tu wykonać tego posunięcia (rozdzielony pion nie może bić tandemu), ale cały tandem może: napisz T przed posunięciem
reason-tandem-rocket = żaden pojedynczy pion nie wykonuje tego posunięcia; to rakieta, zapisywana ze znakiem ^
reason-tandem-not-whole = żaden tandem jako całość nie może wykonać tego posunięcia; bez litery T rusza się jeden pion
reason-tandem-no-rocket = żadna rakieta tam nie ląduje; rakieta wymaga tandemu z wolnym polem za nim i dwoma wolnymi przed nim

## Dlaczego: gry na dwóch szachownicach

reason-match-over = mecz jest zakończony
reason-no-board-can-move = na żadnej szachownicy nie można teraz wykonać posunięcia
reason-both-boards = jest prawidłowe na obu szachownicach: wskaż którą, np. A:e4 lub B:e4
reason-waits-for-piece =
    { $color ->
        [White] białe
       *[Black] czarne
    } na szachownicy { $board } są w szachu i czekają na bierkę od partnera, którą będzie można zasłonić szacha
reason-board-can-move = na szachownicy { $board } można wykonać posunięcie
reason-board-over = partia na szachownicy { $board } jest zakończona
reason-on-board = na szachownicy { $board }: { $reason }
reason-label-alone = oznaczenie szachownicy bez posunięcia po nim
reason-one-move = jedno posunięcie naraz
reason-one-move-with-board = jedno posunięcie naraz, z oznaczeniem szachownicy: { $examples }
reason-your-board = grasz na szachownicy { $board }
reason-their-move-on-board =
    na szachownicy { $board } ruch mają { $color ->
        [White] białe
       *[Black] czarne
    }
reason-only-board = w tej turze gra się tylko na szachownicy { $board }
reason-only-board-one-move = w tej turze gra się tylko na szachownicy { $board }: jedno posunięcie
reason-sync-turn = tura to posunięcie na szachownicy A, potem jedno na szachownicy B: zapisz je jako { $a }/{ $b } (lub A: { $a } B: { $b })
reason-board-a-first = najpierw pisze się posunięcie na szachownicy A: { $reason }
reason-move-missing = brakuje jednego posunięcia: { $reason }
reason-same-board = oba posunięcia wskazują tę samą szachownicę: { $reason }
reason-too-many-moves = za dużo posunięć: { $reason }
reason-ends-match = { $move } kończy mecz: na nim kończy się tura

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
