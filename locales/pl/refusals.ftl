# Dlaczego polecenia z e-maila nie zostały wykonane: zdanie cytowane
# w e-mailu o odmowie po „Nie udało się wykonać tego, o co prosisz
# w e-mailu:” (stąd mała litera i brak kropki na końcu). Słowa poleceń
# (game, resign, unobserve...) zostają angielskie w każdym języku: tak je
# pisze gracz. Polecenia i słowa gracza (wiersz, nazwa, adres) stoją
# w cudzysłowie „…”, jak w mail.ftl i help.txt.

refuse-game-not-started-yet = partia zaczyna się dopiero wtedy, gdy wszyscy gracze przyjmą wyzwanie, więc e-mail z wyzwaniem nie może jednocześnie zawierać posunięć ani innych poleceń dla tej partii. Wyślij samo wyzwanie, a posunięcie dopiero wtedy, gdy partia się zacznie

# $what: czynność, o którą prosi e-mail.
refuse-no-game =
    { $what ->
        [move] nie masz żadnej partii, w której można by wykonać posunięcie
        [resign] nie masz żadnej partii, którą można by poddać
        [draw-offer] nie masz żadnej partii, w której można by zaproponować remis
        [draw-claim] nie masz żadnej partii, w której można by zażądać remisu
        [conditions-give] nie masz żadnej partii, w której można by podać posunięcia warunkowe
        [conditions-list] nie masz żadnej partii z posunięciami warunkowymi
        [conditions-clear] nie masz żadnej partii, w której można by skasować posunięcia warunkowe
        [show] nie masz żadnej partii, którą można by pokazać
        [history] nie masz żadnej partii, której przebieg można by pokazać
        [say] nie masz żadnej partii, w której można by napisać do pozostałych graczy
        [accept] nie masz żadnego wyzwania do przyjęcia
        [decline] nie masz żadnego wyzwania do odrzucenia
        [abort] nie masz żadnej partii, którą można by anulować
       *[other] nie masz żadnej partii, której by to dotyczyło
    }
game-number-of = #{ $id } ({ $variant })
refuse-several-games = grasz kilka partii ({ $games }); dodaj wiersz, np. „game { $id }”, aby wskazać, o którą chodzi, albo odpowiedz na e-mail bota w sprawie tej partii
refuse-forged-other-address = E-mail z Twoim adresem w polu nadawcy próbował wydać polecenia w partii #{ $id }, w której nie grasz, przez tajny adres innego gracza. { refuse-if-it-was-you }
refuse-forged-not-secret = E-mail z Twoim adresem w polu nadawcy próbował wydać polecenia w partii #{ $id }, ale nie przyszedł na Twój tajny adres. { refuse-if-it-was-you }
refuse-if-it-was-you = Jeśli to był Twój e-mail, odpowiedz na ostatni e-mail bota w sprawie tej partii (jego adres Reply-To zawiera Twój tajny kod); jeśli nie, ktoś próbował działać w Twoim imieniu i nic nie zostało wykonane.
refuse-observer-acts = obserwujesz partię #{ $id }, ale w niej nie grasz: wykonywać posunięcia i wydawać polecenia w partii mogą tylko jej gracze, a „say” trafia tylko do nich. Jako obserwator dostajesz e-mail z każdą pozycją; „unobserve { $id }” je wyłącza
refuse-not-a-player = nie grasz w partii #{ $id }
refuse-no-such-game = nie ma partii #{ $id }

# Posunięcia warunkowe („if ...”).
refuse-if-no-opponent = na Twojej szachownicy nie ma przeciwnika, na którego posunięcia można by odpowiadać
refuse-if-your-move = w partii #{ $id } masz ruch: wyślij swoje posunięcie w tym samym e-mailu co wariant, który zacznie się wtedy od pozycji po tym posunięciu
refuse-if-too-many =
    masz już { $lines ->
        [one] { $lines } wariant warunkowy
        [few] { $lines } warianty warunkowe
        [many] { $lines } wariantów warunkowych
       *[other] { $lines } wariantów warunkowych
    } w partii #{ $id }, czyli najwięcej, ile można; „conditions clear” je kasuje

# Analiza („analyse N”).
refuse-analyse-which = o którą partię chodzi? Napisz „analyse NR” z numerem partii albo odpowiedz na e-mail bota w sprawie tej partii
refuse-analyse-private = partia #{ $id } jest prywatna: analizę mogą zamówić tylko jej gracze
refuse-analyse-in-play = partia #{ $id } jeszcze trwa: silnik analizuje partię dopiero po jej zakończeniu, tak samo dla graczy, jak i dla obserwatorów (fair play). Poproś ponownie, gdy partia się skończy
refuse-analyse-not-started = partia #{ $id } jeszcze się nie zaczęła: na razie nie ma czego analizować
# $status: declined albo aborted.
refuse-analyse-not-played =
    partia #{ $id } została { $status ->
        [declined] odrzucona
       *[aborted] anulowana
    }: nie ma czego analizować
refuse-analyse-no-moves = partia #{ $id } skończyła się, zanim ktokolwiek wykonał posunięcie: nie ma czego analizować
refuse-analyse-unreadable = nie da się odczytać analizy partii #{ $id }; operator serwera został o tym powiadomiony
refuse-analyse-no-engine = na tym serwerze nie działa silnik (operator go wyłączył): analiza nie jest możliwa
refuse-analyse-asked-already = Twoja prośba o analizę partii #{ $id } jest już w kolejce: analiza przyjdzie e-mailem, gdy tylko silnik ją skończy
refuse-analyse-daily-limit =
    w ciągu ostatnich 24 godzin zamówiono już na Twoją prośbę { $today ->
        [one] { $today } nową analizę
        [few] { $today } nowe analizy
        [many] { $today } nowych analiz
       *[other] { $today } nowych analiz
    }, a limit tego serwera to { $per_day } dziennie na gracza: poproś ponownie jutro (analizę już wykonaną bot przyśle ponownie w każdej chwili)
analysis-queued-subject = Partia #{ $id } w kolejce do analizy
# $kind: jak w analysis.ftl ("single": tura to jedno posunięcie; "double").
analysis-queued =
    Partia #{ $id } czeka w kolejce na analizę silnika{ $ahead ->
        [0] {""}
        [one] {" "}(przed nią jest jeszcze jedna partia)
        [few] {" "}(przed nią są jeszcze { $ahead } inne partie)
        [many] {" "}(przed nią jest jeszcze { $ahead } innych partii)
       *[other] {" "}(przed nią jest jeszcze { $ahead } innych partii)
    }. Analiza przyjdzie w tym wątku, gdy silnik skończy pracę, zwykle w ciągu kilku minut: podsumowanie dla każdego gracza, { $kind ->
       *[other] kluczowe momenty partii z lepszymi posunięciami
    }, wykres oceny pozycji oraz cała partia z analizą w załączniku jako { $format }.

# Wyzwania, partie i ich gracze.
refuse-unknown-variant = nieznana gra „{ $name }”; dostępne gry: { $games }
refuse-did-you-mean = { $problem }. Czy chodziło Ci o { $close }?
refuse-time-control-too-long = tempo gry może przewidywać najwyżej { $days } dni (na najwyżej { $moves } posunięć)
refuse-variant-unsupported = gra { $variant } nie jest jeszcze dostępna na tym serwerze
refuse-from-position = nie można użyć pozycji podanej po „from”: { $error }
refuse-from-position-over = partia w tej pozycji jest już zakończona: strona, która ma ruch, nie ma żadnego dozwolonego posunięcia
refuse-game-for-four = { $name } to gra dla czterech graczy: napisz „new { $name } with PARTNER against PRZECIWNIK1 PRZECIWNIK2” (grasz białymi na szachownicy A, Twój partner czarnymi na szachownicy B)
refuse-game-for-two = { $name } to gra dla dwóch graczy: napisz „new { $name } with ADRES”
refuse-bad-address =
    „{ $address }” nie jest adresem e-mail, na który bot może pisać ({ $problem ->
        [form] nie ma postaci nazwa@example.org
        [ascii] przyjmowane są tylko adresy ze zwykłych znaków ASCII
        [no-at] brakuje w nim znaku @
        [two-at] zawiera więcej niż jeden znak @
        [local-length] część przed @ jest pusta albo za długa
        [local-character] część przed @ zawiera niedozwolony znak albo kropkę w złym miejscu
        [domain-length] domena jest pusta albo za długa
       *[domain-host] domena nie jest nazwą hosta
    }); podaj adres w postaci nazwa@example.org
refuse-bot-as-opponent = bot sędziuje partie, ale sam w nie nie gra; wyślij wyzwanie człowiekowi
refuse-challenge-yourself = nie można wysłać wyzwania samemu sobie
refuse-named-twice = adres { $address } występuje dwa razy; każdy gracz musi mieć własny adres
refuse-play-as = w grze { $variant } możesz wybrać tylko „as { $a }” albo „as { $b }”
refuse-not-waiting-for-answer = partia #{ $id } nie czeka na odpowiedź
refuse-abort-tournament-game = partia #{ $id } należy do turnieju #{ $tournament } i nie można jej anulować: poddaj ją albo wycofaj się z turnieju poleceniem „withdraw { $tournament }”
refuse-abort-too-late = partii #{ $id } nie można już anulować: obie strony mają za sobą pierwsze posunięcie (zamiast tego poddaj partię albo zaproponuj remis)
refuse-say-partner = „say partner” działa tylko w bughouse w czwórkę; napisz „say TEKST”
refuse-say-too-long =
    wiadomość „say” może mieć najwyżej { $chars ->
        [one] { $chars } znak
        [few] { $chars } znaki
        [many] { $chars } znaków
       *[other] { $chars } znaków
    }; podziel ją na kilka wierszy
refuse-no-rules-text = nie ma jeszcze opisu zasad gry { $variant }
refuse-internal = coś poszło nie tak po stronie bota ({ $detail }); nic nie zostało wykonane. Jeśli to się powtórzy, powiadom operatora serwera

# Otwarte wyzwania i potwierdzenia.
refuse-one-confirmation-per-mail = jeden e-mail może zawierać tylko jedno polecenie „seek”, „accept seek”, „observe”, „follow” albo „join” wymagające Twojego potwierdzenia; pozostałe wyślij w osobnych e-mailach, po jednym w każdym
refuse-seek-requests-waiting = wiele Twoich otwartych wyzwań czeka jeszcze na potwierdzenie; potwierdź je (odpowiadając na e-maile bota) albo odczekaj tydzień
refuse-confirmation-other-address = to potwierdzenie musi przyjść z adresu, z którego wysłano prośbę
refuse-confirmation-unreadable = nie da się już odczytać prośby, której dotyczy to potwierdzenie; wyślij polecenie ponownie
refuse-seek-four-as = w grze { $variant } szachownice i kolory przydziela bot przy łączeniu wyzwań w pary: ogłoś wyzwanie bez „as” (każdy dostanie wiadomość, kto gdzie gra)
refuse-seek-two-partner = { $variant } to gra dla dwóch graczy: ogłoś wyzwanie bez partnera
refuse-bot-as-partner = bot sędziuje partie, ale sam w nie nie gra; jako partnera podaj człowieka
refuse-partner-yourself = partnerem musi być ktoś inny: podaj adres partnera
# $partner: adres partnera albo "none", gdy limit dotyczy samego nadawcy.
refuse-seek-limit =
    { $partner ->
        [none] masz
       *[other] { $partner } ma
    } już { $open ->
        [one] { $open } otwarte wyzwanie
        [few] { $open } otwarte wyzwania
        [many] { $open } otwartych wyzwań
       *[other] { $open } otwartych wyzwań
    }, czyli najwięcej, ile może mieć jeden gracz; najpierw wycofaj jedno z nich poleceniem „unseek N” („seeks” pokazuje ich listę)
refuse-seek-never = nigdy nie było otwartego wyzwania #{ $n } („seeks” pokazuje wyzwania otwarte)
refuse-seek-closed = wyzwanie #{ $n } jest zamknięte: zostało przyjęte, wycofane albo wygasło („seeks” pokazuje wyzwania otwarte)
refuse-seek-own = wyzwanie #{ $n } jest Twoje: otwarte wyzwanie ma przyjąć ktoś inny („unseek { $n }” je wycofuje)
# $max: liczba albo "none", gdy nie ma górnej granicy.
refuse-seek-rating =
    wyzwanie #{ $n } jest dla graczy z rankingiem { $max ->
        [none] { $min } lub wyższym
       *[other] { $min }-{ $max }
    } w grze { $variant }; Twój ranking to { $rating }
refuse-unseek-none = nie masz otwartego wyzwania #{ $n } („seeks” pokazuje listę, z zaznaczeniem Twoich)

# Turnieje.
refuse-no-tournament = nie ma turnieju #{ $id }; „tournaments” pokazuje otwarte turnieje
# $what: polecenie, którego nie wykonano (join, leave, start).
refuse-tournament-started =
    { $what ->
        [leave] turniej #{ $id } już trwa, więc nie można wycofać zapisu; aby wycofać się z turnieju, napisz „withdraw { $id }” (Twoje trwające partie zostaną wtedy uznane za przegrane)
        [start] turniej #{ $id } już się zaczął
       *[join] turniej #{ $id } już trwa, więc nie można się do niego zapisać
    }
refuse-tournament-over = turniej #{ $id } już się zakończył
refuse-tournament-called-off = turniej #{ $id } został odwołany
refuse-tournament-name = nie można użyć tej nazwy turnieju: { $problem }
refuse-tournament-name-brackets = nazwa turnieju nie może zawierać znaków [ ani ] (używają ich tematy e-maili turnieju)
refuse-tournament-size = turniej może mieć od { $min } do { $max } uczestników: podaj „players MIN-MAX” w tych granicach, np. „players 4-8”
refuse-tournament-start-date = data startu musi przypadać w ciągu najbliższych { $days } dni
refuse-join-named-partner = { $who } zgłasza Cię jako swojego partnera w turnieju #{ $id }: napisz „join { $id }”, aby grać w drużynie z tym graczem, albo najpierw odmów, pisząc „leave { $id }”
# $waiting: yes, gdy drużyna nadawcy czeka na potwierdzenie partnera.
refuse-join-already =
    jesteś już na liście uczestników turnieju #{ $id }{ $waiting ->
        [yes] {" "}(Twoja drużyna czeka na potwierdzenie partnera)
       *[no] {""}
    }
refuse-join-teams = turnieje w grze { $variant } są dla drużyn dwuosobowych: napisz „join { $id } with PARTNER” (adres partnera; partner potem potwierdza zapis)
refuse-join-single = turnieje w grze { $variant } są dla pojedynczych graczy: napisz „join { $id }”
refuse-tournament-full = turniej #{ $id } ma już komplet uczestników ({ $max })
refuse-partner-already-in = { $address } jest już na liście uczestników turnieju #{ $id }
refuse-not-in-tournament = nie bierzesz udziału w turnieju #{ $id }
refuse-start-not-organiser = tylko organizator turnieju #{ $id } może go rozpocząć; turniej rusza też sam, gdy liczba uczestników osiągnie { $max }
refuse-withdraw-not-started = turniej #{ $id } jeszcze się nie zaczął: aby wycofać zapis, napisz „leave { $id }”
refuse-withdrawn-already = nie bierzesz już udziału w turnieju #{ $id }
refuse-start-too-few =
    do turnieju #{ $id } { $entrants ->
        [one] zapisał się { $entrants } gracz
        [few] zapisali się { $entrants } gracze
        [many] zapisało się { $entrants } graczy
       *[other] zapisało się { $entrants } graczy
    }; do startu potrzeba co najmniej { $min }

# Urlopy.
refuse-vacation-already = jesteś już na urlopie do { $until }; napisz „vacation off”, aby go zakończyć (potem możesz rozpocząć nowy)
refuse-vacation-days-left =
    { $left ->
        [0] nie masz już w tym roku dni urlopu (roczna pula to { $allowance } dni)
        [one] w tym roku został Ci już tylko 1 dzień urlopu (z { $allowance }): napisz „vacation 1”
        [few] w tym roku zostały Ci już tylko { $left } dni urlopu (z { $allowance }): napisz „vacation { $left }” albo podaj mniejszą liczbę
        [many] w tym roku zostało Ci już tylko { $left } dni urlopu (z { $allowance }): napisz „vacation { $left }” albo podaj mniejszą liczbę
       *[other] w tym roku zostało Ci już tylko { $left } dni urlopu (z { $allowance }): napisz „vacation { $left }” albo mniejszą liczbę
    }
refuse-vacation-none = nie jesteś na urlopie

# Rankingi i nazwy na listach rankingowych.
refuse-ratings-no-player = żaden gracz o adresie { $address } nie ma tu rankingu. Napisz „ratings GRA”, aby zobaczyć listę rankingową gry; dostępne gry: { $games }
# $close: nazwa najbardziej podobnej gry albo "none".
refuse-ratings-unknown =
    nie ma gry ani gracza o nazwie „{ $words }”.{ $close ->
        [none] {""}
       *[other] {" "}Czy chodziło Ci o „ratings { $close }”?
    } Dostępne gry: { $games }; gracza wskazuje się adresem albo nazwą widoczną na liście rankingowej
refuse-name-reserved = „{ $name }” to słowo, które bot odczytuje jako polecenie albo nazwę gry; wybierz inną nazwę
refuse-name-taken = nazwę „{ $name }” ma już inny gracz; wybierz inną
name-problem-empty = nazwa musi zawierać co najmniej jedną literę
name-problem-too-long =
    nazwa ma { $chars ->
        [one] { $chars } znak
        [few] { $chars } znaki
        [many] { $chars } znaków
       *[other] { $chars } znaków
    }, a może mieć najwyżej { $max }
name-problem-control = nazwa zawiera znak sterujący albo niewidoczny; użyj zwykłych liter
name-problem-address = nazwa wygląda jak adres e-mail (zawiera @ albo „at” przed domeną); listy rankingowe nigdy nie pokazują adresów, więc wybierz nazwę bez adresu

# Komputer.
refuse-level-without-computer = „level” dotyczy tylko partii z komputerem: napisz „with computer level 3”
refuse-computer-off = komputer nie gra na tym serwerze (operator go wyłączył): wyślij wyzwanie człowiekowi
refuse-computer-games =
    grasz już z komputerem { $playing ->
        [one] { $playing } partię
        [few] { $playing } partie
        [many] { $playing } partii
       *[other] { $playing } partii
    }, a ten serwer pozwala na { $allowed } naraz: najpierw dokończ jedną z nich (albo ją poddaj)

# Obserwowanie i śledzenie.
refuse-observe-own-game = grasz w partii #{ $id }: jako gracz i tak dostajesz jej e-maile
refuse-observe-private = partia #{ $id } jest prywatna: jej gracze zachowują ją dla siebie, więc nikt nie może jej obserwować
# $status: finished, declined albo aborted; $result: 1-0, 0-1, 1/2-1/2 albo none.
refuse-observe-over =
    partia #{ $id } { $status ->
        [declined] została odrzucona
        [aborted] została anulowana
       *[finished] jest już zakończona{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }: nie ma już czego obserwować
refuse-observe-not-started = partia #{ $id } jeszcze się nie zaczęła: nie wszyscy gracze zgodzili się grać; możesz ją obserwować, gdy to zrobią
refuse-observe-limit =
    obserwujesz już { $count ->
        [one] { $count } partię
        [few] { $count } partie
        [many] { $count } partii
       *[other] { $count } partii
    }, czyli najwięcej, ile bot pozwala obserwować naraz z jednego adresu; najpierw zakończ obserwowanie jednej z nich poleceniem „unobserve NR” („observe” pokazuje ich listę)
refuse-follow-yourself = nie możesz śledzić siebie: e-maile o swoich partiach dostajesz jako ich gracz
refuse-follow-bot = bot sam nie gra żadnych partii, więc nie ma czego śledzić; śledzić można gracza
refuse-follow-limit =
    śledzisz już { $count ->
        [one] { $count } gracza
        [few] { $count } graczy
        [many] { $count } graczy
       *[other] { $count } graczy
    }, czyli najwięcej, ile bot pozwala śledzić z jednego adresu; najpierw przestań śledzić jednego z nich poleceniem „unfollow ADRES”
refuse-one-watch-confirmation-per-mail = jeden e-mail może zawierać tylko jedno polecenie „observe”, „follow” albo „join” wymagające Twojego potwierdzenia; pozostałe wyślij w osobnych e-mailach, po jednym w każdym
refuse-watch-requests-waiting =
    na Twoje potwierdzenie { $pending ->
        [one] czeka { $pending } prośba
        [few] czekają { $pending } prośby
        [many] czeka { $pending } próśb
       *[other] czeka { $pending } próśb
    } o obserwowanie, śledzenie lub zapis do turnieju; potwierdź je (odpowiadając na e-maile bota) albo odczekaj tydzień
refuse-confirmation-none = żadna prośba nie czeka na to potwierdzenie (została już potwierdzona albo jest starsza niż { $days } dni); wyślij polecenie ponownie
refuse-observe-tournament-private = turniej #{ $id } jest prywatny: nikt nie może obserwować jego partii
refuse-observe-tournament-over = turniej #{ $id } już się zakończył: nie ma czego obserwować
refuse-observe-limit-tournaments = obserwujesz już łącznie tyle partii i turniejów ({ $count }), ile bot pozwala obserwować naraz z jednego adresu; najpierw zakończ obserwowanie jednego z nich poleceniem „unobserve” („observe” pokazuje ich listę)

# E-mail jako całość.
refuse-too-many-commands =
    Twój e-mail zawiera { $lines ->
        [one] { $lines } polecenie
        [few] { $lines } polecenia
        [many] { $lines } poleceń
       *[other] { $lines } poleceń
    } (każde w osobnym wierszu); bot przyjmuje najwyżej { $max } w jednym e-mailu
refuse-too-many-challenges =
    Twój e-mail zawiera { $challenges ->
        [one] { $challenges } wyzwanie
        [few] { $challenges } wyzwania
        [many] { $challenges } wyzwań
       *[other] { $challenges } wyzwań
    }; bot przyjmuje najwyżej { $max } w jednym e-mailu
# Przed pomocą, gdy przychodzi bez prośby. $game: numer partii albo "none".
help-preface-unknown-line =
    „{ $line }” nie jest poleceniem, które znam{ $game ->
        [none] {""}
       *[other] {" "}(partia #{ $game })
    }, więc poniżej wyjaśniam, jak grać.
help-preface-no-command = W Twoim e-mailu nie ma żadnego polecenia, które znam, więc poniżej wyjaśniam, jak grać.

# Limity: to, co nie pozwala jednemu nadawcy zasypać e-mailami bota ani nikogo innego.
refuse-mail-too-large = Twój e-mail ma rozmiar { $size }, a bot czyta e-maile do { $max }. Napisz polecenia w krótkim, zwykłym e-mailu, bez załączników
refuse-challenges-per-day = liczba Twoich wyzwań z ostatnich 24 godzin ({ $recent }) osiągnęła dzienny limit bota dla jednego gracza; spróbuj ponownie jutro
refuse-open-challenges =
    na odpowiedź { $open ->
        [one] czeka jeszcze { $open } Twoje wyzwanie
        [few] czekają jeszcze { $open } Twoje wyzwania
        [many] czeka jeszcze { $open } Twoich wyzwań
       *[other] czeka jeszcze { $open } Twoich wyzwań
    }, czyli najwięcej, ile bot utrzymuje otwartych dla jednego gracza; poczekaj na odpowiedzi albo wycofaj jedno z nich poleceniem „abort” (z wierszem „game NR”)
refuse-tournaments-per-day = liczba turniejów, które w ciągu ostatnich 24 godzin utworzono z Twojego adresu lub do których się z niego zapisano ({ $recent }), osiągnęła dzienny limit bota dla jednego gracza; spróbuj ponownie jutro
refuse-open-tournaments =
    organizujesz już { $open ->
        [one] { $open } nierozpoczęty turniej
        [few] { $open } nierozpoczęte turnieje
        [many] { $open } nierozpoczętych turniejów
       *[other] { $open } nierozpoczętych turniejów
    }, czyli najwięcej, ile może mieć otwartych jeden organizator; najpierw rozpocznij jeden z nich („start N”) albo go odwołaj („leave N”)
refuse-invitee-limit = adres { $invitee } dostał już w ciągu ostatniej godziny tyle e-maili od bota, ile bot wysyła na jeden adres; wyślij temu graczowi wyzwanie ponownie po { $until }
limit-notice-subject = Twój e-mail nie został przeczytany
limit-notice =
    Ten adres dostał od bota w ciągu ostatniej godziny { $count ->
        [one] { $count } odpowiedź
       *[other] { $count } odpowiedzi
    }, czyli tyle, ile bot wysyła na jeden adres w ciągu godziny (aby nikt nie mógł zasypać cudzej skrzynki e-mailami wysyłanymi w imieniu jej właściciela).

    E-maile z tego adresu nie będą czytane do { $until }; nic z ich treści nie zostanie wykonane. E-maile o partiach (posunięcia przeciwników, przypomnienia, wyniki) nadal będą do Ciebie docierać. Po tym czasie wyślij swój e-mail ponownie.
refuse-game-not-started = partia #{ $id } jeszcze się nie zaczęła: nie wszyscy gracze przyjęli wyzwanie
# $status: finished, declined albo aborted; $result: 1-0, 0-1, 1/2-1/2 albo none.
refuse-game-over =
    partia #{ $id } { $status ->
        [declined] została odrzucona
        [aborted] została anulowana
       *[finished] jest już zakończona{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }
refuse-forged-settings = E-mail z Twoim adresem w polu nadawcy próbował zmienić Twoje ustawienia (urlop albo przypomnienia), ale nie przyszedł na żaden z Twoich tajnych adresów. { refuse-if-it-was-you }
# Po analysis-queued: w przybliżeniu, jak długo silnik będzie analizował partię
# (pełne minuty, co najmniej 1; partie wcześniej w kolejce są analizowane najpierw).
analysis-queued-time =
    Analiza tej partii zajmie silnikowi mniej więcej { $minutes ->
        [1] minutę
        [few] { $minutes } minuty
       *[many] { $minutes } minut
    }.
