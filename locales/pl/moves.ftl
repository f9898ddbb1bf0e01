# Posunięcie, którego bot nie wykonał, i dlaczego (zob. locales/en/moves.ftl).
# $piece to angielska nazwa bierki (pawn, knight, bishop, rook, queen, king…).

move-unreadable = nie umiem odczytać „{ $input }” jako posunięcia: { $reason }
move-illegal = posunięcie „{ $input }” jest tu nieprawidłowe: { $reason }
move-ambiguous = posunięcie „{ $input }” jest niejednoznaczne: może to być { $candidates }
move-did-you-mean = { $refusal }. Czy chodziło Ci o { $candidates }?
move-game-over = partia jest zakończona ({ $outcome })

list-or = { $a } { $next ->
       *[other] lub
    } { $b }

## Wariant posunięć warunkowych, którego nie da się zagrać

# „w Twoim wariancie Sf3 (Twoja odpowiedź) nie da się zagrać po e4 e5: …”
line-refused = w Twoim wariancie { $turn } ({ $whose }) nie da się zagrać { $when }: { $reason }
line-their-turn = { $kind ->
        [double] tura gracza { $who }
       *[single] posunięcie gracza { $who }
    }
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
reason-game-over-turn = partia jest zakończona: nie ma już żadnego prawidłowego posunięcia
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

## Dlaczego: litera notacji innego języka, figurka bierki, której ta gra nie ma

# „S to skoczek w notacji niemieckiej i polskiej”: $languages to
# reason-language połączone przez reason-and (i reason-list).
reason-letter-means =
    { $letter } to { $piece ->
        [pawn] pion
        [knight] skoczek
        [bishop] goniec
        [rook] wieża
       *[queen] hetman
        [king] król
        [chancellor] kanclerz
        [marshall] marszałek
        [ghost] duch
    } w notacji { $languages }
# Tylko w reason-letter-means, po „w notacji” (miejscownik: „niemieckiej”).
reason-language =
    { $language ->
        [de] niemieckiej
        [ru] rosyjskiej
        [pl] polskiej
        [it] włoskiej
        [es] hiszpańskiej
        [fr] francuskiej
        [nl] niderlandzkiej
        [pt] portugalskiej
       *[en] angielskiej
    }
reason-and = { $a } { $next ->
       *[other] i
    } { $b }
reason-or = { $a } { $next ->
       *[other] lub
    } { $b }
# Elementy rozdzielone przecinkami (część przed „i”/„lub”).
reason-list = { $items }
# Wiersz polecenia, który przełącza na litery innego języka.
reason-notation-line = „notation { $code }”
# Notacja czytelnika (w nawiasie po „nie w Twojej notacji”): litery innego
# języka, figurki, zapis liczbowy ICCF.
reason-notation-letters =
    { $language ->
        [de] litery niemieckie
        [ru] litery rosyjskie
        [pl] litery polskie
        [it] litery włoskie
        [es] litery hiszpańskie
        [fr] litery francuskie
        [nl] litery niderlandzkie
        [pt] litery portugalskie
       *[en] litery angielskie
    }
reason-notation-figurine = figurki
reason-notation-iccf = zapis liczbowy ICCF
# $meanings: reason-letter-means, rozdzielone przecinkami; $mine:
# reason-notation-*; $lines: reason-notation-line połączone przez reason-or.
# -one: litery jednego języka ($language); -many: kilku języków.
reason-other-letters-one =
    { $meanings }, ale nie w Twojej notacji ({ $mine }); wiersz { $lines } przełączy Cię na litery { $language ->
        [de] niemieckie
        [ru] rosyjskie
        [pl] polskie
        [it] włoskie
        [es] hiszpańskie
        [fr] francuskie
        [nl] niderlandzkie
        [pt] portugalskie
       *[en] angielskie
    }
reason-other-letters-many = { $meanings }, ale nie w Twojej notacji ({ $mine }); wiersz { $lines } przełączy Cię na litery danego języka
# $glyph: symbol szachowy napisany przez gracza; $pieces: reason-glyph-pieces*.
reason-glyph-piece =
    { $glyph } to { $piece ->
        [pawn] pion
        [knight] skoczek
        [bishop] goniec
        [rook] wieża
       *[queen] hetman
        [king] król
        [chancellor] kanclerz
        [marshall] marszałek
        [ghost] duch
    }, a w tej grze ({ $variant }) nie ma takiej bierki; jej bierki to { $pieces }
reason-glyph-knight-queen = { $glyph } to amazonka (hetman-skoczek), a w tej grze ({ $variant }) nie ma takiej bierki; jej bierki to { $pieces }
reason-glyph-fairy = { $glyph } to bierka szachów baśniowych, a w tej grze ({ $variant }) nie ma takiej bierki; jej bierki to { $pieces }
reason-glyph-pieces = { $glyphs }
reason-glyph-pieces-tandem84 =
    { $glyphs } oraz C ({ $chancellor ->
       *[chancellor] kanclerz
    }), M ({ $marshall ->
       *[marshall] marszałek
    }), G ({ $ghost ->
       *[ghost] duch
    })

## Tura słowami, w nawiasie po turze („1. Sf3 (białe zagrały skoczkiem
## z g1 na f3)”): mała litera na początku, bez kropki na końcu. $color:
## White albo Black (kto wykonuje turę); $piece, $other: angielska nazwa
## bierki (pawn, knight, bishop, rook, queen, king, chancellor, marshall,
## ghost); $from, $to, $back, $twin: pola; $turn, $part, $a, $b, $parts:
## komunikaty turn-*.

# Bierka w narzędniku: „zagrały skoczkiem”.
turn-move =
    { $color ->
        [White] białe
       *[Black] czarne
    } zagrały { $piece ->
        [pawn] pionem
        [knight] skoczkiem
        [bishop] gońcem
        [rook] wieżą
       *[queen] hetmanem
        [king] królem
        [chancellor] kanclerzem
        [marshall] marszałkiem
        [ghost] duchem
    } z { $from } na { $to }
# $wing: kingside albo queenside.
turn-castle =
    { $color ->
        [White] białe
       *[Black] czarne
    } wykonały { $wing ->
        [kingside] krótką
       *[queenside] długą
    } roszadę
# Bierka w bierniku: „wstawiły skoczka”.
turn-drop =
    { $color ->
        [White] białe
       *[Black] czarne
    } wstawiły { $piece ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieżę
       *[queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
    } na { $to }
# Zbita bierka w bierniku: „zbijając piona”.
turn-capture =
    { $turn }, zbijając { $piece ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieżę
       *[queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
    }
turn-capture-en-passant = { $turn }, zbijając piona w przelocie
turn-promotion =
    { $turn }, z promocją na { $piece ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieżę
       *[queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
    }
turn-then = { $a }; następnie { $b }
turn-none = brak posunięcia
# Tura, której żadna gra nie opisuje dokładniej: jej zapis.
turn-notation = { $turn }
# Two-Prong Chess: jedno albo dwa posunięcia naraz („białe zagrały
# skoczkiem z g1 na f3 i jednocześnie pionem z e2 na e4”).
turn-prong-one =
    { $color ->
        [White] białe
       *[Black] czarne
    } zagrały { $part }
turn-prong-two =
    { $color ->
        [White] białe
       *[Black] czarne
    } zagrały { $a } i jednocześnie { $b }
turn-prong-part =
    { $piece ->
        [pawn] pionem
        [knight] skoczkiem
        [bishop] gońcem
        [rook] wieżą
       *[queen] hetmanem
        [king] królem
        [chancellor] kanclerzem
        [marshall] marszałkiem
        [ghost] duchem
    } z { $from } na { $to }
turn-prong-castled =
    { $wing ->
        [kingside] krótką
       *[queenside] długą
    } roszadą
# Zbita bierka w dopełniaczu: „z biciem gońca”.
turn-prong-capture =
    { $part } z biciem { $piece ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieży
       *[queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
    }
turn-prong-capture-en-passant = { $part } z biciem piona w przelocie
turn-prong-promotion =
    { $part } z promocją na { $piece ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieżę
       *[queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
    }
# Tandem-Pawn Chess: piony i tandemy (dwa piony na jednym polu). Przy biciu
# (-captured) zawsze następuje turn-capture* („, zbijając skoczka”), więc
# samo posunięcie opisuje się jak zwykłe: „zagrały tandemem z e4 na d5”.
turn-tandem-advanced =
    { $color ->
        [White] białe
       *[Black] czarne
    } zagrały tandemem z { $from } na { $to }
turn-tandem-captured =
    { $color ->
        [White] białe
       *[Black] czarne
    } zagrały tandemem z { $from } na { $to }
turn-tandem-rocket =
    { $color ->
        [White] białe
       *[Black] czarne
    } wykonały rakietę tandemem z { $from }: jeden pion cofnął się na { $back }, a drugi skoczył na { $to }
turn-tandem-one-advanced =
    { $color ->
        [White] białe
       *[Black] czarne
    } zagrały jednym pionem tandemu z { $from } na { $to }
turn-tandem-one-captured =
    { $color ->
        [White] białe
       *[Black] czarne
    } zagrały jednym pionem tandemu z { $from } na { $to }
turn-pawn-advanced =
    { $color ->
        [White] białe
       *[Black] czarne
    } zagrały pionem z { $from } na { $to }
turn-pawn-captured =
    { $color ->
        [White] białe
       *[Black] czarne
    } zagrały pionem z { $from } na { $to }
turn-capture-tandem = { $turn }, zbijając tandem dwóch pionów
turn-capture-tandem-en-passant = { $turn }, zbijając w przelocie tandem dwóch pionów
turn-became =
    { $turn }, z promocją na { $piece ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieżę
       *[queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
    }
# Tandem-84: dwie szachownice obok siebie; tura z jednego lub więcej
# posunięć. Części ($parts) to orzeczenia do podmiotu „białe”/„czarne”.
turn-t84 =
    { $color ->
        [White] białe
       *[Black] czarne
    } { $parts }
turn-t84-move =
    zagrały { $piece ->
        [pawn] pionem
        [knight] skoczkiem
        [bishop] gońcem
        [rook] wieżą
       *[queen] hetmanem
        [king] królem
        [chancellor] kanclerzem
        [marshall] marszałkiem
        [ghost] duchem
    } z { $from } na { $to }
turn-t84-cross =
    zagrały { $piece ->
        [pawn] pionem
        [knight] skoczkiem
        [bishop] gońcem
        [rook] wieżą
       *[queen] hetmanem
        [king] królem
        [chancellor] kanclerzem
        [marshall] marszałkiem
        [ghost] duchem
    } z przejściem: z { $from } na { $twin }, a stamtąd na { $to }
turn-t84-castle = wykonały roszadę na macierzystej szachownicy
turn-t84-drop-castle = wykonały roszadę z przejściem na drugą szachownicę
turn-t84-swap =
    wykonały zamianę { $piece ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieży
       *[queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
    } z { $from } i { $other ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieży
       *[queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
    } z { $to } między szachownicami
turn-t84-ghost-swap =
    zamieniły miejscami ducha z { $from } i { $other ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieżę
       *[queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
    } z { $to }
turn-t84-both-leave = { $turn }, i obie bierki zeszły z szachownicy
turn-t84-promotion =
    { $turn }, z promocją na { $piece ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieżę
       *[queen] hetmana
        [king] króla
        [chancellor] kanclerza
        [marshall] marszałka
        [ghost] ducha
    }
# Bughouse (dwie szachownice A i B): $board to A albo B; zbita bierka
# trafia do rezerwy partnera na drugiej szachownicy ($color: czyja to rezerwa).
turn-on-board-first = Na szachownicy { $board } { $turn }
turn-on-board = na szachownicy { $board } { $turn }
turn-goes-to-hand =
    { $turn }, a zbita bierka trafia do rezerwy { $color ->
        [White] białych
       *[Black] czarnych
    } na szachownicy { $board }
turn-goes-to-hand-as =
    { $turn }, a zbita bierka trafia do rezerwy { $color ->
        [White] białych
       *[Black] czarnych
    } na szachownicy { $board } jako { $piece ->
        [pawn] pion
        [knight] skoczek
        [bishop] goniec
        [rook] wieża
       *[queen] hetman
        [king] król
        [chancellor] kanclerz
        [marshall] marszałek
        [ghost] duch
    }
