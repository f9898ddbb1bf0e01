# Analiza zakończonej partii, po „analyse NR”.

analysis-subject = Analiza partii #{ $id }
# $notation: kod notacji czytelnika (en, de, figurine, iccf...).
# $kind, we wszystkich komunikatach analizy: "single" w grach, w których tura
# to jedno posunięcie (chess, crazyhouse, bughouse, tandem-chess, Tandem-Pawn),
# "double" w grach z turami z dwóch posunięć (Tandem-84, Two-Prong,
# bughouse-sync). $turns liczy przy "single" półruchy, przy "double" tury.
analysis-intro =
    Analiza partii #{ $id } ({ $variant }, { $players }, { $result }) wykonana przez silnik serwera: { $kind ->
        [double] { $turns ->
            [one] { $turns } tura
            [few] { $turns } tury
            [many] { $turns } tur
           *[other] { $turns } tury
        }
       *[single] { $turns ->
            [one] { $turns } półruch
            [few] { $turns } półruchy
            [many] { $turns } półruchów
           *[other] { $turns } półruchu
        }
    }, posunięcia w Twojej notacji ({ $notation }). Oceny podano z punktu widzenia białych, w pionach (+1.00: białe mają przewagę piona; #3: białe dają mata w 3 posunięciach, #-3: mata dają czarne). { $kind ->
        [double] Tura, która odbiera
       *[single] Posunięcie, które odbiera
    } graczowi jedną dziesiątą szans na wygraną, to niedokładność (?!), jedna piąta – błąd (?), trzy dziesiąte – gruby błąd (??).
# Wiersz dla każdego gracza: $side to jego strona; $acpl to średnia strata
# w setnych częściach piona.
analysis-summary =
    { $name } ({ $side }): { $inaccuracies ->
        [one] { $inaccuracies } niedokładność
        [few] { $inaccuracies } niedokładności
        [many] { $inaccuracies } niedokładności
       *[other] { $inaccuracies } niedokładności
    }, { $mistakes ->
        [one] { $mistakes } błąd
        [few] { $mistakes } błędy
        [many] { $mistakes } błędów
       *[other] { $mistakes } błędu
    }, { $blunders ->
        [one] { $blunders } gruby błąd
        [few] { $blunders } grube błędy
        [many] { $blunders } grubych błędów
       *[other] { $blunders } grubego błędu
    }; średnia strata na { $kind ->
        [double] turę
       *[single] posunięcie
    } w setnych piona: { $acpl }
analysis-graph-head =
    Ocena pozycji { $kind ->
        [double] tura po turze
       *[single] posunięcie po posunięciu
    } (szanse białych na wygraną):
# Etykiety wierszy wykresu tekstowego: krótkie (jedno słowo).
analysis-graph-label =
    { $which ->
        [white] Białe
        [black] Czarne
       *[even] równo
    }
# Opis obrazka (tekst alternatywny).
analysis-graph-alt =
    Ocena pozycji w partii #{ $id } po { $kind ->
        [double] każdej turze ({ $turns ->
            [one] { $turns } tura
            [few] { $turns } tury
            [many] { $turns } tur
           *[other] { $turns } tury
        })
       *[single] każdym posunięciu ({ $turns ->
            [one] { $turns } półruch
            [few] { $turns } półruchy
            [many] { $turns } półruchów
           *[other] { $turns } półruchu
        })
    }: szanse białych na wygraną, powyżej linii środkowej, gdy lepiej stoją białe.
analysis-moments =
    { $kind ->
       *[other] Kluczowe momenty partii:
    }
# $turn: tura ze znakiem (12. Sf3??); $judgement: analysis-judgement.
analysis-moment = { $turn } ({ $judgement }, { $who }): ocena { $before } przed turą, { $after } po niej.
analysis-judgement =
    { $j ->
        [inaccuracy] niedokładność
        [mistake] błąd
       *[blunder] gruby błąd
    }
analysis-better = Lepsze było: { $better }
analysis-better-line = Lepsze było: { $better } (wariant: { $line })
analysis-no-moments =
    { $kind ->
        [double] Żadna tura nie odebrała
       *[single] Żadne posunięcie nie odebrało
    } swojemu graczowi jednej dziesiątej szans na wygraną.
analysis-attached =
    Partia z analizą jest w załączniku ({ $format }: ocena { $kind ->
        [double] każdej tury
       *[single] każdego posunięcia
    } jako [%eval], ?! ? ?? jako $6 $2 $4, lepszy wariant jako wariant boczny); otworzy ją każdy program szachowy, który obsługuje format { $format }.
# $engine: „tandem 0.1.0”; $depth: średnia głębokość obliczeń silnika
# w półruchach, przy "double" w turach (0: nie wiadomo, wtedy zdanie kończy
# się na nazwie).
analysis-by =
    Analizę wykonał silnik { $engine }{ $depth ->
        [0] .
       *[other] {" "}(średnia głębokość obliczeń: { $kind ->
            [double] { $depth ->
                [one] { $depth } tura
                [few] { $depth } tury
               *[many] { $depth } tur
            }). Każdą turę oznaczoną ?!, ? lub ?? silnik sprawdził jeszcze raz, głębiej, zestawiając ją z lepszą kontynuacją, którą sam wskazał, i żadna nie dostała znaku surowszego, niż potwierdziła ta dokładniejsza analiza.
           *[single] { $depth ->
                [one] { $depth } półruch
                [few] { $depth } półruchy
               *[many] { $depth } półruchów
            }). Każde posunięcie oznaczone ?!, ? lub ?? silnik sprawdził jeszcze raz, głębiej, zestawiając je z lepszą kontynuacją, którą sam wskazał, i żadne nie dostało znaku surowszego, niż potwierdziła ta dokładniejsza analiza.
        }
    }
