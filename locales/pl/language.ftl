# Język e-maili bota: polecenie `language` i wiersz, który mówi graczowi,
# w jakim języku czyta.

# Jak zdanie „bot pisze do Ciebie X” nazywa każdy język.
language-in =
    { $code ->
        [de] po niemiecku
        [ru] po rosyjsku
        [pl] po polsku
        [it] po włosku
        [es] po hiszpańsku
        [fr] po francusku
        [nl] po niderlandzku
        [pt] po portugalsku
       *[en] po angielsku
    }

language-subject = Twój język
language-set = Od teraz bot pisze do Ciebie { language-in }.
language-now = Bot pisze do Ciebie { language-in }.
language-guessed = Bot pisze do Ciebie { language-in }, w języku Twojego e-maila. Aby czytać e-maile w innym języku, napisz na przykład „language { $other }”; samo „language” wyświetla listę wszystkich języków.
language-current = Bot pisze do Ciebie { language-in }; „language” wyświetla pozostałe języki, a „language { $other }” zmienia język.
language-notation-follows = Bot odczytuje i zapisuje Twoje posunięcia literami figur tego języka ({ $notation }); „notation” pozwala wybrać inne.
language-notation-kept = Twoja notacja pozostaje bez zmian: { $notation }, wybrana wcześniej przez Ciebie.
language-how = Aby zmienić język, napisz „language” i kod: { $codes }. Słowo „language” bot rozumie także w każdym z tych języków: sprache, язык, język, lingua, idioma, langue, taal.
