# Rankingi, lista rankingowa i nazwa, pod którą się na niej figuruje.

ratings-subject-standings = Lista rankingowa: { $variant }
ratings-subject-mine = Twoje rankingi
ratings-subject-of = Rankingi: { $name }
standings-head =
    Lista rankingowa – { $variant }: { $shown ->
        [one] { $shown } najlepszy
       *[other] { $shown } najlepszych
    } spośród { $established ->
        [one] { $established } gracza
        [few] { $established } graczy
        [many] { $established } graczy
       *[other] { $established } graczy
    } z ustalonym rankingiem
standings-head-empty = Lista rankingowa – { $variant }: nikt nie ma jeszcze ustalonego rankingu
standings-established = (ranking jest ustalony, gdy jego odchylenie wynosi 110 lub mniej).
# Jeden wiersz listy: $rank jest dopełniony do trzech znaków, a $name do
# najdłuższej nazwy, aby kolumny się zgadzały; $you: yes dla czytelnika.
standings-line =
    { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } partia
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    }){ $you ->
        [yes] {"  "}(Ty)
       *[no] {""}
    }
standings-you-ranked = Zajmujesz { $rank }. miejsce na { $established } (ranking { $rating }, odchylenie { $deviation }).
standings-you-provisional = Twój ranking, { $rating } (odchylenie { $deviation }), jest tymczasowy, więc jeszcze nie ma go na liście: trafi na nią, gdy odchylenie spadnie do 110 lub mniej (po kilku kolejnych partiach rankingowych).
standings-you-unrated = Nie masz jeszcze za sobą żadnej partii rankingowej w grze { $variant }.
ratings-head-mine = Twoje rankingi (dla innych graczy figurujesz jako { $name }):
ratings-head-of = Rankingi gracza { $name }:
# $change: ostatnia zmiana ze znakiem (+12, -8).
rating-line =
    { $variant }: { $rating } (odchylenie { $deviation }{ $provisional ->
        [yes] , tymczasowy
       *[no] {""}
    }), { $games ->
        [one] { $games } partia
        [few] { $games } partie
        [many] { $games } partii
       *[other] { $games } partii
    }, ostatnia zmiana { $change }
rating-line-unplayed = { $variant }: { $rating } (jeszcze bez partii rankingowej)
ratings-footer = Rankingi Glicko-2, osobny dla każdej gry; znak ? oznacza ranking tymczasowy (odchylenie powyżej 110), którego lista rankingowa nie uwzględnia. „ratings GRA” pokazuje listę rankingową gry, „ratings” Twoje rankingi, a „name NAZWA” ustala, pod jaką nazwą figurujesz na listach.

name-subject-show = Twoja nazwa na listach rankingowych
name-subject-removed = Nazwa usunięta
name-subject-set = Nazwa ustawiona
name-shown-as = Na listach rankingowych figurujesz jako „{ $name }”. Napisz „name NAZWA”, aby to zmienić, albo „name off”, aby zamiast tego figurować jako { $masked }.
name-shown-masked = Na listach rankingowych figurujesz jako { $masked } (Twój skrócony adres). Napisz „name NAZWA”, aby figurować pod wybraną przez siebie nazwą.
name-removed = Na listach rankingowych znów figurujesz jako { $masked }.
name-set = Listy rankingowe i odpowiedzi na „ratings” wysyłane innym graczom pokazują Cię teraz jako „{ $name }”.
