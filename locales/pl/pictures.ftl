# Słowa rysunków szachownic: pozycja opisana słowami dla czytelnika, który
# nie widzi rysunku (tekst alternatywny), legenda bierek baśniowych i słowa
# rysowane na obrazkach archiwum WWW (zob. locales/en/pictures.ftl).
# $color to White albo Black; $role jedno z: king, queen, chancellor,
# marshall, rook, bishop, knight, ghost, pawn, tandem (dwa piony na jednym
# polu, Tandem-Pawn Chess).

# Strona, od której narysowano szachownicę, po jej tytule, jeśli go ma
# ($title: „Szachownica A: ruch białych”).
picture-seen-from =
    Widok od strony { $color ->
        [White] białych
       *[Black] czarnych
    }.
picture-titled-seen-from =
    { $title }, widok od strony { $color ->
        [White] białych
       *[Black] czarnych
    }.
# Bierki jednej strony na szachownicy: $pieces to lista picture-pieces.
picture-army =
    { $color ->
        [White] Białe
       *[Black] Czarne
    }: { $pieces }.
picture-army-none =
    { $color ->
        [White] Białe
       *[Black] Czarne
    }: brak bierek.
# Jeden rodzaj bierek i pola, na których stoją: „wieże a1 i h1”.
# $count to "one" albo "many" (nie liczba: po nazwie idą pola), więc
# liczba mnoga zawsze w mianowniku.
picture-pieces =
    { $count ->
        [one]
            { $role ->
                [king] król
                [queen] hetman
                [chancellor] kanclerz
                [marshall] marszałek
                [rook] wieża
                [bishop] goniec
                [knight] skoczek
                [ghost] duch
                [tandem] tandem
               *[pawn] pion
            }
       *[many]
            { $role ->
                [king] króle
                [queen] hetmany
                [chancellor] kanclerze
                [marshall] marszałki
                [rook] wieże
                [bishop] gońce
                [knight] skoczki
                [ghost] duchy
                [tandem] tandemy
               *[pawn] piony
            }
    } { $squares }
# Rezerwa jednej strony (bierki do wstawienia): $pieces to lista picture-held.
picture-hand =
    Rezerwa { $color ->
        [White] białych
       *[Black] czarnych
    }: { $pieces }.
picture-hand-empty =
    Rezerwa { $color ->
        [White] białych
       *[Black] czarnych
    }: pusta.
# Bierki jednego rodzaju w rezerwie: „hetman”, „2 skoczki”, „5 skoczków”.
picture-held =
    { $n ->
        [1]
            { $role ->
                [queen] hetman
                [chancellor] kanclerz
                [marshall] marszałek
                [rook] wieża
                [bishop] goniec
                [knight] skoczek
                [ghost] duch
               *[pawn] pion
            }
        [few]
            { $n } { $role ->
                [queen] hetmany
                [chancellor] kanclerze
                [marshall] marszałki
                [rook] wieże
                [bishop] gońce
                [knight] skoczki
                [ghost] duchy
               *[pawn] piony
            }
       *[many]
            { $n } { $role ->
                [queen] hetmanów
                [chancellor] kanclerzy
                [marshall] marszałków
                [rook] wież
                [bishop] gońców
                [knight] skoczków
                [ghost] duchów
               *[pawn] pionów
            }
    }
# Ostatnia tura: jedno posunięcie albo posunięcia tury złożonej z kilku.
picture-last-move = Ostatnie posunięcie: { $moves }.
picture-last-turn = Ostatnia tura: { $moves }.
picture-move = z { $from } na { $to }
picture-drop = wstawienie bierki na { $square }
# Legenda bierek baśniowych pod szachownicami e-maila: bierka, jak wygląda
# jej rysunek, co robi.
picture-legend =
    { $role ->
        [chancellor] Kanclerz (przedstawiony jako skoczek na podstawie gońca)
        [marshall] Marszałek (przedstawiony jako skoczek na blankach wieży)
        [ghost] Duch (przedstawiony jako prześcieradło z oczami)
       *[tandem] Tandem (przedstawiony jako dwa piony obok siebie)
    }: { $does }
# To samo na obrazkach archiwum WWW, obok rysunku bierki.
picture-legend-drawn =
    { $role ->
        [chancellor] kanclerz
        [marshall] marszałek
        [ghost] duch
       *[tandem] tandem
    }: { $does }
# Co robi bierka baśniowa. Tandem-84 ma dwa zestawy reguł dla ducha.
picture-does =
    { $what ->
        [chancellor] porusza się jak goniec albo jak skoczek
        [marshall] porusza się jak wieża albo jak skoczek
        [ghost-rook] na swojej szachownicy porusza się jak wieża, po przejściu jak goniec; może zamienić się miejscami z pierwszą własną bierką na swojej drodze
        [ghost-queen] na swojej szachownicy porusza się jak hetman, po przejściu jak nightrider (dalekobieżny skoczek); własne bierki przenikają przez niego; zbić go może tylko król, a gdy osłania swojego króla przed szachem, także każda inna bierka
        [tandem] dwa piony na jednym polu
       *[other] zob. zasady gry
    }
# Podpis przed rezerwą na obrazkach archiwum WWW.
picture-hand-caption =
    Rezerwa { $color ->
        [White] białych
       *[Black] czarnych
    }:
# Nazwy szachownic na rysunku: szachownica bughouse'a ($board: A albo B)
# i dwie połowy Tandem-84 z ich liniami.
picture-board = Szachownica { $board }
picture-board-left = Lewa szachownica (a-f)
picture-board-right = Prawa szachownica (g-l)
# Po podpisie, gdy rezerwa jest pusta.
picture-hand-none = pusta
