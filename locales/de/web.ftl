# Das Webarchiv (`[web]`, templates/web/): die Wörter seiner Seiten, in der
# Sprache, die der Betreiber gewählt hat (`[web] language`). Wo die Seiten
# dasselbe sagen wie die Mails, nehmen sie deren Wörter: die Namen der
# Spiele (`variant`), die Seiten (`seat`), Bedenkzeiten, Ergebnisse
# (`outcome-win` ...), "X ist am Zug" (`observed-to-move`), die Analyse
# (`analysis-summary` ...). Befehle an den Bot ("accept seek N",
# "ratings SPIEL") bleiben, wie sie sind: Der Bot liest sie von allen auf
# Englisch.

## Jede Seite

# Die Links oben auf jeder Seite.
web-nav-games = Partien
web-nav-ratings = Wertungszahlen
web-nav-seeks = Gesuche
web-nav-tournaments = Turniere
# Der Fuß jeder Seite. $site: der Titel der Website (sonst der Name des
# Bots); $written: wann die Seite geschrieben wurde, Datum und Uhrzeit.
web-footer = Fernpartien, per Mail geleitet von { $site }. Spieler erscheinen unter dem Namen, den sie gewählt haben, oder mit ihrer abgekürzten Adresse; Partien, die ein Spieler als privat markiert hat, erscheinen nicht. Diese Seite wurde am { $written } erstellt.

## Die Startseite

web-index-in-play = Laufende Partien
web-index-none-in-play = Im Moment läuft keine Partie.
web-index-results = Neueste Ergebnisse
web-index-no-results = Noch ist keine Partie beendet.
web-index-all-games = Alle Partien
# Unter "Alle Partien", vor der ersten Partie.
web-index-no-games = Noch keine.
# Neben der Rangliste eines Spiels: wie viele Spieler darin eine feste
# Wertungszahl haben ($n).
web-rated-players =
    { $n ->
        [one] { $n } Spieler mit fester Wertungszahl
       *[other] { $n } Spieler mit fester Wertungszahl
    }
# Eine Liste der Partien nach Nummern: ihr Link, ihr Titel und ihre
# Überschrift.
web-games-range = Partien { $first } bis { $last }

## Eine Partie in einer Liste, und wie sie steht

# Eine beendete Partie. $how: wie sie endete; $day: an welchem Tag.
web-game-over-on = { $result } ({ $how }), { $day }
web-game-over = { $result } ({ $how })
# Eine laufende Partie. $day: der Tag ihres letzten Zuges.
web-line-last-move = läuft, letzter Zug am { $day }
web-line-no-move = läuft, noch kein Zug

## Eine Liste von Partien nach Nummern

web-list-none = Keine öffentliche Partie unter diesen Nummern.
web-list-before = Frühere Partien
web-list-after = Spätere Partien

## Die Seite einer Partie

web-game-title = Partie #{ $id }: { $variant }
# Die Angaben oben auf der Seite einer Partie (und eines Turniers).
web-fact-game = Spiel
web-fact-result = Ergebnis
web-fact-state = Stand
web-fact-started = Begonnen
web-fact-record = Notation
web-fact-form = Modus
web-game-terms =
    { $variant }, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }; { $control }
# Der Link, der die Notation herunterlädt. $kind: PGN oder BPGN.
web-game-record = { $kind } der Partie
web-jump-start = Anfang
web-jump-final = Schlussstellung
web-jump-now = Aktuelle Stellung
web-moves = Züge
web-no-move-yet = Noch kein Zug.

## Die Stellungen einer Partie

# Die Überschrift der Stellung nach einem Zug (12... Sf6).
web-position-after = Nach { $turn }
web-position-start = Ausgangsstellung
web-step-first = |< Anfang
web-step-back = < zurück
web-step-next = weiter >
web-steps-label = Durch die Stellungen blättern

## Die Analyse nach der Partie

web-analysis = Analyse
# $kind: wie in analysis.ftl ("single": ein Zug ist ein einziger Zug; "double").
web-analysis-legend =
    Die Gewinnchancen von Weiß nach jedem { $kind ->
       *[other] Zug
    }; ein Punkt markiert einen Fehler (klein) oder einen Patzer (groß).
web-eval =
    { $eval ->
        [mate] Matt
        [draw] Remis
       *[other] { $eval }
    }
web-analysis-better = { $better } war besser

## Die Ranglisten

web-ratings = Wertungszahlen
web-ratings-title = Wertungszahlen: { $variant }
web-ratings-intro =
    { $established ->
        [one] { $established } Spieler hat
       *[other] { $established } Spieler haben
    } eine feste Wertungszahl für { $variant } (Glicko-2, Abweichung höchstens 110){ $listed ->
        [best] ; aufgeführt sind die besten { $shown }
       *[all] {""}
    }. Vorläufige Wertungszahlen erscheinen nicht.
# Die Spaltenköpfe (die erste ist der Rang, "#"; die dritte die
# Abweichung, "±", die dieses Wort erklärt).
web-ratings-player = Spieler
web-ratings-rating = Wertungszahl
web-ratings-deviation = Abweichung
web-ratings-games = Partien
web-ratings-about = Eine Wertungszahl pro Spiel und Spieler; das Ergebnis jeder gewerteten Partie verändert sie. Schreiben Sie dem Bot "ratings SPIEL", um dasselbe per Mail zu bekommen.

## Die offenen Gesuche

web-seeks-title = Offene Gesuche
web-seeks-intro = Spieler, die einen Gegner suchen. Sie nehmen ein Gesuch an, indem Sie { $accept } an { $bot } schreiben (der Link neben jedem Gesuch füllt die Mail aus); ein eigenes geben Sie mit { $seek } auf.
web-seeks-more = … und { $more } weitere: Schreiben Sie dem Bot { $seeks }, um alle zu sehen.

## Die Turniere

web-tournaments = Turniere
web-tournaments-none = Noch hat kein Turnier begonnen. Schreiben Sie dem Bot "tournaments", um die Turniere zu sehen, die für Meldungen offen sind.
web-tournament-state =
    { $state ->
        [finished] beendet
       *[running] läuft
    }
web-tournament-about = { $variant }, { $state }
web-tournament-title = Turnier #{ $id }: { $name }
web-tournament-form =
    { $kind ->
        [double] doppelrundiges Rundenturnier
       *[single] Rundenturnier
    }, { $entrants ->
        [one] { $entrants } Teilnehmer
       *[other] { $entrants } Teilnehmer
    }{ $rounds ->
        [0] {""}
        [one] , { $rounds } Runde
       *[other] , { $rounds } Runden
    }
web-tournament-crosstable = Kreuztabelle
web-tournament-pairings = Paarungen
web-tournament-round = Runde { $round }:
# Eine nicht beendete Partie einer Paarung: kampflos verloren ($who: wer),
# läuft, oder nicht gespielt.
web-pairing-forfeit = kampflos verloren: { $who }
web-pairing-in-play = läuft
web-pairing-unplayed = nicht gespielt
