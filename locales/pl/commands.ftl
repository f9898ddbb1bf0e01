# Dlaczego wiersza e-maila nie dało się odczytać jako polecenia. Słowa
# poleceń i formy po „Napisz:” zostają angielskie w każdym języku: tak je
# pisze gracz. Polecenia i słowa gracza (wiersz, argument) stoją w „…”, jak
# w mail.ftl; formy usage-* po „Napisz:” stoją bez cudzysłowu.

# $close: polecenie, z którym wiersz ma literówkę, albo "none".
command-unknown =
    „{ $line }” nie jest poleceniem ani posunięciem. { $close ->
        [none] Napisz „help”, aby dostać listę poleceń.
       *[other] Czy chodziło Ci o „{ $close }”?
    }
command-missing = „{ $line }”: polecenie „{ $command }” jest niepełne. Napisz: { $usage }
command-bad = „{ $line }”: „{ $argument }” { $problem }. Napisz: { $usage }

# Co jest nie tak ze słowami po poleceniu ($argument w command-bad): każde
# zdanie stoi po słowach w cudzysłowie jako orzeczenie.
# $close: słowo kluczowe, z którym jest literówka, albo "none".
arg-not-understood =
    nie pasuje w tym miejscu{ $close ->
        [none] {""}
       *[other] {" "}(czy chodziło Ci o „{ $close }”?)
    }
arg-not-game-number = nie jest numerem partii
arg-not-variant = nie jest nazwą gry
arg-as-side = wymaga podania strony, np. „as black”
arg-level = wymaga podania poziomu od 1 do { $max }, np. „level 3”
arg-not-address = nie jest adresem e-mail
arg-not-address-close = nie jest adresem e-mail (czy chodziło Ci o „{ $close }”?)
arg-not-partner-address = nie jest adresem e-mail (partnera)
arg-cannot-claim = nie jest czymś, czego można zażądać
arg-several-variants = to więcej niż jedna nazwa gry
arg-several-games = to więcej niż jedna nazwa gry
arg-not-move = nie jest posunięciem
arg-if-needs-answer = musi mieć po sobie Twoją odpowiedź
arg-if-condition-without-answer = to warunek, po którym brakuje Twojej odpowiedzi
arg-if-too-long =
    zawiera { $turns ->
        [one] { $turns } ruch
        [few] { $turns } ruchy
        [many] { $turns } ruchów
       *[other] { $turns } ruchu
    }, a wariant może ich mieć najwyżej { $max }
arg-not-seek-number = nie jest numerem otwartego wyzwania
arg-not-one-seek-number = nie jest pojedynczym numerem otwartego wyzwania
arg-seek-game-first = nie jest nazwą gry: najpierw podaj grę, np. „seek chess”
arg-needs-colour = wymaga podania „white” albo „black”
arg-rating-two-numbers = wymaga dwóch liczb, np. „rating 1400-1700”
arg-rating-upside-down = ma liczby w odwrotnej kolejności: najpierw niższy ranking, czyli „rating { $low }-{ $high }”
arg-rating-too-high = przekracza { $max }, a tak wysokiego rankingu nikt nie osiąga
arg-days-number = wymaga liczby dni (co najmniej 1)
arg-moves-need-days = wymaga podania także dni, np. „{ $moves } moves in 30 days”
arg-vacation-zero = nie jest liczbą dni (aby zakończyć urlop, napisz „vacation off”)
arg-not-days = nie jest liczbą dni
arg-not-duration = nie jest określeniem czasu, np. „12h”, „30m”, „2d” albo „1 day 6 hours”
# $what: after (czas do przypomnienia) albo before (czas przed upływem terminu).
arg-duration-zero =
    to za krótki czas { $what ->
        [after] oczekiwania
       *[before] przed upływem terminu
    }
arg-not-reminder-setting = nie jest ustawieniem przypomnień
arg-not-language = nie jest kodem dostępnego języka; do wyboru: { $codes }
arg-not-language-close = nie jest kodem dostępnego języka (czy chodziło Ci o „{ $close }”?)
arg-not-notation = nie jest nazwą żadnej notacji; do wyboru: { $codes }
arg-not-notation-close = nie jest nazwą żadnej notacji (czy chodziło Ci o „{ $close }”?)
arg-tournament-name-quotes = nie jest nazwą w cudzysłowie: nazwę turnieju podaje się po grze, w cudzysłowie
arg-no-closing-quote = nie ma zamykającego cudzysłowu po nazwie
arg-empty-name = to pusta nazwa
arg-withdrawals = wymaga podania „fide” albo „iccf”
arg-players = wymaga liczby albo dwóch liczb, np. „players 4-8”
arg-start-date = wymaga daty w postaci 2026-12-01
arg-not-tournament-number = nie jest numerem turnieju
arg-not-on-off = nie jest ani „on”, ani „off”
arg-not-private-public = nie jest ani „private”, ani „public”

# Formy każdego polecenia, po „Napisz:”. Słowa poleceń zostają angielskie;
# słowa pisane wielkimi literami gracz zastępuje własnymi (tak jak w help).
usage-accept = accept seek N (numer wyzwania z listy „seeks”)
usage-analyse = analyse NR (numer partii, np. 42) albo samo analyse w wątku partii
usage-claim = claim draw
usage-conditions = conditions (lista Twoich wariantów) albo conditions clear
usage-follow = follow ADRES
usage-followers = followers on albo followers off
usage-games = games (lista partii), games private albo games public
usage-join = join N (numer turnieju) albo, w grach czteroosobowych, join N with PARTNER
usage-language = language en|de|ru|pl|it|es|fr|nl|pt albo language (Twój obecny język)
usage-move = move POSUNIĘCIE, na przykład: move e4
usage-notation = notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf albo notation (Twoja obecna notacja)
usage-notify = notify seeks GRA albo notify seeks off
usage-observe = observe NR (numer partii, np. 42), observe tournament N albo observe (lista tego, co obserwujesz)
usage-remind = remind on, remind off, remind digest, remind after 12h, remind before 2h albo remind default
usage-rules = rules albo rules GRA
usage-say = say TEKST (w bughouse: say partner TEKST)
usage-seek = seek GRA [days N | M moves in D days] [casual] [as white|black] [rating MIN-MAX] [private] albo seek bughouse [with PARTNER]
usage-seeks = seeks albo seeks GRA
usage-unfollow = unfollow ADRES albo unfollow all
usage-unobserve = unobserve NR, unobserve tournament N albo unobserve all
usage-unseek = unseek N (numer Twojego wyzwania) albo unseek all
usage-vacation = vacation N (liczba dni) albo vacation off
usage-if = if RUCH then ODPOWIEDŹ albo cały wariant: if RUCH ODPOWIEDŹ RUCH ODPOWIEDŹ ... (ruchy oddzielone spacjami; w grach, w których tura to dwa posunięcia, łączy je ukośnik, np. Sf3/e4)
usage-new = new GRA with ADRES [as white|black] [days N | M moves in D days] [from FEN] albo new bughouse with PARTNER against PRZECIWNIK1 PRZECIWNIK2; „computer” [level 1-8] może zastąpić każdego innego gracza
usage-tournament = tournament new GRA "NAZWA" [double] [players MIN-MAX] [days N | M moves in D days] [casual] [private] [starts DATA] [withdrawals iccf], tournaments albo tournament N
