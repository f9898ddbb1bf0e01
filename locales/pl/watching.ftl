# Odpowiedzi na observe, follow, followers, games private/public oraz
# potwierdzenia, o które bot prosi odpowiedzią na jego e-mail (tryb token).

# Temat odpowiedzi: $what to observing, not-observing, following,
# not-following, followers albo your-games.
watch-subject =
    { $what ->
        [not-observing] Koniec obserwowania
        [following] Śledzenie
        [not-following] Koniec śledzenia
        [followers] Śledzący
        [your-games] Twoje partie
       *[observing] Obserwowanie
    }
observe-already = Już obserwujesz partię #{ $id }. „unobserve { $id }” wyłącza e-maile o niej.
observe-start = Od teraz obserwujesz partię #{ $id }.
    { $headline }
observe-start-not-started = Partia jeszcze się nie zaczęła: szachownicę dostaniesz, gdy się zacznie.
# $turn: ostatnia tura z numerem (12. Sf3); $by: kto ją zagrał.
observe-start-after = Pozycja po { $turn } (posunięcie gracza { $by }).
observe-start-no-move = Partia się zaczęła; nikt jeszcze nie wykonał posunięcia.
unobserve-tournament = Nie obserwujesz już turnieju #{ $id } (ani jego partii).
unobserve-tournament-not = Nie obserwujesz turnieju #{ $id }.
unobserve-game = Nie obserwujesz już partii #{ $id }.
unobserve-game-not = Nie obserwujesz partii #{ $id }.
unobserve-all =
    { $count ->
        [0] Nie obserwujesz żadnej partii.
        [one] Nie obserwujesz już jedynej obserwowanej dotąd partii.
        [few] Nie obserwujesz już żadnej z { $count } obserwowanych dotąd partii.
        [many] Nie obserwujesz już żadnej z { $count } obserwowanych dotąd partii.
       *[other] Nie obserwujesz już żadnej z { $count } obserwowanych dotąd partii.
    }
# $text: jedno ze zdań unobserve-*; $follows: gracze nadal śledzeni albo "none".
unobserve-answer =
    { $text }{ $follows ->
        [none] {""}
       *[other] {"\u000A"}Nadal śledzisz: { $follows }; nowe partie tych graczy nadal obserwujesz („unfollow all” to kończy).
    }
follow-already = Już śledzisz gracza { $address }. „unfollow { $address }” to kończy.
follow-started = Śledzisz gracza { $address }: każdą partię, którą ten gracz rozpocznie od teraz, obserwujesz od pierwszego posunięcia aż do końca (chyba że ten gracz ma partie prywatne albo nie pozwala się śledzić). „unfollow { $address }” to kończy.
unfollow-one = Nie śledzisz już gracza { $address }. Partie tego gracza, które już obserwujesz, obserwujesz nadal, aż do polecenia „unobserve NR”.
unfollow-not = Nie śledzisz gracza { $address }.
unfollow-nobody = Nie śledzisz nikogo.
unfollow-all = Nie śledzisz już: { $addresses }.
followers-on = Gracze, którzy Cię śledzą, znów obserwują Twoje nowe partie (chyba że ustawisz je jako prywatne poleceniem „games private”).
followers-off = Nikt ze śledzących Cię graczy nie obserwuje już Twoich partii, także tych w toku. Każdy może jednak nadal obserwować („observe NR”) Twoją partię, która nie jest prywatna („games private” zachowuje wszystkie tylko dla ich graczy).
games-private = Twoje nowe partie są prywatne: nikt nie może ich obserwować i nie pokazuje ich strona WWW. Dotyczy to Twoich wyzwań i zaproszeń do Ciebie; partie już uzgodnione pozostają bez zmian, a partie turnieju są publiczne, chyba że turniej utworzono jako prywatny.
games-public = Twoje nowe partie znów są publiczne (chyba że wyzwanie zawiera słowo „private”): każdy może je obserwować, a archiwum WWW je pokazuje, przy czym występujesz w nich pod nazwą z list rankingowych.

# Odpowiedź na samo „observe”.
watching-no-game = Nie obserwujesz żadnej partii.
watching-games = Obserwujesz:
# $sides: gracze (białe – czarne); $via: game, follow albo tournament.
watching-game =
    #{ $id } { $variant }: { $sides }{ $via ->
        [follow] {" "}(śledzony przez Ciebie gracz)
        [tournament] {" "}(obserwowany przez Ciebie turniej)
       *[game] {""}
    }
watching-tournaments = Obserwowane turnieje (wszystkie ich partie): { $tournaments }.
watching-follow-nobody = Nie śledzisz nikogo.
watching-follows = Śledzisz: { $addresses }.
# $games: private albo public; $followers: on albo off (słowa ustawień).
watching-settings = Twoje ustawienia: „games { $games }”, „followers { $followers }”.
watching-limits =
    Możesz naraz obserwować najwyżej { $games ->
        [one] { $games } partię
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    } i śledzić najwyżej { $players ->
        [one] { $players } gracza
        [few] { $players } graczy
        [many] { $players } graczy
       *[other] { $players } graczy
    }.
observe-tournament-already = Już obserwujesz turniej #{ $id }. „unobserve tournament { $id }” to kończy.
# $name: nazwa turnieju; $playing: jego partie w toku.
observe-tournament-started = Od teraz obserwujesz turniej #{ $id } („{ $name }”): każdy ruch w { $playing ->
        [one] { $playing } trwającej partii
        [few] { $playing } trwających partiach
        [many] { $playing } trwających partiach
       *[other] { $playing } trwających partiach
    } przyjdzie e-mailem, począwszy od następnego, a każda nowa partia turnieju – od samego początku (wiadomości z kilku partii naraz przychodzą w jednym e-mailu). „unobserve tournament { $id }” to kończy.

# Potwierdzenia odpowiedzią. $asked: jedno z wyrażeń asked-* (biernik po
# „poprosił bota o”, a zarazem mianownik w temacie).
confirm-subject = Potwierdź: { $asked }
confirm-request =
    Ktoś (miejmy nadzieję, że Ty) poprosił bota o { $asked } dla tego adresu.

    Aby potwierdzić, odpowiedz na ten e-mail: odpowiedź trafi na adres bota, który podaje tylko ten e-mail. Jeśli to nie Ty, nic nie rób: bez odpowiedzi nic się nie zacznie, a prośba przepadnie po { $days ->
        [one] { $days } dniu
        [few] { $days } dniach
        [many] { $days } dniach
       *[other] { $days } dniach
    }.
asked-observe-game = obserwowanie partii #{ $id }
asked-observe-tournament = obserwowanie turnieju #{ $id }
asked-follow = śledzenie gracza { $address }
asked-join = zapis do turnieju #{ $id } („{ $name }”)
asked-seek = ogłoszenie wyzwania „{ $line }”
asked-accept-seek = przyjęcie otwartego wyzwania #{ $n }
