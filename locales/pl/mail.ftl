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
        [1] Ruch ma { $who } ({ $side }).
       *[other] Ruch mają { $who } ({ $side }).
    }
position-deadline-theirs =
    { $count ->
        [1] { $who } ma czas do { $deadline }.
       *[other] { $who } mają czas do { $deadline }.
    }
position-deadline-theirs-paused =
    { $count ->
        [1] { $who } ma czas do { $deadline } (urlop do { $until }).
       *[other] { $who } mają czas do { $deadline } (urlop do { $until }).
    }
position-fen-line = Pozycja: { $fen }
position-footer-your-move = Odpowiedz, podając posunięcie, albo napisz: board, history, draw, resign, say TEKST, help.
position-footer-waiting =
    Zanim przyjdzie Twoja kolej, możesz napisać: board (pozycja jeszcze raz),
    say TEKST (wiadomość do pozostałych graczy), draw (propozycja remisu), resign,
    history, help. Gdy tylko będziesz mieć ruch, dostaniesz e-mail.
position-footer-over = Napisz "history", aby dostać całą partię, albo "help".

## Odmowa

error-subject-game = Nie wykonano
error-subject = Twój e-mail do { $bot }
error-could-not = Nie udało się wykonać tego, o co prosisz w e-mailu:
error-in-line = (w wierszu: { $line })
error-nothing-applied = Nic z Twojego e-maila nie zostało wykonane; partia się nie zmieniła.
error-nothing-applied-that = Nic z tamtego e-maila nie zostało wykonane; partia się nie zmieniła.
error-legal-all = Dozwolone tury: { $list }
error-legal-some = Dozwolone tury (pokazano { $shown } z { $total }): { $list }
error-footer = Napisz "help", aby dostać listę poleceń.

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
    Przypomnienia: "remind off" je wyłącza, "remind after 12h" lub "remind before 2h"
    zmienia ich porę, a "remind digest" łączy je w jeden e-mail dziennie.

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
    danej partii, podając posunięcie, albo napisz do bota wiersz "game NR" i swoje
    posunięcie; "board" przysyła pozycję jeszcze raz.
digest-footer =
    To zestawienie dostajesz raz dziennie zamiast przypomnień o każdej partii
    osobno ("remind on" je przywraca, "remind off" wyłącza wszystkie).

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
        [1] przyjmie wyzwanie
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
    występują pod nazwami z list rankingowych, nigdy pod adresem. Tej partii nie można już
    uczynić prywatną; aby widzieli ją tylko jej gracze, odrzuć ją i poproś o wyzwanie
    z opcją "private" ("games private" sprawia, że Twoje następne partie będą prywatne).
invitation-to-play = Aby zagrać, odpowiedz na ten e-mail słowem
invitation-to-refuse = Aby odrzucić zaproszenie, odpowiedz słowem
invitation-rules = Napisz "rules { $variant }", aby poznać zasady gry i zapis posunięć.

declined-subject = Wyzwanie odrzucone: { $variant } z { $who }
declined-text = Twoje wyzwanie do partii #{ $id } ({ $variant }) zostało odrzucone przez { $who }.

## Propozycje remisu i wiadomości

draw-offer-subject = Propozycja remisu od { $who }
draw-offer-text = { $who } proponuje remis w partii #{ $id } ({ $variant }).
draw-offer-to-accept = Aby przyjąć remis, odpowiedz słowem
draw-offer-to-decline = Aby odrzucić propozycję, po prostu graj dalej.

say-subject = Wiadomość od { $who }
say-says = { $who } pisze:
say-partner-says = { $who } pisze (tylko do partnera, czyli do Ciebie):
say-footer = (partia #{ $id }, { $variant }; aby odpowiedzieć, napisz "say TEKST")

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
        [one] Twoje zegary stoją do { $until } (z Twojej puli zostanie odliczony { $days } dzień urlopu). Napisz "vacation off", aby wrócić wcześniej: dni jeszcze nierozpoczęte wrócą do puli.
        [few] Twoje zegary stoją do { $until } (z Twojej puli zostaną odliczone { $days } dni urlopu). Napisz "vacation off", aby wrócić wcześniej: dni jeszcze nierozpoczęte wrócą do puli.
        [many] Twoje zegary stoją do { $until } (z Twojej puli zostanie odliczonych { $days } dni urlopu). Napisz "vacation off", aby wrócić wcześniej: dni jeszcze nierozpoczęte wrócą do puli.
       *[other] Twoje zegary stoją do { $until } (z Twojej puli zostanie odliczone { $days } dnia urlopu). Napisz "vacation off", aby wrócić wcześniej: dni jeszcze nierozpoczęte wrócą do puli.
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
