# Archiwum WWW (`[web]`, templates/web/): słowa jego stron, w języku
# wybranym przez operatora (`[web] language`). Strony biorą też słowa
# e-maili tam, gdzie mówią to samo: nazwy gier (`variant`), strony (`seat`),
# tempo gry, wyniki (`outcome-win`...), „Kolej na X” (`observed-to-move`),
# analizę (`analysis-summary`...).
# Polecenia, które czytelnik pisze do bota („accept seek N”, „ratings GRA”),
# zostają bez zmian: bot czyta je po angielsku od każdego.

## Każda strona

# Odnośniki u góry każdej strony.
web-nav-games = Partie
web-nav-ratings = Rankingi
web-nav-seeks = Wyzwania
web-nav-tournaments = Turnieje
# Stopka każdej strony. $site: tytuł witryny (domyślnie nazwa bota);
# $written: kiedy strona powstała, data i godzina (7 grudnia 2026, 14:05 UTC).
web-footer = Partie korespondencyjne sędziowane e-mailem przez { $site }. Gracze występują pod wybranymi przez siebie nazwami albo pod skróconym adresem; partie prywatne nie są tu pokazywane. Stan na { $written }.

## Strona główna

web-index-in-play = Partie w toku
web-index-none-in-play = Żadna partia nie jest teraz w toku.
web-index-results = Ostatnie wyniki
web-index-no-results = Żadna partia jeszcze się nie zakończyła.
web-index-all-games = Wszystkie partie
# Pod „Wszystkie partie”, zanim pojawi się pierwsza partia.
web-index-no-games = Jeszcze żadnej.
# Obok listy rankingowej każdej gry: ilu graczy ma w niej ustalony
# ranking ($n).
web-rated-players =
    { $n ->
        [one] { $n } gracz z rankingiem
        [few] { $n } graczy z rankingiem
        [many] { $n } graczy z rankingiem
       *[other] { $n } gracza z rankingiem
    }
# Lista partii według numerów: odnośnik na stronie głównej, tytuł
# i nagłówek. $first, $last: pierwszy i ostatni numer.
web-games-range = Partie od { $first } do { $last }

## Partia na liście i jej stan

# Partia zakończona. $result: 1-0, 0-1 albo 1/2-1/2; $how: jak się
# zakończyła (białe wygrywają przez mata); $day: dzień zakończenia.
web-game-over-on = { $result } ({ $how }), { $day }
# To samo, gdy dzień zakończenia nie jest znany.
web-game-over = { $result } ({ $how })
# Partia w toku. $day: dzień ostatniego posunięcia.
web-line-last-move = w toku, ostatnie posunięcie: { $day }
web-line-no-move = w toku, jeszcze bez posunięć

## Lista partii według numerów

web-list-none = Wśród tych numerów nie ma żadnej partii publicznej.
# Odnośniki do list wcześniejszych i późniejszych numerów.
web-list-before = Wcześniejsze partie
web-list-after = Późniejsze partie

## Strona partii

# Tytuł i nagłówek. $id: numer partii; $variant: nazwa gry (Szachy).
web-game-title = Partia #{ $id }: { $variant }
# Nazwy informacji u góry strony partii (i turnieju); gracze są nazwani
# swoimi stronami (białe, czarne...).
web-fact-game = Gra
web-fact-result = Wynik
web-fact-state = Stan
web-fact-started = Początek
web-fact-record = Zapis
web-fact-form = System
# Gra i jej warunki (po „Gra:”). $variant: nazwa gry; $rated: yes (wynik
# zmienia rankingi) albo no; $control: tempo gry (3 dni na posunięcie).
web-game-terms =
    { $variant }, { $rated ->
        [yes] partia rankingowa
       *[no] partia towarzyska
    }; { $control }
# Odnośnik do pobrania zapisu partii. $kind: PGN albo BPGN dla gier na
# dwóch szachownicach.
web-game-record = { $kind } partii
# Odnośniki do pozycji początkowej, do ostatniej i do posunięć.
web-jump-start = Początek
web-jump-final = Pozycja końcowa
web-jump-now = Pozycja bieżąca
web-moves = Posunięcia
web-no-move-yet = Jeszcze bez posunięć.

## Pozycje partii: obrazek każdej, przeglądany odnośnikami

# Nagłówek pozycji po turze. $turn: tura z numerem (12... Sf6).
web-position-after = Po { $turn }
# Nagłówek pozycji początkowej.
web-position-start = Pozycja początkowa
# Odnośniki do pierwszej pozycji, poprzedniej i następnej (strzałki
# wskazują kierunek).
web-step-first = |< początek
web-step-back = < wstecz
web-step-next = dalej >
# Czym są te odnośniki, dla czytnika ekranu.
web-steps-label = Przeglądanie kolejnych pozycji

## Analiza po partii

web-analysis = Analiza
# Pod „Analizę wykonał silnik ...”: co pokazuje wykres.
# $kind: jak w analysis.ftl ("single": tura to jedno posunięcie; "double").
web-analysis-legend =
    Szanse białych na wygraną po { $kind ->
        [double] każdej turze
       *[single] każdym posunięciu
    }; mała kropka oznacza błąd, duża – gruby błąd.
# Ocena tury z punktu widzenia białych: w pionach (+0.35), mat w tylu
# turach (#3, #-2), ? gdy nieznana; albo koniec partii po niej: mat lub remis.
web-eval =
    { $eval ->
        [mate] mat
        [draw] remis
       *[other] { $eval }
    }

# Po turze ocenionej jako błąd: tura, którą silnik uznał za lepszą
# ($better, np. 12. Sf3); w nawiasie, stąd mała litera.
web-analysis-better = lepsze było { $better }

## Listy rankingowe

web-ratings = Rankingi
# Tytuł i nagłówek listy gry. $variant: nazwa gry.
web-ratings-title = Rankingi: { $variant }
# $established: ilu graczy ma ustalony ranking; $variant: nazwa gry;
# $listed: all (lista obejmuje wszystkich) albo best (tylko $shown najlepszych).
web-ratings-intro =
    { $established ->
        [one] { $established } gracz ma
        [few] { $established } graczy ma
        [many] { $established } graczy ma
       *[other] { $established } gracza ma
    } ustalony ranking w grze { $variant } (Glicko-2, odchylenie nie większe niż 110){ $listed ->
        [best] ; lista pokazuje { $shown } najlepszych
       *[all] {""}
    }. Rankingi tymczasowe nie są pokazywane.
# Nagłówki kolumn listy (pierwsza to miejsce, „#”; trzecia to odchylenie
# rankingu, „±”, które to słowo objaśnia).
web-ratings-player = Gracz
web-ratings-rating = Ranking
web-ratings-deviation = odchylenie
web-ratings-games = Partie
web-ratings-about = Jeden ranking dla każdej gry i każdego gracza, zmieniany przez wynik każdej partii rankingowej. Napisz do bota „ratings GRA”, aby dostać to samo e-mailem.

## Otwarte wyzwania

web-seeks-title = Otwarte wyzwania
# $accept: polecenie przyjmujące wyzwanie (accept seek N); $bot: adres bota,
# odnośnik; $seek: polecenie ogłaszające wyzwanie (seek VARIANT).
web-seeks-intro = Gracze, którzy szukają przeciwnika. Aby przyjąć wyzwanie, napisz { $accept } na adres { $bot } (odnośnik obok każdego wyzwania wpisze to za Ciebie); własne wyzwanie ogłosisz poleceniem { $seek }.
# Pod listą wyzwań: $more: ile jest jeszcze otwartych; $seeks: polecenie,
# które pokazuje wszystkie (seeks).
web-seeks-more =
    … i { $more ->
        [one] jeszcze { $more } wyzwanie
        [few] jeszcze { $more } wyzwania
        [many] jeszcze { $more } wyzwań
       *[other] jeszcze { $more } wyzwania
    }: napisz do bota { $seeks }, aby zobaczyć wszystkie.

## Turnieje

web-tournaments = Turnieje
web-tournaments-none = Żaden turniej jeszcze się nie rozpoczął. Napisz do bota „tournaments”, aby zobaczyć turnieje otwarte dla zapisów.
# Stan turnieju. $state: finished albo running.
web-tournament-state =
    { $state ->
        [finished] zakończony
       *[running] w toku
    }
# Turniej na listach. $variant: nazwa gry; $state: web-tournament-state.
web-tournament-about = { $variant }, { $state }
# Tytuł i nagłówek strony turnieju. $id: numer; $name: nazwa.
web-tournament-title = Turniej #{ $id }: { $name }
# System turnieju. $kind: single (każda para gra raz) albo double (dwa razy,
# każdym kolorem); $entrants: liczba uczestników; $rounds: liczba rund
# (0, gdy jeszcze nieznana).
web-tournament-form =
    { $kind ->
        [double] turniej dwukołowy
       *[single] turniej kołowy
    }, { $entrants ->
        [one] { $entrants } uczestnik
        [few] { $entrants } uczestników
        [many] { $entrants } uczestników
       *[other] { $entrants } uczestnika
    }{ $rounds ->
        [0] {""}
        [one] , { $rounds } runda
        [few] , { $rounds } rundy
        [many] , { $rounds } rund
       *[other] , { $rounds } rundy
    }
web-tournament-crosstable = Tabela krzyżowa
web-tournament-pairings = Kojarzenia
# Przed każdą parą. $round: numer rundy.
web-tournament-round = Runda { $round }:
# Partia z pary, która się nie zakończyła: walkower ($who: gracz, który go
# oddał), w toku albo nierozegrana.
web-pairing-forfeit = walkower, przegrywa { $who }
web-pairing-in-play = w toku
web-pairing-unplayed = nierozegrana
