# Het webarchief (`[web]`, templates/web/): de woorden van de pagina's, in de
# taal die de beheerder koos (`[web] language`). Waar de pagina's hetzelfde
# zeggen als de mails, nemen ze de woorden van de mails over: de namen van de
# spellen (`variant`), de plaatsen (`seat`), bedenktijden, uitslagen
# (`outcome-win`...), "X is aan zet" (`observed-to-move`), de analyse
# (`analysis-summary`...).
# Commando's die een lezer aan de bot schrijft ("accept seek N",
# "ratings SPEL") blijven zoals ze zijn: de bot leest ze van iedereen in het
# Engels.
# Vertaald uit locales/en/web.ftl; termen volgens GLOSSARY.md.

## Elke pagina

# De links bovenaan elke pagina.
web-nav-games = Partijen
web-nav-ratings = Ratings
web-nav-seeks = Open uitdagingen
web-nav-tournaments = Toernooien
# De voet van elke pagina. $site: de titel van de site (standaard de naam van
# de bot); $written: wanneer de pagina gemaakt is, een datum en tijd
# (7 december 2026, 14:05 UTC).
web-footer = Correspondentiepartijen per mail, met { $site } als arbiter. Spelers staan vermeld onder de naam die ze zelf kozen, of onder hun ingekorte adres; partijen die een speler privé houdt, staan er niet bij. Deze pagina is gemaakt op { $written }.

## De indexpagina

web-index-in-play = Lopende partijen
web-index-none-in-play = Er is op dit moment geen partij bezig.
web-index-results = Recente uitslagen
web-index-no-results = Er is nog geen partij afgelopen.
web-index-all-games = Alle partijen
# Onder "Alle partijen" vóór de eerste partij.
web-index-no-games = Nog geen.
# Naast de ratinglijst van elk spel: hoeveel spelers er een vaste rating in
# hebben ($n).
web-rated-players =
    { $n ->
        [one] { $n } speler met een vaste rating
       *[other] { $n } spelers met een vaste rating
    }
# Een lijst van partijen op nummer: de link op de indexpagina, de titel en de
# kop. $first, $last: het eerste en laatste partijnummer erop.
web-games-range = Partijen { $first } tot en met { $last }

## Een partij in een lijst, en hoe ze ervoor staat

# Een afgelopen partij. $result: 1-0, 0-1 of 1/2-1/2; $how: hoe ze eindigde
# (Wit wint door mat); $day: de dag waarop ze eindigde (7 december 2026).
web-game-over-on = { $result } ({ $how }), { $day }
# Hetzelfde als de dag waarop ze eindigde niet bekend is.
web-game-over = { $result } ({ $how })
# Een lopende partij. $day: de dag van de laatste zet.
web-line-last-move = bezig, laatste zet op { $day }
web-line-no-move = bezig, nog geen zet

## Een lijst van partijen op nummer

web-list-none = Geen openbare partij met deze nummers.
# De links naar de lijsten met de nummers ervoor en erna.
web-list-before = Eerdere partijen
web-list-after = Latere partijen

## De pagina van een partij

# De titel en kop. $id: het nummer van de partij; $variant: de naam van het
# spel (Schaken).
web-game-title = Partij #{ $id }: { $variant }
# De namen van de gegevens bovenaan de pagina van een partij (en van een
# toernooi); de spelers staan vermeld bij hun plaats (Wit, Zwart...).
web-fact-game = Spel
web-fact-result = Uitslag
web-fact-state = Status
web-fact-started = Begonnen
web-fact-record = Notatie
web-fact-form = Opzet
# Het spel en de voorwaarden. $variant: de naam van het spel; $rated: yes (de
# uitslag verandert de ratings) of no; $control: de bedenktijd (3 dagen per
# zet).
web-game-terms =
    { $variant }, { $rated ->
        [yes] telt mee voor de rating
       *[no] vriendschappelijk
    }; { $control }
# De link die de notatie van de partij downloadt. $kind: PGN, of BPGN voor
# de spellen op twee borden.
web-game-record = { $kind } van de partij
# De links naar de beginstelling, de laatste stelling en de zetten.
web-jump-start = Beginstelling
web-jump-final = Slotstelling
web-jump-now = Huidige stelling
web-moves = Zetten
web-no-move-yet = Nog geen zet.

## De stellingen van een partij: een afbeelding van elke stelling, met links om erdoorheen te bladeren

# De kop van de stelling na een beurt. $turn: de beurt met haar nummer
# (12... Pf6).
web-position-after = Na { $turn }
# De kop van de eerste stelling.
web-position-start = De beginstelling
# De links naar de eerste stelling, de vorige en de volgende (de pijlen wijzen
# de richting).
web-step-first = |< begin
web-step-back = < terug
web-step-next = volgende >
# Wat die links zijn, voor een schermlezer.
web-steps-label = Door de stellingen bladeren

## De analyse na de partij

web-analysis = Analyse
# Onder "Geanalyseerd door ...": wat de grafiek toont.
# $kind: zoals in analysis.ftl ("single": een beurt is één zet; "double").
web-analysis-legend =
    De winstkansen van Wit na elke { $kind ->
        [double] beurt
       *[single] zet
    }; een stip markeert een fout (klein) of een blunder (groot).
# De evaluatie van een beurt, vanuit Wit: in pionnen (+0.35), mat in zoveel
# beurten (#3, #-2), ? als die onbekend is; of het einde van de partij erna:
# mate (mat) of draw (remise).
web-eval =
    { $eval ->
        [mate] mat
        [draw] remise
       *[other] { $eval }
    }

# Na een beurt die als fout is beoordeeld: de beurt die de engine beter vond
# ($better, zoals 12. Pf3).
web-analysis-better = { $better } was beter

## De ratinglijsten

web-ratings = Ratings
# De titel en kop van de lijst van een spel. $variant: de naam van het spel.
web-ratings-title = Ratings: { $variant }
# $established: hoeveel spelers een vaste rating hebben; $variant: de naam van
# het spel; $listed: all (ze staan allemaal in de lijst) of best (alleen de
# beste $shown).
web-ratings-intro =
    { $established ->
        [one] { $established } speler heeft
       *[other] { $established } spelers hebben
    } een vaste rating voor { $variant } (Glicko-2, met een afwijking van 110 of minder){ $listed ->
        [best] ; de beste { $shown } staan in de lijst
       *[all] {""}
    }. Voorlopige ratings staan niet in de lijst.
# De koppen van de kolommen (de eerste is de plaats, "#"; de derde de
# afwijking van de rating, "±", die dit woord uitlegt).
web-ratings-player = Speler
web-ratings-rating = Rating
web-ratings-deviation = afwijking
web-ratings-games = Partijen
web-ratings-about = Eén rating per spel en per speler; de uitslag van elke partij die meetelt voor de rating, past die aan. Schrijf "ratings SPEL" aan de bot om hetzelfde per mail te krijgen.

## De open uitdagingen

web-seeks-title = Open uitdagingen
# $accept: het commando waarmee je een open uitdaging aanneemt (accept seek
# N); $bot: het adres van de bot, als link; $seek: het commando waarmee je er
# een plaatst (seek VARIANT).
web-seeks-intro = Spelers die een tegenstander zoeken. Neem een open uitdaging aan door { $accept } te schrijven aan { $bot } (met de link naast elke uitdaging staat dat commando al klaar); zelf een open uitdaging plaatsen doe je met { $seek }.
# Na de getoonde open uitdagingen: $more: hoeveel er nog meer openstaan;
# $seeks: het commando dat ze allemaal toont (seeks).
web-seeks-more = … en nog { $more }: schrijf { $seeks } aan de bot om ze allemaal te zien.

## De toernooien

web-tournaments = Toernooien
web-tournaments-none = Er is nog geen toernooi gestart. Schrijf "tournaments" aan de bot voor de toernooien waarvoor je je nog kunt inschrijven.
# Hoe een toernooi ervoor staat. $state: finished of running.
web-tournament-state =
    { $state ->
        [finished] afgelopen
       *[running] bezig
    }
# Een toernooi in de lijsten. $variant: de naam van het spel; $state: hoe het
# ervoor staat (web-tournament-state).
web-tournament-about = { $variant }, { $state }
# De titel en kop van de pagina. $id: het nummer; $name: de naam.
web-tournament-title = Toernooi #{ $id }: { $name }
# Hoe het gespeeld wordt. $kind: single (elk paar speelt één keer tegen
# elkaar) of double (twee keer, met elke kleur); $entrants: het aantal
# deelnemers; $rounds: het aantal ronden (0 als dat nog niet bekend is).
web-tournament-form =
    { $kind ->
        [double] dubbelrondig allen-tegen-allen
       *[single] allen-tegen-allen
    }, { $entrants ->
        [one] { $entrants } deelnemer
       *[other] { $entrants } deelnemers
    }{ $rounds ->
        [0] {""}
        [one] , { $rounds } ronde
       *[other] , { $rounds } ronden
    }
web-tournament-crosstable = Kruistabel
web-tournament-pairings = Indeling
# Vóór elke partij van de indeling. $round: het nummer van de ronde.
web-tournament-round = Ronde { $round }:
# Een partij van de indeling die niet is afgelopen: reglementair verloren
# ($who: de speler die reglementair verloor), bezig, of niet gespeeld.
web-pairing-forfeit = reglementair verlies voor { $who }
web-pairing-in-play = bezig
web-pairing-unplayed = niet gespeeld
