# Odpowiedzi dotyczące ustawień gracza: przypomnienia, notacja, posunięcia
# warunkowe.

remind-subject = Twoje przypomnienia
# $before, $after: odcinek czasu (duration-*, w bierniku: „na 2 godziny
# przed”, „masz ruch już 1 dzień”).
# Oba zdania stoją po „a …” w remind-each-after i remind-digest oraz po
# średniku w remind-each.
remind-last-call = ostatnie ostrzeżenie dostajesz na { $before } przed upływem terminu
remind-no-last-call = ostatniego ostrzeżenia przed upływem terminu nie dostajesz
# $last_call: remind-last-call albo remind-no-last-call.
remind-each-after = Dostajesz przypomnienie, gdy w partii masz ruch już { $after }, a { $last_call }.
remind-each = Zwykłych przypomnień nie dostajesz; { $last_call }.
# $hour: 07:00 (UTC).
remind-digest = Dostajesz jeden e-mail dziennie, o { $hour } UTC, z listą partii, w których masz ruch, a { $last_call }.
remind-off = Nie dostajesz przypomnień. Terminy nadal obowiązują: po upływie terminu { $consequence }.
remind-server-off = (Ten serwer nie wysyła obecnie przypomnień; Twoje ustawienie zostaje zapamiętane na czas, gdy zacznie je wysyłać.)
remind-how = Aby to zmienić, napisz jedno z poniższych:

# Odcinek czasu: „1 dzień 6 godzin”. $unit: week, day, hour, minute albo
# second. Forma biernika (na 1 godzinę przed..., przez 1 minutę), która od
# mianownika różni się tylko przy 1 godzinę/minutę/sekundę.
duration-part =
    { $unit ->
        [week] { $n ->
            [one] { $n } tydzień
            [few] { $n } tygodnie
            [many] { $n } tygodni
          *[other] { $n } tygodnia
        }
        [day] { $n ->
            [one] { $n } dzień
            [few] { $n } dni
            [many] { $n } dni
          *[other] { $n } dnia
        }
        [hour] { $n ->
            [one] { $n } godzinę
            [few] { $n } godziny
            [many] { $n } godzin
          *[other] { $n } godziny
        }
        [minute] { $n ->
            [one] { $n } minutę
            [few] { $n } minuty
            [many] { $n } minut
          *[other] { $n } minuty
        }
       *[second] { $n ->
            [one] { $n } sekundę
            [few] { $n } sekundy
            [many] { $n } sekund
          *[other] { $n } sekundy
        }
    }
duration-two = { $a } { $b }

notation-subject = Twoja notacja
notation-how = Aby ją zmienić, napisz jedno z poniższych:
# $reads: jedno ze zdań notation-reads-*.
notation-setting =
    { $reads }
    Każdy gracz może też pisać posunięcia figurkami (♘f3) i w zapisie liczbowym (7163); zapis PGN pozostaje w notacji angielskiej, jak wymaga standard.
notation-reads-english = Piszesz i czytasz posunięcia w angielskiej notacji algebraicznej (K Q R B N).
# $code: język, z którego pochodzą litery figur; $letters: litery z nazwami
# figur.
notation-reads-letters =
    Posunięcia piszesz i czytasz z { $code ->
        [de] niemieckimi
        [ru] rosyjskimi
        [pl] polskimi
        [it] włoskimi
        [es] hiszpańskimi
        [fr] francuskimi
        [nl] niderlandzkimi
        [pt] portugalskimi
       *[en] angielskimi
    } literami figur: { $letters }. Innych liter bot od Ciebie nie przyjmuje.
notation-reads-figurine = Bot zapisuje Ci posunięcia w notacji figurkowej (♔ ♕ ♖ ♗ ♘); możesz tak samo je pisać albo używać liter angielskich.
notation-reads-iccf = Bot zapisuje Ci posunięcia w zapisie liczbowym ICCF (5254 to e2-e4, 5171 to roszada, 57581 to e8=H; wstawienie pozostaje w postaci N@f3); możesz je tak pisać albo w angielskiej notacji algebraicznej.
notation-example = Na przykład: { $moves }

conditions-subject = Twoje posunięcia warunkowe
# $line: tury wariantu; $replaced: yes, gdy zastąpił inny wariant.
conditions-noted =
    Zapisano: { $line }.{ $replaced ->
        [yes] {" "}Zastępuje on Twój wcześniejszy wariant, zaczynający się od tego samego ruchu przeciwnika.
       *[no] {""}
    }
conditions-dropped =
    { $count ->
        [0] Nie masz żadnych posunięć warunkowych.
        [one] Twój wariant warunkowy został skasowany.
        [few] Twoje { $count } warianty warunkowe zostały skasowane.
        [many] Twoich { $count } wariantów warunkowych zostało skasowanych.
       *[other] Twoich { $count } wariantów warunkowych zostało skasowanych.
    }
conditions-none = W partii #{ $id } nie masz żadnych posunięć warunkowych.
conditions-head = Twoje posunięcia warunkowe w partii #{ $id } (widzisz je tylko Ty):
conditions-how = Gdy przeciwnik wykona pierwszy ruch jednego z wariantów, bot od razu zagra Twoją odpowiedź; każdy inny ruch przeciwnika kasuje je wszystkie, podobnie jak propozycja remisu. „conditions clear” kasuje je już teraz.
# Litera figury i jej nazwa: „S (skoczek)”. $role: king, queen, rook,
# bishop albo knight.
notation-letter =
    { $letter } ({ $role ->
        [king] król
        [queen] hetman
        [rook] wieża
        [bishop] goniec
       *[knight] skoczek
    })
