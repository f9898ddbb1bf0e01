# Szukanie przeciwnika: otwarte wyzwania, odpowiedzi na seek/unseek/notify
# seeks, listy wyzwań i dzienne zestawienie nowych wyzwań.

# Warunki otwartego wyzwania: „Szachy, 3 dni na posunięcie, partia
# rankingowa, autor wyzwania gra białymi, w drużynie z bob, dla graczy
# z rankingiem 1400-1700, prywatna”.
# $rated: rated albo casual; $side: white, black albo none; $partner: nazwa
# albo none; $range: seek-range albo seek-range-anyone; $private: yes albo no.
seek-terms =
    { $variant }, { $control }, { $rated ->
        [casual] partia towarzyska
       *[rated] partia rankingowa
    }{ $side ->
        [white] , autor wyzwania gra białymi
        [black] , autor wyzwania gra czarnymi
       *[none] {""}
    }{ $partner ->
        [none] {""}
       *[other] , w drużynie z { $partner }
    }, { $range }{ $private ->
        [yes] , prywatna
       *[no] {""}
    }
seek-range-anyone = może je przyjąć każdy
# $max: liczba albo none.
seek-range =
    dla graczy z rankingiem { $max ->
        [none] { $min } lub wyższym
       *[other] { $min }-{ $max }
    }
# Jeden wiersz listy wyzwań: „#12 Szachy, 3 dni na posunięcie, rankingowa,
# gra białymi: bob (1512), dla graczy 1400-1700; otwarte od 3 h”.
# $min i $max: przedział rankingów przyjmujących albo none; $age: age-*;
# $mine: yes dla wyzwań czytelnika.
seek-line =
    #{ $id } { $variant }, { $control }, { $rated ->
        [casual] towarzyska
       *[rated] rankingowa
    }, { $side ->
        [white] gra białymi
        [black] gra czarnymi
       *[none] dowolny kolor
    }: { $who } ({ $rating }){ $min ->
        [none] {""}
       *[other] , dla graczy { $max ->
            [none] od { $min }
          *[other] { $min }-{ $max }
        }
    }; otwarte od { $age }{ $mine ->
        [yes] {"  "}(Twoje)
       *[no] {""}
    }
# Wiek wyzwania po „otwarte od” (dopełniacz: od 1 dnia, od 3 dni).
age-minutes = { $n } min
age-hours = { $n } h
age-days =
    { $n ->
        [one] { $n } dnia
        [few] { $n } dni
        [many] { $n } dni
       *[other] { $n } dnia
    }
seek-waiting-line = #{ $id } czeka na potwierdzenie Twojego partnera: { $terms }

# Lista wyzwań i dzienne zestawienie.
seeks-subject = Otwarte wyzwania
seeks-subject-game = Otwarte wyzwania: { $game }
seeks-subject-new = Nowe otwarte wyzwania
seeks-digest-intro = Nowe otwarte wyzwania w grach, o których chcesz dostawać wiadomości:
seeks-digest-how = Aby przyjąć jedno z nich, napisz „accept seek N” na adres { $bot }. „notify seeks off” wyłącza te e-maile (przychodzą najwyżej raz dziennie).
seeks-open = Otwarte wyzwania, od najdłużej czekających (razem: { $total }):
seeks-open-game = Otwarte wyzwania w grze { $game }, od najdłużej czekających (razem: { $total }):
seeks-more = ... i jeszcze { $more } innych („seeks GRA” pokazuje wyzwania w jednej grze).
seeks-none = Nikt teraz nie szuka przeciwnika.
seeks-none-game = Nikt teraz nie szuka przeciwnika w grze { $game }.
seeks-waiting = Wyzwania Twojej drużyny, które czekają na potwierdzenie partnera:
seeks-how =
    „accept seek N” przyjmuje wyzwanie N: partia zaczyna się od razu. Aby ogłosić własne, napisz „seek GRA” (jeśli chcesz, z days N, casual, as white|black, rating MIN-MAX, private); od razu połączy się ono w parę z pasującym wyzwaniem albo będzie czekać { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    }, aż ktoś je przyjmie. Resztę opisuje „help”.

# Odpowiedzi.
seek-partner-invite-subject = { $who } zaprasza Cię do drużyny: { $variant }
seek-partner-invite =
    { $who } ({ $address }) szuka przeciwników w grze { $variant } i chce grać z Tobą w drużynie: { $terms }.

    Aby zagrać, napisz „accept seek { $id }” na adres { $bot }. Partia zacznie się, gdy znajdzie się inna drużyna (albo dwóch graczy szukających w pojedynkę); wtedy wszyscy dowiedzą się, kto gra z kim i na której szachownicy. Jeśli nie chcesz grać, nic nie rób.
seek-waits-for-partner-subject = Wyzwanie #{ $id }: czeka na Twojego partnera
seek-waits-for-partner = Twoje wyzwanie #{ $id } ({ $terms }) czeka, aż { $partner } je potwierdzi (poleceniem „accept seek { $id }”); od tej chwili będzie otwarte także dla innych.
seek-open-subject = Wyzwanie #{ $id } jest otwarte
# $four: yes w grach czteroosobowych.
seek-open =
    Twoje wyzwanie #{ $id } jest otwarte: { $terms }.{ $four ->
        [yes] {" "}Partia zacznie się, gdy zbierze się czterech graczy.
       *[no] {""}
    } Każdy może je przyjąć poleceniem „accept seek { $id }”; pasujące do niego wyzwanie innego gracza połączy się z nim w parę od razu. Pozostanie otwarte przez { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    }; „unseek { $id }” je wycofuje, „seeks” pokazuje otwarte wyzwania.
# Pierwszy wiersz e-maila z szachownicą nowej partii. $seeks: ile wyzwań
# połączono; $numbers: ich numery (#12, #14).
seek-game-started =
    Partia się zaczęła: { $seeks ->
        [one] przyjęto wyzwanie { $numbers }
        [few] połączono wyzwania { $numbers }
        [many] połączono wyzwania { $numbers }
       *[other] połączono wyzwania { $numbers }
    }. Gracze: { $players }.{ $four ->
        [yes] {" "}Drużyny: białe na szachownicy A razem z czarnymi na szachownicy B przeciw pozostałej dwójce.
       *[no] {""}
    }
seek-partner-confirmed-subject = Wyzwanie #{ $n }: partner potwierdza
seek-partner-confirmed = { $who } potwierdza: wyzwanie Twojej drużyny #{ $n } jest otwarte.
seek-joined-subject = Dołączenie do wyzwania #{ $first }
seek-joined =
    Dołączasz do wyzwania #{ $first }: partia zacznie się, gdy zbierze się czterech graczy. Twoje miejsce jest zapisane jako wyzwanie #{ $id } (otwarte przez { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    }; „unseek { $id }” je wycofuje).
unseek-subject = Wycofane wyzwania
unseek-one = Twoje wyzwanie #{ $n } zostało wycofane.
unseek-all =
    { $count ->
        [0] Nie masz żadnego otwartego wyzwania.
        [one] Twoje otwarte wyzwanie zostało wycofane.
        [few] Twoje { $count } otwarte wyzwania zostały wycofane.
        [many] Twoich { $count } otwartych wyzwań zostało wycofanych.
       *[other] Twoich { $count } otwartych wyzwań zostało wycofanych.
    }
notify-seeks-subject = Wiadomości o otwartych wyzwaniach
notify-seeks-none = Nie masz zamówionych wiadomości o otwartych wyzwaniach.
notify-seeks-off = Nie dostaniesz już wiadomości o nowych otwartych wyzwaniach.
notify-seeks-on = Najwyżej raz dziennie dostaniesz e-mail z listą nowych otwartych wyzwań w grach: { $games } (tylko w dni, w które pojawią się nowe). „notify seeks off” to wyłącza.
seek-expired-subject = Wyzwanie #{ $id } wygasło
seek-expired =
    Twoje wyzwanie #{ $id } ({ $terms }) było otwarte przez { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    } i nikt go nie przyjął, więc wygasło. „seek ...” ogłasza je ponownie; „seeks” pokazuje otwarte wyzwania.
