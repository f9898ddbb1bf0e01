# Wertungszahlen, die Rangliste und der Name, unter dem sie einen Spieler führt.

ratings-subject-standings = Rangliste: { $variant }
ratings-subject-mine = Ihre Wertungszahlen
ratings-subject-of = Wertungszahlen von { $name }
standings-head =
    Die Rangliste für { $variant }: die besten { $shown } von { $established ->
        [one] { $established } Spieler mit fester Wertungszahl
       *[other] { $established } Spielern mit fester Wertungszahl
    }
standings-head-empty = Die Rangliste für { $variant }: Noch hat kein Spieler eine feste Wertungszahl
standings-established = (Fest ist eine Wertungszahl, sobald ihre Abweichung höchstens 110 beträgt.)
# Eine Zeile der Rangliste: $rank ist auf drei Stellen aufgefüllt und $name
# auf die Länge des längsten Namens, damit die Spalten untereinander stehen;
# $you: yes für den Leser.
standings-line =
    { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }){ $you ->
        [yes] {"  "}(Sie)
       *[no] {""}
    }
standings-you-ranked = Sie stehen mit { $rating } (Abweichung { $deviation }) auf Platz { $rank } von { $established }.
standings-you-provisional = Ihre Wertungszahl { $rating } (Abweichung { $deviation }) ist noch vorläufig und steht daher noch nicht in der Rangliste; aufgenommen wird sie, sobald die Abweichung höchstens 110 beträgt (nach ein paar weiteren gewerteten Partien).
standings-you-unrated = Sie haben noch keine gewertete Partie { $variant } gespielt.
ratings-head-mine = Ihre Wertungszahlen (andere sehen Sie unter dem Namen { $name }):
ratings-head-of = Die Wertungszahlen von { $name }:
# $change: die letzte Änderung, mit Vorzeichen (+12, -8).
rating-line =
    { $variant }: { $rating } (Abweichung { $deviation }{ $provisional ->
        [yes] , vorläufig
       *[no] {""}
    }), { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, letzte Änderung { $change }
rating-line-unplayed = { $variant }: { $rating } (noch keine gewertete Partie)
ratings-footer = Glicko-2-Wertungszahlen, eine pro Spiel; ein ? kennzeichnet eine vorläufige (Abweichung über 110), die in der Rangliste fehlt. "ratings SPIEL" zeigt die Rangliste eines Spiels, "ratings" Ihre eigenen Wertungszahlen, "name NAME" legt fest, wie die Rangliste Sie führt.

name-subject-show = Ihr Name in der Rangliste
name-subject-removed = Name entfernt
name-subject-set = Name eingetragen
name-shown-as = Die Rangliste führt Sie als "{ $name }". Mit "name NAME" ändern Sie das, mit "name off" erscheinen Sie stattdessen als { $masked }.
name-shown-masked = Die Rangliste führt Sie als { $masked } (Ihre Adresse, abgekürzt). Mit "name NAME" erscheinen Sie unter einem Namen Ihrer Wahl.
name-removed = Die Rangliste führt Sie wieder als { $masked }.
name-set = Die Ranglisten und die Antworten auf "ratings" an andere Spieler zeigen Sie jetzt als "{ $name }".
