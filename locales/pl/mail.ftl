# E-maile o partii: szachownica, odmowy, przypomnienia, wyniki, wyzwania,
# propozycje remisu, wiadomości, urlopy, listy partii.

## Słowa używane w wielu e-mailach

# Nazwa gry (`VARIANT` w `new VARIANT with ...`).
variant =
    { $v ->
        [two-prong] Two-Prong Chess
        [tandem-pawn] Tandem-Pawn Chess
        [tandem84] Tandem-84
        [tandem84-knightrider] Tandem-84 z duchami jako nightriderami
        [bughouse] Bughouse
        [tandem-chess] Tandem Chess
        [bughouse-sync] Bughouse synchroniczny
        [crazyhouse] Crazyhouse
       *[chess] Szachy
    }

# Strona gracza.
seat =
    { $s ->
        [black] czarne
        [south] Południe – białe na A, czarne na B
        [north] Północ – czarne na A, białe na B
        [a-white] białe na szachownicy A
        [a-black] czarne na szachownicy A
        [b-white] białe na szachownicy B
        [b-black] czarne na szachownicy B
       *[white] białe
    }

# „alice@example.org (białe)” w wierszu z graczami partii.
player-seat = { $who } ({ $seat })
player-seat-more = { $who } ({ $seat }, { $more })
players-two = { $a } – { $b }
players-four = { $a }, { $b }, { $c }, { $d }

game-line = Partia #{ $id }, { $variant }: { $players }
time-control-line = Tempo gry: { $control }
examples-not-advice = (przykłady zapisu posunięcia, a nie podpowiedzi).

## E-mail z szachownicą

position-subject-your-move = Twój ruch: { $variant } przeciw { $opponents }
position-subject-waiting = { $variant } przeciw { $opponents }: kolej na { $to_move }
position-last-move = Ostatnie posunięcie: { $move }
position-check = Szach!
position-your-move = Twój ruch ({ $side }). Odpowiedz na ten e-mail, podając swoje posunięcie, na przykład: { $example }
position-deadline-yours = Masz czas do { $deadline }.
position-deadline-yours-paused = Masz czas do { $deadline } (Twój zegar stoi: jesteś na urlopie do { $until }).
# $count: liczba graczy, którzy mają ruch (1 albo 2); wybór formy czasownika.
position-their-move =
    { $count ->
        [one] Ruch ma { $who } ({ $side }).
       *[other] Ruch mają { $who } ({ $side }).
    }
position-deadline-theirs =
    { $count ->
        [one] { $who } ma czas do { $deadline }.
       *[other] { $who } mają czas do { $deadline }.
    }
position-deadline-theirs-paused =
    { $count ->
        [one] { $who } ma czas do { $deadline } (urlop do { $until }).
       *[other] { $who } mają czas do { $deadline } (urlop do { $until }).
    }
position-fen-line = Pozycja: { $fen }
position-footer-your-move = Odpowiedz, podając posunięcie, albo napisz: board, history, draw, resign, say TEKST, help.
position-footer-waiting =
    Zanim przyjdzie Twoja kolej, możesz napisać: board (pozycja jeszcze raz),
    say TEKST (wiadomość do pozostałych graczy), draw (propozycja remisu), resign,
    history, help. Gdy tylko będziesz mieć ruch, dostaniesz e-mail.
position-footer-over = Napisz „history”, aby dostać całą partię, albo „help”.

## Odmowa

error-subject-game = Nie wykonano
error-subject = Twój e-mail do { $bot }
error-could-not = Nie udało się wykonać tego, o co prosisz w e-mailu:
error-in-line = (w wierszu: { $line })
error-nothing-applied = Nic z Twojego e-maila nie zostało wykonane; partia się nie zmieniła.
error-nothing-applied-that = Nic z tamtego e-maila nie zostało wykonane; partia się nie zmieniła.
error-legal-all = { $kind ->
        [double] Dozwolone tury
       *[single] Dozwolone posunięcia
    }: { $list }
error-legal-some = { $kind ->
        [double] Dozwolone tury
       *[single] Dozwolone posunięcia
    } (pokazano { $shown } z { $total }): { $list }
error-footer = Napisz „help”, aby dostać listę poleceń.

## Przypomnienia

reminder-subject = Przypomnienie – Twój ruch: { $variant } przeciw { $opponents }
reminder-subject-last-call = Ostatnie ostrzeżenie – Twój ruch: { $variant } przeciw { $opponents }
reminder-running-out = Kończy Ci się czas w partii #{ $id } ({ $variant }).
reminder-your-move = Masz ruch w partii #{ $id } ({ $variant }).
reminder-your-move-since = Masz ruch w partii #{ $id } ({ $variant }) od { $since }.
reminder-deadline = Na posunięcie masz czas do { $deadline }; potem { $consequence }.
reminder-you-play-example = Twoja strona: { $side }. Odpowiedz na ten e-mail, podając swoje posunięcie, na przykład: { $example }
reminder-you-play = Twoja strona: { $side }. Odpowiedz na ten e-mail, podając swoje posunięcie.
reminder-footer =
    Przypomnienia: „remind off” je wyłącza, „remind after 12h” lub „remind before 2h”
    zmienia ich porę, a „remind digest” łączy je w jeden e-mail dziennie.

digest-subject =
    { $count ->
        [one] { $count } partia czeka na Twój ruch
        [few] { $count } partie czekają na Twój ruch
        [many] { $count } partii czeka na Twój ruch
       *[other] { $count } partii czeka na Twój ruch
    }
digest-heading = Partie, w których masz ruch:
digest-line = #{ $id } { $variant } przeciw { $opponents }: do { $deadline }
digest-line-last-move = #{ $id } { $variant } przeciw { $opponents }: do { $deadline } (ostatnie posunięcie: { $move })
digest-how =
    Po upływie terminu { $consequence }. Odpowiedz na ostatni e-mail bota w sprawie
    danej partii, podając posunięcie, albo napisz do bota wiersz „game NR” i swoje
    posunięcie; „board” przysyła pozycję jeszcze raz.
digest-footer =
    To zestawienie dostajesz raz dziennie zamiast przypomnień o każdej partii
    osobno („remind on” je przywraca, „remind off” wyłącza wszystkie).

time-up-subject = Upływ terminu: { $who }
time-up-yours = Twoje posunięcie w partii #{ $id } ({ $variant }) nie nadeszło w terminie ({ $deadline }).
time-up-theirs = Posunięcie gracza { $who } ({ $side }) w partii #{ $id } ({ $variant }) nie nadeszło w terminie ({ $deadline }).
time-up-goes-on = Ten serwer nie kończy partii z powodu przekroczenia czasu: partia toczy się dalej.
time-up-goes-on-yours = Ten serwer nie kończy partii z powodu przekroczenia czasu: partia toczy się dalej, a ruch nadal należy do Ciebie.

## Koniec partii

game-over-subject = Koniec partii: { $result }
game-over-result = Wynik: { $result } ({ $text })
game-over-ratings = Rankingi ({ $variant }; znak ? oznacza ranking tymczasowy):
game-over-pgn = Cała partia w formacie PGN jest w załączniku, a także poniżej:

aborted-subject = Partia #{ $id } anulowana
aborted-text =
    Partia #{ $id } ({ $variant }) została anulowana przez { $who }, zanim naprawdę się zaczęła.
    Partia kończy się bez wyniku.

## Wyzwania

challenge-sent-subject = Wyzwanie wysłane: { $variant } z { $invited }
challenge-sent-text =
    Twoje wyzwanie dla { $invited } jest w drodze (partia #{ $id }, { $variant }, { $rated ->
        [1] rankingowa
       *[0] towarzyska
    }{ $private ->
        [1] , prywatna
       *[0] {""}
    }).
# $count: liczba zaproszonych; wybór formy czasownika.
challenge-sent-side =
    Twoja strona: { $side }. Partia zacznie się, gdy tylko { $invited } { $count ->
        [one] przyjmie wyzwanie
       *[other] przyjmą wyzwanie
    };
    wtedy dostaniesz e-mail z szachownicą.

invitation-subject = Zaproszenie: { $variant } z { $who }
invitation-text =
    { $who } zaprasza Cię do { $rated ->
        [1] rankingowej
       *[0] towarzyskiej
    }{ $private ->
        [1] , prywatnej
       *[0] {""}
    } partii #{ $id }: { $variant }.
invitation-you-would-play = Twoja strona: { $side }; { $others }.
invitation-time-control = Tempo gry: { $control }.
invitation-rated = Partia rankingowa: wynik zmieni ranking każdego gracza w tej grze ({ $variant }); rankingi podano wyżej, a znak ? oznacza ranking tymczasowy.
invitation-casual = Partia towarzyska: wynik nie zmienia żadnego rankingu.
invitation-casual-position = Partia towarzyska: wynik nie zmienia żadnego rankingu (partia od zadanej pozycji nigdy nie jest rankingowa).
invitation-private = Partia prywatna: nikt nie może jej obserwować, a archiwum WWW jej nie pokazuje.
invitation-public =
    Partia publiczna: każdy może ją obserwować, a archiwum WWW może ją pokazać; gracze
    występują pod nazwami z list rankingowych, nigdy pod adresem e-mail. Tej partii nie można już
    uczynić prywatną; aby widzieli ją tylko jej gracze, odrzuć ją i poproś o wyzwanie
    z opcją „private” („games private” sprawia, że Twoje następne partie będą prywatne).
invitation-to-play = Aby zagrać, odpowiedz na ten e-mail słowem
invitation-to-refuse = Aby odrzucić zaproszenie, odpowiedz słowem
invitation-rules = Napisz „rules { $variant }”, aby poznać zasady gry i zapis posunięć.

declined-subject = Wyzwanie odrzucone: { $variant } z { $who }
declined-text = Twoje wyzwanie do partii #{ $id } ({ $variant }) zostało odrzucone przez { $who }.

## Propozycje remisu i wiadomości

draw-offer-subject = Propozycja remisu od { $who }
draw-offer-text = { $who } proponuje remis w partii #{ $id } ({ $variant }).
draw-offer-to-accept = Aby przyjąć remis, odpowiedz słowem
draw-offer-to-decline = Aby odrzucić propozycję, po prostu graj dalej.
draw-offered = { $who } proponuje remis: aby go przyjąć, odpowiedz „draw”; aby odrzucić propozycję, po prostu graj dalej.

say-subject = Wiadomość od { $who }
say-says = { $who } pisze:
say-partner-says = { $who } pisze (tylko do partnera, czyli do Ciebie):
say-footer = (partia #{ $id }, { $variant }; aby odpowiedzieć, napisz „say TEKST”)

## Listy, przebieg partii, zasady, komunikaty

games-subject = Twoje partie
games-heading = Twoje partie:
games-line = #{ $id } { $variant } przeciw { $opponents }: { $state }
games-line-rated = #{ $id } { $variant } przeciw { $opponents } ({ $ratings }): { $state }
games-none = Nie masz jeszcze żadnej partii na tym serwerze. Pierwszą zaczniesz poleceniem

history-subject = Przebieg partii #{ $id }
history-so-far = Dotychczasowy przebieg partii #{ $id } ({ $variant }) w Twojej notacji ({ $notation }):
history-pgn-also = Zapis w formacie PGN (w notacji angielskiej, jak wymaga standard), także w załączniku:
history-so-far-pgn = Dotychczasowy przebieg partii #{ $id } ({ $variant }), także w załączniku jako PGN:

rules-subject = Zasady gry: { $variant }
notice-subject = Komunikat

## Urlopy

vacation-subject = Urlop do { $until }
vacation-subject-back = Witaj z powrotem
vacation-started =
    { $days ->
        [one] Twoje zegary stoją do { $until } (z Twojej puli zostanie odliczony { $days } dzień urlopu). Napisz „vacation off”, aby wrócić wcześniej: dni jeszcze nierozpoczęte wrócą do puli.
        [few] Twoje zegary stoją do { $until } (z Twojej puli zostaną odliczone { $days } dni urlopu). Napisz „vacation off”, aby wrócić wcześniej: dni jeszcze nierozpoczęte wrócą do puli.
        [many] Twoje zegary stoją do { $until } (z Twojej puli zostanie odliczonych { $days } dni urlopu). Napisz „vacation off”, aby wrócić wcześniej: dni jeszcze nierozpoczęte wrócą do puli.
       *[other] Twoje zegary stoją do { $until } (z Twojej puli zostanie odliczone { $days } dnia urlopu). Napisz „vacation off”, aby wrócić wcześniej: dni jeszcze nierozpoczęte wrócą do puli.
    }
vacation-ended = Twój urlop się skończył; Twoje zegary znów idą.
vacation-left = Pozostałe dni urlopu w tym roku: { $left } z { $allowance }.
vacation-games = Twoje partie:
vacation-opponents-told = Twoi przeciwnicy zostali powiadomieni.

vacation-notice-subject = { $who } jest na urlopie
vacation-notice-subject-back = { $who } wraca z urlopu
vacation-notice-started = { $who } jest na urlopie do { $until }: zegar tego gracza w partii #{ $id } ({ $variant }) stoi do tego czasu. Twojego zegara to nie dotyczy.
vacation-notice-back = { $who } wraca z urlopu: zegar tego gracza w partii #{ $id } ({ $variant }) znów idzie.
vacation-notice-deadline = Ruch ma teraz ten gracz; termin upływa { $deadline }.

list-two = { $a }, { $b }
list-none = {""}

# Kto ma ruch: nikt, jeden gracz albo dwóch („alice i bob”). Wstawiane
# w temacie e-maila po „kolej na” (biernik: „kolej na nikogo”).
nobody = nikogo
name = { $name }
list-and = { $a } { $next ->
       *[other] i
    } { $b }

time-control-per-move =
    { $days ->
        [one] { $days } dzień na posunięcie
       *[other] { $days } dni na posunięcie
    }
time-control-moves =
    { $moves ->
        [one] { $moves } posunięcie
        [few] { $moves } posunięcia
        [many] { $moves } posunięć
       *[other] { $moves } posunięcia
    } w { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    }

# Co się dzieje po upływie terminu; wstawiane po „potem …” i po „Po upływie
# terminu …” (przypomnienie, dzienne zestawienie).
consequence-lose = przegrasz partię przez przekroczenie czasu
consequence-lose-or-draw = przegrasz partię przez przekroczenie czasu (albo zremisujesz, jeśli przeciwnikowi zabraknie materiału do dania mata)
consequence-notify = obaj gracze dostaną e-mail o przekroczeniu czasu

## Pierwsze wiersze e-maila z szachownicą: właśnie wykonane tury

# `origin`: none, mine (z posunięć warunkowych czytelnika), theirs (z posunięć
# warunkowych gracza, który je wykonał). `words`: tura słowami (w nawiasie).
turn-you-played =
    Twoje posunięcie: { $move }{ $origin ->
        [mine] , zagrane zgodnie z Twoimi posunięciami warunkowymi
        [theirs] , podane wcześniej jako posunięcie warunkowe
       *[none] {""}
    }.
turn-you-played-words =
    Twoje posunięcie: { $move } ({ $words }){ $origin ->
        [mine] , zagrane zgodnie z Twoimi posunięciami warunkowymi
        [theirs] , podane wcześniej jako posunięcie warunkowe
       *[none] {""}
    }.
turn-they-played =
    Posunięcie gracza { $who }: { $move }{ $origin ->
        [mine] , zagrane zgodnie z Twoimi posunięciami warunkowymi
        [theirs] , podane wcześniej jako posunięcie warunkowe
       *[none] {""}
    }.
turn-they-played-words =
    Posunięcie gracza { $who }: { $move } ({ $words }){ $origin ->
        [mine] , zagrane zgodnie z Twoimi posunięciami warunkowymi
        [theirs] , podane wcześniej jako posunięcie warunkowe
       *[none] {""}
    }.
turn-your-move = Twój ruch.

# Koniec partii przez czyn gracza: „Poddajesz partię.”, „alice poddaje partię.”.
act =
    { $mine ->
        [1] { $act ->
            [claimed-draw] Remis na Twoje żądanie.
           *[resigned] Poddajesz partię.
        }
       *[0] { $act ->
            [claimed-draw] Remis na żądanie gracza { $who }.
           *[resigned] { $who } poddaje partię.
        }
    }

## Koniec partii przez przekroczenie czasu

# Dlaczego gracz przegrywa przez przekroczenie czasu (zdanie po dwukropku
# w `time-lost` i `time-drawn`); `mine` to 1 w e-mailu do spóźnionego gracza.
why-deadline = posunięcie nie nadeszło w terminie ({ $deadline })
why-gentleman =
    posunięcie nie nadeszło przez { $grace } od przypomnienia, że { $mine ->
        [1] Twój partner
       *[0] partner tego gracza
    } wykonał już { $moves } { $moves ->
        [one] posunięcie
        [few] posunięcia
        [many] posunięć
       *[other] posunięcia
    } (zasada dżentelmeńska)
# `team`: yours (mecz przegrywa drużyna czytelnika), theirs, none (partia
# dwóch graczy).
time-lost =
    { $mine ->
        [1] Przegrywasz przez przekroczenie czasu: { $why }.
       *[0] { $who } przegrywa przez przekroczenie czasu: { $why }.
    }{ $team ->
        [yours] {" "}Twoja drużyna przegrywa mecz.
        [theirs] {" "}Drużyna graczy { $who } i { $partner } przegrywa mecz.
       *[none] {""}
    }
time-drawn =
    { $mine ->
        [1] Twój czas minął: { $why }. { $winner ->
            [white] Białe
           *[black] Czarne
        } nie mają jednak materiału wystarczającego do dania mata, więc partia kończy się remisem.
       *[0] Czas gracza { $who } minął: { $why }. { $winner ->
            [white] Białe
           *[black] Czarne
        } nie mają jednak materiału wystarczającego do dania mata, więc partia kończy się remisem.
    }

## Wyniki (po „Koniec partii:” i w nawiasie po wyniku, stąd mała litera)

outcome-win =
    { $winner ->
        [white] białe
       *[black] czarne
    } wygrywają { $how ->
        [checkmate] przez mata
        [resignation] przez poddanie
       *[time] przez przekroczenie czasu
    }
outcome-draw =
    remis { $why ->
        [stalemate] przez pata
        [insufficient-material] z powodu niewystarczającego materiału
        [agreement] za porozumieniem
        [threefold] przez trzykrotne powtórzenie pozycji
        [fifty-moves] według zasady 50 posunięć
        [fivefold] przez pięciokrotne powtórzenie pozycji
        [seventy-five-moves] według zasady 75 posunięć
       *[even-score] przy równej liczbie punktów z obu szachownic
    }
outcome-timeout-draw =
    remis: { $loser ->
        [white] białe
       *[black] czarne
    } przekroczyły czas, ale { $winner ->
        [white] białe
       *[black] czarne
    } nie mogłyby dać mata

## Stan partii na liście partii

state-your-move = Twój ruch
state-waiting = czekasz na przeciwnika
state-invitation-waiting = zaproszenie czeka na Twoją odpowiedź
state-invitation-sent = zaproszenie wysłane
state-finished = zakończona, { $result }
# Stan partii tak, jak go zapisuje baza (`aborted`, `declined`...).
state-other =
    { $status ->
        [declined] odrzucona
        [aborted] anulowana
        [invited] czeka na przyjęcie zaproszenia
        [active] w toku
       *[finished] zakończona
    }
state-no-clock = bez zegara
state-your-move-until = Twój ruch; masz czas do { $deadline }
state-your-move-paused = Twój ruch; Twój zegar stoi, masz teraz czas do { $deadline }
state-their-move = ruch przeciwnika
state-their-move-paused = ruch przeciwnika; gdy przyjdzie Twoja kolej, Twój zegar będzie stał

# Wpływ partii na rankingi, na liście partii.
ratings-casual = towarzyska
ratings-unrated = nierankingowa
ratings-rated = rankingowa; { $list }
rating-of-you = Ty { $rating }
rating-of = { $who } { $rating }

## Uwagi pod pierwszymi wierszami e-maila z szachownicą

# Bughouse w czwórkę: bierka przekazana przez partnera (biernik).
note-received =
    { $role ->
        [pawn] Dostajesz od partnera piona.
        [knight] Dostajesz od partnera skoczka.
        [bishop] Dostajesz od partnera gońca.
        [rook] Dostajesz od partnera wieżę.
       *[queen] Dostajesz od partnera hetmana.
    }
note-partner-waits = Król Twojego partnera na szachownicy { $board } jest szachowany, a partner nie może wykonać posunięcia: czeka na bierkę, którą będzie można zasłonić szacha.
note-you-wait = Twój król na szachownicy { $board } jest szachowany, a Ty na razie nie możesz wykonać posunięcia: czekasz na bierkę od partnera.
note-conditions-dropped = Żadne z Twoich posunięć warunkowych nie zaczynało się od { $move }, więc wszystkie zostały skasowane.
note-condition-unplayable = Twojej warunkowej odpowiedzi { $answer } na { $move } nie dało się zagrać ({ $why }): wariant został skasowany.
note-condition-played =
    Posunięcie { $move } zostało zagrane zgodnie z Twoimi posunięciami warunkowymi{ $goes_on ->
        [1] ; dalsza część wariantu pozostaje w mocy
       *[0] {""}
    }.
note-computer-partner = Twoim partnerem jest komputer ({ $name }): gra, gdy tylko wybierze posunięcie, nie czyta wiadomości „say partner” i nie zużywa czasu na zegarze.

## Jak zapisać turę (po „na przykład: Sf3; ”)

form-dual-move = posunięcie podwójne to dwa posunięcia połączone ukośnikiem, np. { $example }
form-tandem84 = dwa posunięcia łączysz ukośnikiem, np. { $example }, a posunięcie na pole drugiej szachownicy jest przejściem
form-drop = bierkę z rezerwy wstawiasz, pisząc np. { $example }
form-drop-later = gdy będziesz mieć bierkę w rezerwie, wstawisz ją, pisząc np. { $example }
form-sync = posunięcia na szachownicach A i B łączysz ukośnikiem, np. { $example }
form-tandem = ruch całego tandemu zapisujesz np. { $example }
form-rocket = rakietę zapisujesz np. { $example }
form-tandem-and-rocket = ruch całego tandemu zapisujesz np. { $tandem }, a rakietę np. { $rocket }

## Pierwsze wiersze

board-as-asked = Oto pozycja, o którą prosisz.
board-game-is =
    Partia #{ $id } { $status ->
        [declined] została odrzucona
        [aborted] została anulowana
        [invited] czeka, aż gracze przyjmą zaproszenie
        [active] trwa
       *[finished] jest zakończona
    }.
started = Partia się zaczęła.
started-against-computer = Partia się zaczęła: wyzwanie zostało od razu przyjęte przez { $name }. Partie z komputerem nie są rankingowe.

## Propozycje i żądania remisu, odmowy posunięcia

draw-agreed = Gracze zgodzili się na remis.
draw-offer-sent-subject = Propozycja remisu wysłana
draw-offer-sent = Twoja propozycja remisu w partii #{ $id } została przekazana.
conditions-dropped-subject = Posunięcia warunkowe skasowane
conditions-dropped-draw = W partii #{ $id } zaproponowano remis, więc Twoje posunięcia warunkowe w tej partii zostały skasowane.
# Powody odmowy, wcięte pod „Nie udało się wykonać tego, o co prosisz
# w e-mailu:” (po dwukropku, stąd mała litera). `at`, `deadline`: czas tak,
# jak go zapisuje serwer; `move`: posunięcie tak, jak je napisał gracz;
# `waiting`: kto ma ruch (biernik po „kolej na”, jak w `nobody`).
refuse-draw-offered-already = remis został już zaproponowany przez Twoją stronę; propozycja jest ważna, dopóki druga strona na nią nie odpowie
refuse-no-draw-to-claim =
    nie ma podstaw do żądania remisu: pozycja nie powtórzyła się trzykrotnie, a od ostatniego bicia lub ruchu pionem { $halfmoves ->
        [one] minął { $halfmoves } półruch
        [few] minęły { $halfmoves } półruchy
        [many] minęło { $halfmoves } półruchów
       *[other] minęło { $halfmoves } półruchów
    } (potrzeba ich 100)
refuse-not-your-turn = w partii #{ $id } nie masz teraz ruchu: kolej na { $waiting }
refuse-lost-before = ten e-mail nadszedł { $at }, już po upływie Twojego terminu: partia #{ $id } była już wtedy przegrana przez przekroczenie czasu, więc posunięcie { $move } nie zostało zagrane
refuse-after-deadline = ten e-mail nadszedł { $at }, już po upływie Twojego terminu ({ $deadline }): posunięcie { $move } nie zostało zagrane, a partię #{ $id } przegrywasz przez przekroczenie czasu

## Tura ze słowami ($words: komunikat turn-* z moves.ftl)

# „Sf3 (białe zagrały skoczkiem z g1 na f3)”; mała litera, bo opis stoi
# w nawiasie po posunięciu.
last-move-words = { $move } ({ $words })

# Bughouse w czwórkę: partner czytelnika ($partner: adres; $seat: jego
# strona) wykonał $moves posunięć na drugiej szachownicy, a czytelnik
# w tym czasie żadnego.
reminder-gentleman =
    Twój partner { $partner } ({ $seat }) wykonał już { $moves ->
        [one] jedno posunięcie
        [few] { $moves } posunięcia
        [many] { $moves } posunięć
       *[other] { $moves } posunięcia
    }, odkąd masz ruch. Zgodnie z zasadą dżentelmeńską, jeśli nie wykonasz posunięcia do { $by }, przegrasz przez przekroczenie czasu, a Twoja drużyna przegra mecz.

## Podpisy przy szachownicy tekstowej ($color: White albo Black; $board:
## A albo B; $pieces: bierki w rezerwie, literami, albo „-”)

board-hand =
    Rezerwa { $color ->
        [White] białych
       *[Black] czarnych
    }: { $pieces }
board-hand-on =
    Rezerwa { $color ->
        [White] białych
       *[Black] czarnych
    } na szachownicy { $board }: { $pieces }
# Tytuły nad dwiema szachownicami bughouse'a: krótko (szachownica ma
# 33 znaki szerokości).
board-title-to-move =
    { $board }: ruch { $color ->
        [White] białych
       *[Black] czarnych
    }
board-title-waits =
    { $board }: { $color ->
        [White] białe
       *[Black] czarne
    } czekają na bierkę
board-title-mated =
    { $board }: { $color ->
        [White] białe
       *[Black] czarne
    } dostały mata
board-title-won =
    { $board }: { $color ->
        [White] białe
       *[Black] czarne
    } wygrały
board-title-stalemate = { $board }: pat
board-title-drawn = { $board }: remis
# $team: 1 albo 2; $a, $b: punkty drużyn (1, 1/2, 2 1/2...).
board-match-won = Koniec meczu: wygrywa drużyna { $team } ({ $a } – { $b })
board-match-drawn = Koniec meczu: remis ({ $a } – { $b })
board-tandem-legend = T/t = tandem dwóch pionów
