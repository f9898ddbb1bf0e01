# Turnieje: odpowiedzi na polecenia turniejowe, e-maile turnieju (zaproszenie
# partnera, start, tabele krzyżowe, klasyfikacja końcowa), wycofania
# i odwołane turnieje.
# Tytuł turnieju (tournament-title) stoi zawsze w mianowniku: „Turniej #3,
# Wiosna rozpoczął się”, „(Turniej #3, Wiosna)”; nigdy „do turnieju { $title }”.

## Słowa używane w wielu e-mailach turniejowych

# Jak e-maile nazywają turniej: „Turniej #3, Wiosna”. $name: nazwa nadana
# przez organizatora.
tournament-title = Turniej #{ $id }, { $name }

# Turniej w jednym wierszu: „Szachy, turniej kołowy, od 3 do 16 uczestników,
# 3 dni na posunięcie, partie rankingowe, wycofania według zasady FIDE”.
# $double: yes dla turnieju dwukołowego; $size: tournament-size albo
# tournament-size-range; $control: tempo gry; $rated: rated albo casual;
# $rule: fide albo iccf.
tournament-terms =
    { $variant }, { $double ->
        [yes] turniej dwukołowy
       *[no] turniej kołowy
    }, { $size }, { $control }, { $rated ->
        [casual] partie towarzyskie
       *[rated] partie rankingowe
    }, wycofania według zasady { $rule ->
        [iccf] ICCF
       *[fide] FIDE
    }
# Dokładnie $n uczestników; $teams: yes, gdy są to drużyny dwuosobowe.
tournament-size =
    { $teams ->
        [yes] { $n ->
            [one] { $n } drużyna dwuosobowa
            [few] { $n } drużyny dwuosobowe
            [many] { $n } drużyn dwuosobowych
          *[other] { $n } drużyny dwuosobowej
        }
       *[no] { $n ->
            [one] { $n } uczestnik
            [few] { $n } uczestników
            [many] { $n } uczestników
          *[other] { $n } uczestnika
        }
    }
# Od $min do $max uczestników; $teams: yes dla drużyn dwuosobowych.
tournament-size-range =
    { $teams ->
        [yes] od { $min } do { $max } drużyn dwuosobowych
       *[no] od { $min } do { $max } uczestników
    }

# Temat e-maila o turnieju: jego tytuł, potem czego e-mail dotyczy ($what,
# zob. angielski plik: open, joined, waiting-partner, team-in, ready,
# called-off, team-left, left, started, withdrew, team-out, partner-late,
# entrants, crosstable, final, section).
tournament-subject =
    { $title }: { $what ->
        [joined] zapis przyjęty
        [waiting-partner] oczekiwanie na potwierdzenie partnera
        [team-in] Twoja drużyna jest zapisana
        [ready] można rozpocząć
        [called-off] odwołany
        [team-left] zapis Twojej drużyny wycofany
        [left] zapis wycofany
        [started] rozpoczęty
        [withdrew] wycofanie się z turnieju
        [team-out] Twoja drużyna nie gra
        [partner-late] brak potwierdzenia partnera
        [entrants] uczestnicy
        [crosstable] tabela krzyżowa
        [final] klasyfikacja końcowa
        [section] start turnieju
       *[open] zapisy otwarte
    }
# Temat e-maila z tabelą: zakończonych partii $over z $total.
crosstable-subject = { $title }: tabela krzyżowa po { $over } z { $total } partii

# Zasada wycofań, objaśniona w e-mailu startowym. $rule: fide albo iccf.
tournament-rule =
    { $rule ->
        [iccf] uczestnik, który sam się wycofa albo przegra trzy partie przez przekroczenie czasu, zostaje wycofany z turnieju: wyniki jego zakończonych partii pozostają w mocy, a wszystkie jego partie w toku liczą się jako przegrane (zasada ICCF).
       *[fide] uczestnik, który sam się wycofa albo przegra trzy partie przez przekroczenie czasu, zostaje wycofany z turnieju: jego partie w toku zostają zakończone i liczą się jako przegrane; jeśli zakończył mniej niż połowę swoich partii, żadna z jego partii nie jest liczona (zasada FIDE).
    }

# Partia na liście: „partia #12”.
tournament-game-number = partia #{ $id }

## Odpowiedzi na polecenia turniejowe

# Odpowiedź na „tournament new”. $teams: yes, gdy zapisują się drużyny
# dwuosobowe (PARTNER: adres partnera); $bot: adres bota; $starts: data
# startu albo none; $min i $max: najmniej uczestników do startu i najwięcej.
tournament-opened =
    { $title } jest otwarty dla zapisów: { $terms }.

    Gracze zapisują się, pisząc { $teams ->
        [yes] „join { $id } with PARTNER” (drużyna dwuosobowa; partner potwierdza zapis)
       *[no] „join { $id }”
    } na adres { $bot }. { $starts ->
        [none] Turniej rozpocznie się, gdy zapisze się { $max } uczestników, albo gdy napiszesz „start { $id }”, o ile będzie ich już co najmniej { $min }.
       *[other] Turniej rozpocznie się { $starts } albo wcześniej: gdy zapisze się { $max } uczestników albo gdy napiszesz „start { $id }”, o ile będzie ich już co najmniej { $min }.
    }

    Jesteś organizatorem; jeśli chcesz też grać, zapisz się jak wszyscy. „tournament { $id }” pokazuje, kto się zapisał; „leave { $id }” odwołuje turniej przed startem.

# Odpowiedź na „join N”. $count: dotychczasowa liczba uczestników; $max
# i $min: najwięcej i najmniej; $starts: data startu albo none; $partner:
# partner w drużynie albo none.
tournament-joined =
    Zapis przyjęty: { $title } ({ $terms }). Zapisanych dotąd: { $count } (najwyżej { $max }). Turniej rozpocznie się{ $starts ->
        [none] , gdy zapisze się { $max } uczestników albo gdy rozpocznie go organizator (o ile będzie ich co najmniej { $min })
       *[other] {" "}{ $starts } albo wcześniej, gdy zapisze się { $max } uczestników lub rozpocznie go organizator
    }; wtedy dostaniesz jeden e-mail z rozpiską swoich partii, a potem osobny e-mail z każdą z nich. „leave { $id }” wycofuje Twój zapis przed startem.{ $partner ->
        [none] {""}
       *[other] {" "}Grasz w drużynie z { $partner }.
    }
# Do gracza, który wskazał partnera: $address: adres partnera; $wait: jak
# długo miejsce jest zarezerwowane („3 dni”).
tournament-partner-asked = { $address } dostaje zaproszenie do gry z Tobą w drużynie ({ $title }). Miejsce Twojej drużyny czeka przez { $wait }: drużyna zostanie zapisana, gdy tylko partner potwierdzi zapis (odpowiadając „join { $id }”).
# Do tego samego gracza, gdy partner ($name) potwierdza.
tournament-team-confirmed = { $name } potwierdza: gracie razem jako drużyna ({ $title }).
# Do organizatora, gdy zapisało się $count uczestników, czyli minimum;
# $more: yes, gdy może się zapisać więcej (do $max).
tournament-ready =
    { $title }: zapisało się { $count } uczestników, czyli tylu, ilu potrzeba do startu. Napisz „start { $id }”, aby rozpocząć turniej{ $more ->
        [yes] , albo poczekaj na kolejnych (najwyżej { $max })
       *[no] {""}
    }.
# Do organizatora, który opuszcza otwarty turniej: $told e-maili poszło do
# uczestników.
tournament-organiser-left =
    { $title }: jako organizator wycofujesz się, więc turniej zostaje odwołany, a jego uczestnicy dostają o tym wiadomość ({ $told ->
        [one] { $told } e-mail
        [few] { $told } e-maile
        [many] { $told } e-maili
       *[other] { $told } e-maila
    }).
# Do gracza, którego partner ($name) odmówił („leave N”).
tournament-partner-refused = { $name } nie zagra z Tobą w drużynie ({ $title }): Twój zapis został wycofany. Możesz zapisać się ponownie z innym partnerem.
# Do partnera gracza ($name), który wycofał zapis przed startem.
tournament-team-left = { $name } rezygnuje z gry ({ $title }): zapis Twojej drużyny został wycofany.
tournament-you-left = Twój zapis został wycofany ({ $title }).
# Odpowiedź na „withdraw N”: zakończyło się $ended trwających partii;
# $annulled: yes, gdy żadna partia uczestnika nie jest liczona (zasada FIDE).
tournament-withdrew =
    Wycofanie z turnieju przyjęte ({ $title }). { $ended ->
        [one] Zakończono { $ended } Twoją partię w toku.
        [few] Zakończono { $ended } Twoje partie w toku.
        [many] Zakończono { $ended } Twoich partii w toku.
       *[other] Zakończono { $ended } Twojej partii w toku.
    } { $annulled ->
        [yes] Mniej niż połowa Twoich partii była zakończona, więc żadna z nich nie liczy się w tabeli krzyżowej (zasada FIDE).
       *[no] Wyniki Twoich zakończonych partii pozostają w mocy; partie, które jeszcze trwały, liczą się jako przegrane.
    }
# Start, ogłoszony organizatorowi: $count uczestników, $games partii
# w $rounds rundach.
tournament-started =
    { $title } rozpoczął się: { $count } uczestników, { $games ->
        [one] { $games } partia
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    } w { $rounds ->
        [one] { $rounds } rundzie
        [few] { $rounds } rundach
        [many] { $rounds } rundach
       *[other] { $rounds } rundy
    }, wszystkie już trwają. Każdy uczestnik dostaje w jednym e-mailu listę uczestników i swoje partie, a każdy gracz osobny e-mail o każdej swojej partii.
# To samo, gdy turniej wystartował po zapisie ostatniego uczestnika.
tournament-started-full = { $title } ma już komplet uczestników. { $started }

## „tournaments” i „tournament N”

tournament-list-subject = Turnieje
tournament-list-open = Turnieje otwarte dla zapisów (napisz „join N”, aby się zapisać):
tournament-list-none = W tej chwili nie ma żadnego turnieju, do którego można się zapisać.
tournament-list-yours = Twoje:
tournament-list-how =
    „tournament N” pokazuje jeden turniej (listę zapisanych albo tabelę
    krzyżową). Aby zorganizować turniej, napisz: tournament new GRA "NAZWA"
    (możliwe warunki opisuje „help”).
# Turniej na liście: „#3 Wiosna: Szachy, ...; zapisy otwarte, zapisanych: 3
# z najwyżej 8”. $state: tournament-state-*; $mine: yes, gdy czytelnik jest
# organizatorem; $playing: yes, gdy w nim gra.
tournament-list-line =
    #{ $id } { $name }: { $terms }; { $state }{ $mine ->
        [yes] ; jesteś organizatorem
       *[no] {""}
    }{ $playing ->
        [yes] ; grasz w nim
       *[no] {""}
    }
# $joined uczestników z najwyżej $max; $starts: data startu albo none.
tournament-state-open =
    zapisy otwarte, zapisanych: { $joined } z najwyżej { $max }{ $starts ->
        [none] {""}
       *[other] , start { $starts }
    }
tournament-state-running =
    w toku, { $count ->
        [one] { $count } uczestnik
        [few] { $count } uczestników
        [many] { $count } uczestników
       *[other] { $count } uczestnika
    }
tournament-state-finished = zakończony
tournament-state-called-off = odwołany

# „tournament N”.
tournament-about = { $title }: { $terms }.
tournament-organised-by = Organizator: { $organiser }.
# Przed startem: zapisało się $joined z najwyżej $max, potrzeba $min.
tournament-open-joined = Zapisy otwarte: zapisanych { $joined } z najwyżej { $max }; do startu potrzeba { $min }.
# Uczestnik na liście („ 1. Ann & Ben (1500?)”), którego partner ($partner)
# jeszcze nie potwierdził.
tournament-entrant-waiting = { $line } (czeka na potwierdzenie partnera { $partner })
# $starts: data startu albo none; $max: najwięcej uczestników.
tournament-open-start =
    { $starts ->
        [none] Turniej rozpocznie się, gdy zapisze się { $max } uczestników albo gdy rozpocznie go organizator.
       *[other] Turniej rozpocznie się { $starts } albo wcześniej, gdy zapisze się { $max } uczestników lub rozpocznie go organizator.
    }
# Jak zapisać się do turnieju $id; $teams: yes dla drużyn dwuosobowych
# (PARTNER: adres partnera).
tournament-how-to-join =
    Aby zagrać, napisz „join { $id }”{ $teams ->
        [yes] {" "}z adresem partnera: „join { $id } with PARTNER” (partner potem potwierdza zapis)
       *[no] {""}
    }.
tournament-called-off-on = Turniej został odwołany { $ended }.
tournament-over-standings = Turniej się zakończył. Klasyfikacja końcowa:
tournament-in-play = Partie w toku (kto na kogo czeka):
# Partia w toku: „#12, runda 3: Ann – Dan: kolej na Ann”. $to_move: kto ma
# ruch (biernik: jedno imię, dwa połączone „i” albo „nikogo”).
tournament-waiting = #{ $id }, runda { $round }: { $white } – { $black }: kolej na { $to_move }

## Zaproszenie partnera

tournament-partner-subject = { $title }: { $leader } zaprasza Cię do gry w drużynie
# $leader: gracz, który wskazał czytelnika, $address: jego adres; $double:
# yes dla turnieju dwukołowego; $wait: jak długo miejsce jest zarezerwowane.
tournament-partner-invite =
    { $leader } ({ $address }) zaprasza Cię do wspólnej drużyny w turnieju.
    { $title }: { $terms }.

    Drużyna dwuosobowa gra z każdą inną drużyną{ $double ->
        [yes] {" "}dwa razy (z zamianą stron)
       *[no] {" "}raz
    }; w kolejnych partiach zamieniacie się
    szachownicami. Aby zagrać, odpowiedz na ten e-mail poleceniem

        join { $id }

    Aby odmówić, odpowiedz „leave { $id }”. Jeśli nie odpowiesz
    w ciągu { $wait }, miejsce przepadnie.

## Start

# $partner: partner, który nie potwierdził, albo none.
tournament-team-out =
    { $title } rozpoczął się, zanim nadeszło potwierdzenie od { $partner ->
        [none] Twojego partnera
       *[other] gracza { $partner }
    }, więc Twoja drużyna w nim nie gra.
# Pierwszy wiersz pierwszego e-maila każdej partii.
tournament-game-started = Partia się rozpoczęła: runda { $round }, { $title }.
# Ostatnie wiersze każdego e-maila partii turniejowej: $name: nazwa
# turnieju, $id: jego numer.
tournament-game-footer = { $name } (turniej #{ $id }), runda { $round } z { $rounds }: „tournament { $id }” pokazuje tabelę krzyżową.
tournament-start-intro = { $title } rozpoczął się: { $terms }.
# $count uczestników; $variant: gra, której rankingi pokazuje lista (znak ?
# po rankingu tymczasowym).
tournament-start-entrants =
    Uczestnicy ({ $count }) według numerów w tabeli kojarzeń (z rankingami
    w grze { $variant }; znak ? oznacza ranking tymczasowy):
# $count: liczba partii czytelnika.
tournament-start-games =
    Twoje partie ({ $count }; każda przyjdzie w osobnym e-mailu, jak zwykle:
    posunięcia wysyłaj w odpowiedzi na tamten e-mail):
# Jedna z nich: „Runda 2: partia #14, białe, przeciwnik: Ben (1500?)”.
# $seat: strona czytelnika; $name: przeciwnik, $rating: jego ranking.
tournament-start-game = Runda { $round }: partia #{ $id }, { $seat }, przeciwnik: { $name } ({ $rating })
# $control: tempo gry; $rated: rated albo casual.
tournament-start-control =
    Tempo gry we wszystkich partiach: { $control }. { $rated ->
        [casual] Partie są towarzyskie: nie wpływają na rankingi.
       *[rated] Partie są rankingowe.
    }
# $rule: tournament-rule.
tournament-start-withdrawals = Wycofania: { $rule }
tournament-start-ties =
    Przy równej liczbie punktów o kolejności decyduje punktacja
    Sonneborna-Bergera (suma punktów zdobytych w każdej partii pomnożonych
    przez liczbę punktów danego przeciwnika), potem liczba wygranych partii,
    a na koniec wyniki partii rozegranych między zainteresowanymi.
tournament-start-after =
    Po każdej zakończonej partii dostajesz tabelę krzyżową (najwyżej jeden
    e-mail dziennie; wyniki, które zapadną w krótszych odstępach, czekają na
    następny), a na koniec klasyfikację końcową ze wszystkimi partiami turnieju
    w formacie PGN. „tournament { $id }” pokazuje tabelę krzyżową w każdej
    chwili, a „withdraw { $id }” wycofuje Cię z turnieju.

## Wycofania i odwołane turnieje

# Do graczy partii zakończonej przez wycofanie: $name opuszcza turniej.
tournament-withdrawal-subject = Koniec partii: { $name } opuszcza turniej
# $why: withdrew („withdraw N”) albo time (trzecia partia przegrana przez
# przekroczenie czasu); $annulled: yes, gdy żadna partia gracza nie jest
# liczona: zakończył $finished z $total partii, mniej niż połowę (FIDE).
tournament-withdrawal-game =
    Partia #{ $id } zakończona: { $why ->
        [time] { $name } przegrywa trzecią partię przez przekroczenie czasu i wypada z turnieju ({ $title })
       *[withdrew] { $name } wycofuje się z turnieju ({ $title })
    }.
    { $annulled ->
        [yes] Zakończone partie gracza { $name }: { $finished } z { $total ->
            [one] { $total } partii
            [few] { $total } partii
            [many] { $total } partii
          *[other] { $total } partii
        }, czyli mniej niż połowa, więc żadna partia gracza { $name } nie liczy się w tabeli krzyżowej (zasada FIDE).
       *[no] Partia liczy się jako przegrana przez { $name }.
    }
tournament-called-off-game-subject = Koniec partii: turniej odwołany
# $why: tournament-why-*.
tournament-called-off-game =
    Partia #{ $id } zakończona: { $title } został odwołany. { $why }
    Partia nie jest liczona.
tournament-called-off = { $title } ({ $terms }) zostaje odwołany. { $why }
tournament-why-organiser-left = Organizator ({ $name }) wycofał się z turnieju.
# W dniu startu zapisało się $joined uczestników; potrzeba było $min.
tournament-why-too-few = W dniu startu zapisanych było { $joined }, a potrzeba było { $min }.
# $problem: dlaczego turniej nie mógł się rozpocząć.
tournament-why-no-start = Turniej nie mógł się rozpocząć w wyznaczonym terminie: { $problem }.
tournament-why-operator = Turniej odwołał operator serwera.
# Do drużyny, której partner nie potwierdził zapisu w ciągu $days dni.
tournament-partner-late =
    Brak potwierdzenia od { $partner ->
        [none] Twojego partnera
       *[other] gracza { $partner }
    } w ciągu { $days ->
        [one] { $days } dnia
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    }, więc miejsce Twojej drużyny przepada ({ $title }). Jeśli chcesz, zapisz się ponownie z innym partnerem.

## E-maile z tabelą krzyżową

# Wynik: „Runda 1, partia #12: Ben 1-0 Eve (białe wygrywają przez poddanie)”.
# $what: tournament-result, tournament-result-forfeit albo tournament-result-void.
tournament-result-line = Runda { $round }, partia #{ $id }: { $what }
# $score: 1-0, 0-1 albo ½-½; $reason: jak się zakończyła, albo none.
tournament-result =
    { $white } { $score } { $black }{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
# Partia zakończona przez wycofanie: $score: +:- albo -:+; $loser: ten, kto
# opuścił turniej.
tournament-result-forfeit = { $white } { $score } { $black } (walkower: { $loser } opuszcza turniej)
tournament-result-void = { $white } – { $black }: zakończona bez wyniku; nie jest liczona
crosstable-new-results = Nowe wyniki:
crosstable-final-intro =
    { $title } zakończył się. Klasyfikacja końcowa (przy równej liczbie punktów
    decyduje punktacja Sonneborna-Bergera, potem liczba wygranych, potem wyniki
    partii między zainteresowanymi):
# W turnieju $id trwa $count partii.
crosstable-in-play =
    { $count ->
        [one] Trwa jeszcze { $count } partia.
        [few] Trwają jeszcze { $count } partie.
        [many] Trwa jeszcze { $count } partii.
       *[other] Trwa jeszcze { $count } partii.
    } „tournament { $id }” pokazuje, kto ma ruch w każdej z nich.
# $file: nazwa pliku PGN.
crosstable-all-attached = Wszystkie partie turnieju są w załączniku ({ $file }).
# $games: $count partii zakończonych przez wycofanie (nie ma ich w pliku).
crosstable-left-out =
    Partie rozegrane do końca są w załączniku ({ $file }). Nie ma w nim
    { $count ->
        [one] partii zakończonej
       *[other] partii zakończonych
    } przez wycofanie z turnieju ({ $games }): tabela krzyżowa pokazuje, jak
    { $count ->
        [one] jest liczona
        [few] są liczone
        [many] są liczone
       *[other] są liczone
    }.

# Wiersz klasyfikacji końcowej: „1. Dan   3½ punktu (SB 5.75, wygrane: 3,
# ranking turniejowy 1767)”. $place, $name i $points („3½”) są już ułożone
# w kolumny; $whole: pełne punkty, $half: yes, gdy po nich jest ½ (wtedy
# zawsze „punktu”); $sb: punktacja Sonneborna-Bergera; $won: wygrane;
# $performance: ranking turniejowy albo none; $annulled: yes, gdy uczestnik
# się wycofał i jego partie nie są liczone.
crosstable-standing =
    { $place } { $name }  { $points } { $half ->
        [yes] { $whole ->
            [0] punktu
          *[other] punktu
        }
       *[no] { $whole ->
            [one] punkt
            [few] punkty
            [many] punktów
          *[other] punktu
        }
    } (SB { $sb }, wygrane: { $won }{ $performance ->
        [none] {""}
       *[other] , ranking turniejowy { $performance }
    }){ $annulled ->
        [yes] , wycofanie: partie anulowane
       *[no] {""}
    }

# Co znaczą znaki tabeli krzyżowej (znaki zostają bez zmian).
crosstable-legend = 1 wygrana, ½ remis, 0 przegrana, + wygrana walkowerem, - przegrana walkowerem, . partia w toku, x nie jest liczona
# Nagłówki kolumn tabeli w tekście (krótko: kolumny są wąskie): punkty,
# Sonneborn-Berger, liczba wygranych, miejsce, ranking turniejowy (Rp).
crosstable-pts = Pkt
crosstable-sb = SB
crosstable-won = Wygr
crosstable-place = M-ce
crosstable-perf = Rp
# Nagłówki tabeli HTML: numer uczestnika, nazwa i punkty.
crosstable-number = Nr
crosstable-name = Uczestnik
crosstable-points = Punkty
# Po uczestniku, który odszedł: $why: withdrew albo time (trzy partie
# przegrane na czas); $annulled: yes, gdy jego partie nie są liczone.
crosstable-left =
    ({ $why ->
        [time] wycofanie: 3 przegrane na czas
       *[withdrew] rezygnacja
    }{ $annulled ->
        [yes] ; partie anulowane
       *[no] {""}
    })
# To samo po nazwie w tabeli HTML.
crosstable-left-html =
    ({ $annulled ->
        [yes] wycofanie; partie anulowane
       *[no] wycofanie
    })
