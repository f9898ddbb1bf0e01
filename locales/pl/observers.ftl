# E-maile do obserwatorów: wiadomości z jednej partii albo z kilku naraz
# w jednym zestawieniu.

observed-subject = Obserwowana partia: { $variant }, { $sides }
observed-started = Partia się zaczęła.
# $turn: tura z numerem (12... Sf6); $words: ta tura słowami.
observed-turn = Posunięcie gracza { $who }: { $turn } ({ $words }).
observed-over = Koniec partii: { $result }.
observed-declined = Wyzwanie do partii #{ $id } zostało odrzucone: partia nie zostanie rozegrana.
observed-aborted = Partia #{ $id } została anulowana.
# $result: 1-0, 0-1 albo 1/2-1/2; $text: jak się skończyła.
observed-result = Wynik: { $result } ({ $text })
# $deadline i $paused: chwila (data) albo "none". $who: biernik po „kolej na”.
observed-to-move =
    Kolej na { $who }{ $deadline ->
        [none] {""}
       *[other] ; termin upływa { $deadline }
    }{ $paused ->
        [none] {""}
       *[other] {" "}(urlop do { $paused })
    }.
observed-web = Na stronie WWW: { $url }
observed-pgn-follows = Cała partia w formacie PGN jest w załączniku, a także poniżej:
# $via: game (na prośbę), follow (śledzony gracz) albo tournament.
observed-why =
    { $via ->
        [follow] Obserwujesz tę partię, bo śledzisz jednego z jej graczy.
        [tournament] Obserwujesz tę partię, bo obserwujesz turniej, w którym jest rozgrywana.
       *[game] Obserwujesz tę partię na własną prośbę („observe { $id }”).
    }
observed-footer = Jako obserwator widzisz szachownicę od strony białych i nie możesz w tej partii wykonywać posunięć ani pisać wiadomości. „unobserve { $id }” kończy te e-maile, a „observe” pokazuje, co obserwujesz.
observed-digest-subject =
    Obserwowane partie: co nowego w { $count ->
        [one] { $count } partii
        [few] { $count } partiach
        [many] { $count } partiach
       *[other] { $count } partiach
    }
# $held: yes, gdy e-mail zbiera wiadomości wstrzymane przez limit godzinowy.
observed-digest-intro =
    Oto w jednym e-mailu, co nowego w { $count ->
        [one] { $count } obserwowanej przez Ciebie partii
        [few] { $count } obserwowanych przez Ciebie partiach
        [many] { $count } obserwowanych przez Ciebie partiach
       *[other] { $count } obserwowanych przez Ciebie partiach
    }{ $held ->
        [yes] {" "}(bot wysyła obserwatorowi najwyżej { $per_hour ->
            [one] { $per_hour } e-mail
            [few] { $per_hour } e-maile
            [many] { $per_hour } e-maili
          *[other] { $per_hour } e-maila
        } na godzinę; ten zbiera wszystko, co nadeszło od poprzedniego)
       *[no] {""}
    }.
observed-digest-result = Wynik: { $result } ({ $text }); zapis partii w formacie PGN jest w załączniku.
observed-digest-footer = „unobserve NR” kończy e-maile o partii NR, „unobserve all” – o wszystkich partiach; „observe” pokazuje, co obserwujesz.
# Chwila (termin) zapisana tak, jak język czytelnika zapisuje daty.
moment = { $at }
# Wynik tak, jak go przechowuje zapis partii, gdy nie jest jednym z wyników przewidzianych w zasadach.
result-kept = { $text }
