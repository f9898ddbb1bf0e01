# Ratings, de ranglijst, en de naam waaronder die je vermeldt.
# Vertaald uit locales/en/ratings.ftl; termen volgens GLOSSARY.md
# (established = vaste rating, provisional = voorlopige rating,
# deviation = afwijking).

ratings-subject-standings = Ranglijst: { $variant }
ratings-subject-mine = Je ratings
ratings-subject-of = Ratings van { $name }
standings-head =
    De ranglijst voor { $variant }: de beste { $shown } van { $established ->
        [one] { $established } speler met een vaste rating
       *[other] { $established } spelers met een vaste rating
    }
standings-head-empty = De ranglijst voor { $variant }: nog geen enkele speler heeft een vaste rating
standings-established = (een rating is vast zodra de afwijking 110 of minder is).
# Eén regel van de ranglijst: $rank is aangevuld tot drie posities en $name
# tot de langste naam, zodat de kolommen netjes onder elkaar staan; $you:
# yes voor de lezer.
standings-line =
    { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }){ $you ->
        [yes] {"  "}(jij)
       *[no] {""}
    }
standings-you-ranked = Je staat op plaats { $rank } van de { $established }, met een rating van { $rating } (afwijking { $deviation }).
standings-you-provisional = Je rating, { $rating } (afwijking { $deviation }), is voorlopig en staat daarom nog niet in de ranglijst: dat gebeurt zodra de afwijking 110 of minder is (na nog een paar partijen die meetellen voor de rating).
standings-you-unrated = Je hebt nog geen partij { $variant } gespeeld die meetelt voor de rating.
ratings-head-mine = Je ratings (anderen zien je als { $name }):
ratings-head-of = De ratings van { $name }:
# $change: de laatste verandering, met teken (+12, -8).
rating-line =
    { $variant }: { $rating } (afwijking { $deviation }{ $provisional ->
        [yes] , voorlopig
       *[no] {""}
    }), { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }, laatste wijziging { $change }
rating-line-unplayed = { $variant }: { $rating } (nog geen partij die meetelt voor de rating)
ratings-footer = Glicko-2-ratings, één per spel; een ? geeft een voorlopige rating aan (afwijking boven 110), die niet in de ranglijst staat. "ratings SPEL" toont de ranglijst van een spel, "ratings" je eigen ratings, "name NAAM" hoe de ranglijsten je vermelden.

name-subject-show = Je naam in de ranglijsten
name-subject-removed = Naam verwijderd
name-subject-set = Naam ingesteld
name-shown-as = De ranglijsten vermelden je als "{ $name }". Schrijf "name NAAM" om dat te veranderen, of "name off" om in plaats daarvan als { $masked } vermeld te worden.
name-shown-masked = De ranglijsten vermelden je als { $masked } (je adres, ingekort). Schrijf "name NAAM" om onder een naam van je eigen keuze vermeld te worden.
name-removed = De ranglijsten vermelden je weer als { $masked }.
name-set = De ranglijsten, en de antwoorden die andere spelers op "ratings" krijgen, vermelden je nu als "{ $name }".
