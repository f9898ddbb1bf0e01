# Waarom de commando's van een mail niet zijn uitgevoerd: de zin die de
# foutmelding citeert na "Wat je mail vroeg, kon ik niet uitvoeren:", met een
# kleine letter. De commando's (game, resign, unobserve ...) blijven Engels:
# dat is wat de speler schrijft. Vertaald uit locales/en/refusals.ftl;
# termen volgens GLOSSARY.md.

refuse-game-not-started-yet = een partij begint pas als alle spelers de uitdaging hebben aangenomen; in de mail met de uitdaging kun je in die partij dus nog niet zetten of iets anders doen. Stuur eerst alleen de uitdaging, en je zet pas als de partij begonnen is

# $what: wat de mail vroeg.
refuse-no-game =
    { $what ->
        [move] je hebt geen partij waarin je kunt zetten
        [resign] je hebt geen partij die je kunt opgeven
        [draw-offer] je hebt geen partij waarin je remise kunt aanbieden
        [draw-claim] je hebt geen partij waarin je remise kunt claimen
        [conditions-give] je hebt geen partij waarin je voorwaardelijke zetten kunt opgeven
        [conditions-list] je hebt geen partij met voorwaardelijke zetten om te tonen
        [conditions-clear] je hebt geen partij waarin je voorwaardelijke zetten kunt schrappen
        [show] je hebt geen partij om te tonen
        [history] je hebt geen partij waarvan ik het verloop kan tonen
        [say] je hebt geen partij waarin je berichten kunt sturen
        [accept] je hebt geen uitdaging om aan te nemen
        [decline] je hebt geen uitdaging om af te wijzen
        [abort] je hebt geen partij om te annuleren
       *[other] je hebt geen partij waarvoor dat kan
    }
game-number-of = #{ $id } ({ $variant })
refuse-several-games = je speelt meerdere partijen ({ $games }); zet er een regel als "game { $id }" bij om aan te geven welke je bedoelt, of beantwoord de mail van de bot over die partij
refuse-forged-other-address = Een mail met jouw adres als afzender probeerde iets te doen in partij #{ $id }, die jij niet speelt, via het geheime adres van een andere speler. { refuse-if-it-was-you }
refuse-forged-not-secret = Een mail met jouw adres als afzender probeerde iets te doen in partij #{ $id }, maar kwam niet binnen op jouw geheime adres. { refuse-if-it-was-you }
refuse-if-it-was-you = Was jij het, beantwoord dan de laatste mail van de bot over de partij (het Reply-To-adres daarvan is jouw geheime adres); zo niet, dan probeerde iemand anders namens jou iets te doen en is er niets gebeurd.
refuse-observer-acts = je kijkt mee bij partij #{ $id }, maar speelt er niet in mee: alleen de spelers kunnen in een partij zetten of iets anders doen, en "say" bereikt alleen hen. Als meekijker krijg je elk bord per mail; met "unobserve { $id }" stop je die mails
refuse-not-a-player = je speelt niet mee in partij #{ $id }
refuse-no-such-game = er bestaat geen partij #{ $id }

# Voorwaardelijke zetten ("if ...").
refuse-if-no-opponent = er staat op jouw bord geen tegenstander wiens zetten je vooraf kunt beantwoorden
refuse-if-your-move = je bent aan zet in partij #{ $id }: stuur je zet mee in dezelfde mail als de reeks, die dan begint vanuit de stelling na die zet
refuse-if-too-many = je hebt in partij #{ $id } al { $lines } reeksen voorwaardelijke zetten staan, het maximum; met "conditions clear" schrap je ze

# De analyse ("analyse N").
refuse-analyse-which = welke partij? Schrijf "analyse N" met het nummer van de partij, of beantwoord een mail over die partij
refuse-analyse-private = partij #{ $id } is privé: alleen de spelers kunnen die laten analyseren
refuse-analyse-in-play = partij #{ $id } is nog bezig: de engine analyseert een partij pas als die afgelopen is, voor spelers en meekijkers zonder onderscheid (fair play). Vraag het opnieuw als de partij voorbij is
refuse-analyse-not-started = partij #{ $id } is nog niet begonnen: er valt nog niets te analyseren
# $status: declined of aborted.
refuse-analyse-not-played =
    partij #{ $id } is { $status ->
        [declined] afgewezen
       *[aborted] geannuleerd
    }: er valt niets te analyseren
refuse-analyse-no-moves = partij #{ $id } was al afgelopen voordat er een zet gedaan was: er valt niets te analyseren
refuse-analyse-unreadable = de analyse van partij #{ $id } is onleesbaar; de beheerder van de server is op de hoogte gebracht
refuse-analyse-no-engine = op deze server draait geen engine (de beheerder heeft die uitgezet): er kan geen analyse gemaakt worden
refuse-analyse-asked-already = je hebt de analyse van partij #{ $id } al aangevraagd: die staat in de wachtrij en komt per mail zodra de engine klaar is
refuse-analyse-daily-limit = je hebt in de afgelopen 24 uur { $today ->
        [one] { $today } nieuwe analyse
       *[other] { $today } nieuwe analyses
    } aangevraagd, en deze server maakt er { $per_day } per dag voor elke speler: vraag het morgen opnieuw (een analyse die al gemaakt is, kun je altijd opnieuw krijgen)
analysis-queued-subject = Partij #{ $id } staat in de wachtrij voor analyse
# $kind: zoals in analysis.ftl ("single": een beurt is één zet; "double").
analysis-queued =
    Partij #{ $id } staat in de wachtrij voor de analyse door de engine{ $ahead ->
        [0] {""}
        [one] {" "}(er staat nog één andere partij voor)
       *[other] {" "}(er staan nog { $ahead } andere partijen voor)
    }. De analyse komt als antwoord op deze mail zodra de engine klaar is, meestal binnen een paar minuten: een samenvatting voor elke speler, { $kind ->
       *[other] de kritieke momenten, telkens met de betere zet
    }, de evaluatiegrafiek, en de partij met de analyse als { $format } in de bijlage.

# Uitdagingen, partijen en hun spelers.
refuse-unknown-variant = het spel "{ $name }" ken ik niet; de spellen zijn: { $games }
refuse-did-you-mean = { $problem }. Bedoel je { $close }?
refuse-time-control-too-long = een bedenktijd mag hoogstens { $days } dagen zijn (voor hoogstens { $moves } zetten)
refuse-variant-unsupported = { $variant } kan op deze server nog niet gespeeld worden
refuse-from-position = de stelling na "from" is niet bruikbaar: { $error }
refuse-from-position-over = in die stelling is de partij al voorbij: wie aan zet is, heeft geen reglementaire zet
refuse-game-for-four = { $name } is een spel voor vier: schrijf "new { $name } with PARTNER against TEGENSTANDER1 TEGENSTANDER2" (jij speelt met Wit op bord A, je partner met Zwart op bord B)
refuse-game-for-two = { $name } is een spel voor twee: schrijf "new { $name } with ADRES"
refuse-bad-address =
    "{ $address }" is geen e-mailadres waar de bot naar kan schrijven ({ $problem ->
        [form] het heeft niet de vorm naam@example.org
        [ascii] alleen adressen in gewone ASCII-tekens worden aanvaard
        [no-at] er staat geen @ in
        [two-at] er staat meer dan één @ in
        [local-length] het deel vóór de @ is leeg of te lang
        [local-character] in het deel vóór de @ staat een teken of een punt op de verkeerde plaats
        [domain-length] het domein is leeg of te lang
       *[domain-host] het domein is geen hostnaam
    }); schrijf het adres als naam@example.org
refuse-bot-as-opponent = de bot is arbiter, maar speelt zelf geen partijen; daag een mens uit
refuse-challenge-yourself = je kunt jezelf niet uitdagen
refuse-named-twice = { $address } wordt twee keer genoemd; elke speler heeft een eigen adres nodig
refuse-play-as = in { $variant } kies je met "as { $a }" of "as { $b }" waar je speelt
refuse-not-waiting-for-answer = partij #{ $id } wacht niet op een antwoord
refuse-abort-tournament-game = partij #{ $id } hoort bij toernooi #{ $tournament } en kan niet geannuleerd worden: geef de partij op, of trek je terug uit het toernooi met "withdraw { $tournament }"
refuse-abort-too-late = partij #{ $id } kan niet meer geannuleerd worden: beide kanten hebben al gezet (geef de partij op of bied remise aan)
refuse-say-partner = "say partner" is voor bughouse met vier spelers; gebruik "say TEKST"
refuse-say-too-long = een bericht met "say" is hoogstens { $chars } tekens lang; verdeel het over meerdere regels
refuse-no-rules-text = er is nog geen tekst met de regels van { $variant }
refuse-internal = er ging iets mis aan de kant van de bot ({ $detail }); er is niets uitgevoerd. Gebeurt het nog eens, laat het dan de beheerder van de server weten

# Open uitdagingen en bevestigingen.
refuse-one-confirmation-per-mail = een mail mag maar één "seek", "accept seek", "observe", "follow" of "join" bevatten waarvoor jouw bevestiging nodig is; stuur de andere elk in een eigen mail
refuse-seek-requests-waiting = er wachten veel open uitdagingen van je nog op bevestiging; bevestig ze (beantwoord de antwoorden van de bot) of wacht een week
refuse-confirmation-other-address = deze bevestiging moet komen van het adres waarvandaan de aanvraag kwam
refuse-confirmation-unreadable = de aanvraag die je hiermee bevestigt, is niet meer leesbaar; stuur het commando opnieuw
refuse-seek-four-as = in { $variant } bepaalt de koppeling wie op welk bord met welke kleur speelt: zoek zonder "as" (iedereen hoort daarna wie waar speelt)
refuse-seek-two-partner = { $variant } is een spel voor twee: zoek zonder partner
refuse-bot-as-partner = de bot is arbiter, maar speelt zelf geen partijen; kies een mens als partner
refuse-partner-yourself = je partner is iemand anders: geef diens adres op
# $partner: het adres van de partner, of "none" als het om de afzender zelf gaat.
refuse-seek-limit =
    { $partner ->
        [none] je hebt
       *[other] { $partner } heeft
    } { $open } open uitdagingen, het maximum per speler; trek er eerst één in met "unseek N" ("seeks" toont ze)
refuse-seek-never = er is nooit een open uitdaging #{ $n } geweest ("seeks" toont de uitdagingen die openstaan)
refuse-seek-closed = open uitdaging #{ $n } is gesloten: ze is aangenomen, ingetrokken of verlopen ("seeks" toont de uitdagingen die openstaan)
refuse-seek-own = open uitdaging #{ $n } is van jou: een open uitdaging is bedoeld voor een ander ("unseek { $n }" trekt haar in)
# $max: een getal, of "none" als er geen bovengrens is.
refuse-seek-rating =
    open uitdaging #{ $n } is voor spelers met een rating voor { $variant } { $max ->
        [none] van { $min } of hoger
       *[other] tussen { $min } en { $max }
    }; de jouwe is { $rating }
refuse-unseek-none = je hebt geen open uitdaging #{ $n } ("seeks" toont ze, met de jouwe gemarkeerd)

# Toernooien.
refuse-no-tournament = er bestaat geen toernooi #{ $id }; "tournaments" toont de open toernooien
# $what: het geweigerde commando (join, leave, start).
refuse-tournament-started =
    { $what ->
        [leave] toernooi #{ $id } is al begonnen, dus uitschrijven kan niet meer: wil je eruit, schrijf dan "withdraw { $id }" (je lopende partijen gelden dan als verloren)
        [start] toernooi #{ $id } is al begonnen
       *[join] toernooi #{ $id } is al begonnen, dus inschrijven kan niet meer
    }
refuse-tournament-over = toernooi #{ $id } is afgelopen
refuse-tournament-called-off = toernooi #{ $id } is afgeblazen
refuse-tournament-name = de naam van het toernooi is niet bruikbaar: { $problem }
refuse-tournament-name-brackets = de naam van een toernooi mag geen [ of ] bevatten (die staan in de onderwerpregels van de toernooimails)
refuse-tournament-size = een toernooi heeft { $min } tot { $max } deelnemers: schrijf "players MIN-MAX" binnen die grenzen, zoals "players 4-8"
refuse-tournament-start-date = de startdatum moet binnen de komende { $days } dagen liggen
refuse-join-named-partner = { $who } heeft je opgegeven als partner in toernooi #{ $id }: schrijf "join { $id }" om samen te spelen, of wijs het af met "leave { $id }"
# $waiting: yes als het team van de afzender op de bevestiging van de partner wacht.
refuse-join-already =
    je staat al ingeschreven voor toernooi #{ $id }{ $waiting ->
        [yes] {" "}(je team wacht nog op de bevestiging van je partner)
       *[no] {""}
    }
refuse-join-teams = toernooien in { $variant } zijn voor teams van twee: schrijf "join { $id } with PARTNER" (met het adres van je partner, die daarna bevestigt)
refuse-join-single = toernooien in { $variant } zijn voor individuele spelers: schrijf "join { $id }"
refuse-tournament-full = toernooi #{ $id } is vol: er zijn al { $max } deelnemers, het maximum
refuse-partner-already-in = { $address } staat al ingeschreven voor toernooi #{ $id }
refuse-not-in-tournament = je staat niet ingeschreven voor toernooi #{ $id }
refuse-start-not-organiser = alleen de organisator van toernooi #{ $id } kan het starten; het start ook vanzelf zodra er { $max } deelnemers zijn
refuse-withdraw-not-started = toernooi #{ $id } is nog niet begonnen: schrijf "leave { $id }" om je uit te schrijven
refuse-withdrawn-already = je hebt je al teruggetrokken uit toernooi #{ $id }
refuse-start-too-few =
    toernooi #{ $id } heeft { $entrants ->
        [one] { $entrants } deelnemer
       *[other] { $entrants } deelnemers
    }; om te starten zijn er minstens { $min } nodig

# Vakanties.
refuse-vacation-already = je bent al met vakantie tot { $until }; schrijf "vacation off" om die te beëindigen (daarna kun je een nieuwe beginnen)
refuse-vacation-days-left =
    { $left ->
        [0] je hebt dit jaar geen vakantiedagen meer over (je hebt er { $allowance } per jaar)
        [one] je hebt dit jaar nog maar 1 vakantiedag over (van de { $allowance }): schrijf "vacation 1"
       *[other] je hebt dit jaar nog maar { $left } vakantiedagen over (van de { $allowance }): schrijf "vacation { $left }" of minder
    }
refuse-vacation-none = je bent niet met vakantie

# Ratings en namen in de ranglijst.
refuse-ratings-no-player = er is hier geen speler met het adres { $address } en een rating. Schrijf "ratings SPEL" voor de ranglijst van een spel; de spellen zijn: { $games }
# $close: de naam van het spel dat er het meest op lijkt, of "none".
refuse-ratings-unknown =
    er is geen spel en geen speler met de naam "{ $words }".{ $close ->
        [none] {""}
       *[other] {" "}Bedoel je "ratings { $close }"?
    } De spellen zijn: { $games }; een speler noem je bij zijn adres of bij de naam die in de ranglijst staat
refuse-name-reserved = "{ $name }" is een woord dat de bot als commando of als spel leest; kies een andere naam
refuse-name-taken = er heet al een andere speler "{ $name }"; kies een andere naam
name-problem-empty = een naam moet minstens één letter hebben
name-problem-too-long = de naam is { $chars } tekens lang; een naam mag er hoogstens { $max } hebben
name-problem-control = de naam bevat een stuurteken of een onzichtbaar teken; schrijf hem in gewone letters
name-problem-address = de naam lijkt op een e-mailadres (een @, of "at" voor een domein); de ranglijsten tonen nooit adressen, dus kies een naam die niet op een adres lijkt

# De computer.
refuse-level-without-computer = "level" is voor een partij tegen de computer: schrijf "with computer level 3"
refuse-computer-off = de computer speelt niet op deze server (de beheerder heeft hem uitgezet): daag een mens uit
refuse-computer-games =
    je hebt { $playing ->
        [one] { $playing } lopende partij
       *[other] { $playing } lopende partijen
    } tegen de computer, en deze server staat er { $allowed } tegelijk toe: speel er eerst één uit (of geef die op)

# Meekijken en volgen.
refuse-observe-own-game = je speelt zelf in partij #{ $id }: de mails ervan krijg je als speler al
refuse-observe-private = partij #{ $id } is privé: de spelers houden die voor zich, dus niemand kan meekijken
# $status: finished, declined of aborted; $result: 1-0, 0-1, 1/2-1/2 of none.
refuse-observe-over =
    partij #{ $id } { $status ->
        [declined] is afgewezen
        [aborted] is geannuleerd
       *[finished] is afgelopen{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }: meekijken heeft geen zin meer
refuse-observe-not-started = partij #{ $id } is nog niet begonnen: nog niet alle spelers hebben de uitdaging aangenomen; kijk mee zodra dat wel zo is
refuse-observe-limit = je kijkt al mee bij { $count } partijen, het maximum voor één adres; stop eerst met meekijken bij een ervan ("unobserve N"; "observe" toont ze)
refuse-follow-yourself = je kunt jezelf niet volgen: de mails van je partijen krijg je al als speler
refuse-follow-bot = de bot speelt zelf geen partijen, dus valt er niets te volgen; volg een speler
refuse-follow-limit = je volgt al { $count } spelers, het maximum voor één adres; volg er eerst een niet meer ("unfollow ADRES")
refuse-one-watch-confirmation-per-mail = een mail mag maar één "observe", "follow" of "join" bevatten waarvoor jouw bevestiging nodig is; stuur de andere elk in een eigen mail
refuse-watch-requests-waiting = { $pending } aanvragen van je (meekijken, volgen of inschrijven) wachten nog op bevestiging; bevestig ze (beantwoord de antwoorden van de bot) of wacht een week
refuse-confirmation-none = er wacht geen aanvraag op deze bevestiging (al bevestigd, of ouder dan { $days } dagen); stuur het commando opnieuw
refuse-observe-tournament-private = toernooi #{ $id } is privé: niemand kan bij de partijen meekijken
refuse-observe-tournament-over = toernooi #{ $id } is afgelopen: meekijken heeft geen zin meer
refuse-observe-limit-tournaments = je kijkt al mee bij { $count } partijen en toernooien, het maximum voor één adres; stop eerst met meekijken bij een ervan ("unobserve"; "observe" toont ze)

# Een mail als geheel.
refuse-too-many-commands = je mail bevat { $lines } regels met commando's; de bot leest er hoogstens { $max } per mail
refuse-too-many-challenges = je mail bevat { $challenges } uitdagingen; de bot neemt er hoogstens { $max } per mail aan
# Vóór de help, als die ongevraagd komt. $game: het nummer van de partij, of "none".
help-preface-unknown-line =
    "{ $line }" is geen commando dat ik ken{ $game ->
        [none] {""}
       *[other] {" "}(partij #{ $game })
    }. Hieronder lees je hoe je speelt.
help-preface-no-command = In je mail stond geen commando dat ik ken. Hieronder lees je hoe je speelt.

# Grenzen: wat voorkomt dat één afzender de bot of iemand anders overspoelt.
refuse-mail-too-large = je mail is { $size } groot; de bot leest mails tot { $max }. Schrijf je commando's in een korte mail met gewone tekst, zonder bijlagen
refuse-challenges-per-day = je hebt in de afgelopen 24 uur { $recent } uitdagingen verstuurd, het maximum dat de bot per dag van één speler aanneemt; probeer het morgen opnieuw
refuse-open-challenges = { $open } van je uitdagingen wachten nog op antwoord, het maximum dat de bot voor één speler open laat staan; wacht op de antwoorden, of trek er een in met "abort" (en "game N")
refuse-tournaments-per-day = je hebt in de afgelopen 24 uur { $recent } keer een toernooi georganiseerd of je voor een toernooi ingeschreven, het maximum dat de bot per dag van één speler aanneemt; probeer het morgen opnieuw
refuse-open-tournaments = je organiseert { $open } toernooien die nog niet begonnen zijn, het maximum voor één organisator; start er eerst één ("start N") of blaas er één af ("leave N")
refuse-invitee-limit = { $invitee } heeft in het afgelopen uur al het maximale aantal mails van de bot gekregen; daag die speler na { $until } opnieuw uit
limit-notice-subject = Je mail is niet gelezen
limit-notice =
    Dit adres heeft in het afgelopen uur { $count } antwoorden van de bot gekregen, en meer stuurt de bot in een uur niet naar één adres (zo kan niemand de mailbox van een ander laten overlopen met mail die op diens naam verstuurd is).

    Mail van dit adres wordt tot { $until } niet gelezen; er wordt niets van uitgevoerd. Mail over je partijen (de zetten van je tegenstanders, herinneringen, uitslagen) krijg je gewoon. Stuur je mail na dat tijdstip opnieuw.
refuse-game-not-started = partij #{ $id } is nog niet begonnen: nog niet alle spelers hebben de uitdaging aangenomen
# $status: finished, declined of aborted; $result: 1-0, 0-1, 1/2-1/2 of none.
refuse-game-over =
    partij #{ $id } { $status ->
        [declined] is afgewezen
        [aborted] is geannuleerd
       *[finished] is afgelopen{ $result ->
            [none] {""}
          *[other] {" "}({ $result })
        }
    }
refuse-forged-settings = Een mail met jouw adres als afzender probeerde je instellingen te veranderen (vakantie of herinneringen), maar kwam niet binnen op een van je geheime adressen. { refuse-if-it-was-you }
# Na analysis-queued: ongeveer hoe lang de engine met de partij bezig is
# (hele minuten, minstens 1; de partijen die ervoor in de wachtrij staan, komen eerst).
analysis-queued-time =
    De engine heeft voor deze partij ongeveer { $minutes ->
        [one] een minuut
       *[other] { $minutes } minuten
    } rekentijd nodig.
