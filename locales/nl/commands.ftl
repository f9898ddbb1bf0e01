# Waarom een regel uit een mail niet als commando te lezen was. De
# commando's en de vormen na "Schrijf:" blijven Engels: dat is wat de speler
# schrijft. Vertaald uit locales/en/commands.ftl; termen volgens GLOSSARY.md.

# $close: het commando waar de regel een tikfout van lijkt, of "none".
command-unknown =
    "{ $line }" is geen commando en geen zet. { $close ->
        [none] Schrijf "help" voor de lijst met commando's.
       *[other] Bedoel je "{ $close }"?
    }
command-missing = "{ $line }": na "{ $command }" moet nog iets komen. Schrijf: { $usage }
command-bad = "{ $line }": "{ $argument }" { $problem }. Schrijf: { $usage }

# Wat er mis is met de woorden na een commando ($argument in command-bad):
# elke tekst volgt op de geciteerde woorden, als gezegde.
# $close: een sleutelwoord waar het woord een tikfout van lijkt, of "none".
arg-not-understood =
    begrijp ik hier niet{ $close ->
        [none] {""}
       *[other] {" "}(bedoel je "{ $close }"?)
    }
arg-not-game-number = is geen partijnummer
arg-not-variant = is geen naam van een spel
arg-as-side = moet gevolgd worden door een kant, bijvoorbeeld "as black"
arg-level = moet gevolgd worden door een niveau van 1 tot { $max }, bijvoorbeeld "level 3"
arg-not-address = is geen e-mailadres
arg-not-address-close = is geen e-mailadres (bedoel je "{ $close }"?)
arg-not-partner-address = is geen e-mailadres (hier hoort het adres van je partner)
arg-cannot-claim = valt niet te claimen
arg-several-variants = noemt meer dan één spel
arg-several-games = noemt meer dan één spel
arg-not-move = is geen zet
arg-if-needs-answer = moet gevolgd worden door jouw antwoord
arg-if-condition-without-answer = is een zet van je tegenstander zonder jouw antwoord erna
arg-if-too-long = bevat { $turns } zetten (beurten, in spellen met twee zetten per beurt); een reeks mag er hoogstens { $max } bevatten
arg-not-seek-number = is geen nummer van een open uitdaging
arg-not-one-seek-number = is niet het nummer van één open uitdaging
arg-seek-game-first = is geen naam van een spel: schrijf eerst het spel, zoals in "seek chess"
arg-needs-colour = klopt niet: na "as" komt "white" of "black"
arg-rating-two-numbers = moet twee getallen bevatten, zoals in "rating 1400-1700"
arg-rating-upside-down = staat in de verkeerde volgorde: de laagste rating komt eerst, zoals in "rating { $low }-{ $high }"
arg-rating-too-high = gaat boven { $max }, en zo hoog komt geen enkele rating
arg-days-number = klopt niet: het aantal dagen moet een getal van minstens 1 zijn
arg-moves-need-days = mist het aantal dagen, zoals in "{ $moves } moves in 30 days"
arg-vacation-zero = is geen aantal dagen (een vakantie beëindig je met "vacation off")
arg-not-days = is geen aantal dagen
arg-not-duration = is geen tijdsduur zoals "12h", "30m", "2d" of "1 day 6 hours"
# $what: after (de wachttijd voor een herinnering) of before (de termijn).
arg-duration-zero =
    is te kort { $what ->
        [after] als wachttijd
       *[before] als tijd vóór de termijn
    }
arg-not-reminder-setting = is geen instelling voor herinneringen
arg-not-language = is hier geen beschikbare taal; kies uit: { $codes }
arg-not-language-close = is hier geen beschikbare taal (bedoel je "{ $close }"?)
arg-not-notation = is geen notatie; kies uit: { $codes }
arg-not-notation-close = is geen notatie (bedoel je "{ $close }"?)
arg-tournament-name-quotes = is geen naam tussen aanhalingstekens: de naam van het toernooi komt na het spel, tussen aanhalingstekens
arg-no-closing-quote = mist het afsluitende aanhalingsteken na de naam
arg-empty-name = is een lege naam
arg-withdrawals = klopt niet: na "withdrawals" komt "fide" of "iccf"
arg-players = klopt niet: na "players" komt één getal, of twee zoals in "players 4-8"
arg-start-date = klopt niet: schrijf de datum als "2026-12-01"
arg-not-tournament-number = is geen toernooinummer
arg-not-on-off = is niet "on" of "off"
arg-not-private-public = is niet "private" of "public"

# De vormen van elk commando, na "Schrijf:". De commando's blijven Engels;
# de woorden in hoofdletters vervangt de speler door zijn eigen gegevens
# (dezelfde woorden als in help.txt: SPEL, PARTIJ, ADRES, TEKST, NAAM ...).
usage-accept = accept seek N (het nummer van de open uitdaging in "seeks")
usage-analyse = analyse PARTIJ (het nummer, zoals 42), of alleen analyse als antwoord op een mail over de partij
usage-claim = claim draw
usage-conditions = conditions (om je reeksen te tonen), of conditions clear
usage-follow = follow ADRES
usage-followers = followers on, of followers off
usage-games = games (de lijst), games private, of games public
usage-join = join N (het nummer van het toernooi), of join N with PARTNER bij spellen met vier spelers
usage-language = language en|de|ru|pl|it|es|fr|nl|pt, of language (om je taal te zien)
usage-move = move ZET, bijvoorbeeld: move e4
usage-notation = notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf, of notation (om je notatie te zien)
usage-notify = notify seeks SPEL, of notify seeks off
usage-observe = observe PARTIJ (het nummer, zoals 42), observe tournament N, of observe (om te zien waarbij je meekijkt)
usage-remind = remind on, remind off, remind digest, remind after 12h, remind before 2h, of remind default
usage-rules = rules, of rules SPEL
usage-say = say TEKST (bij bughouse: say partner TEKST)
usage-seek = seek SPEL [days N | M moves in D days] [casual] [as white|black] [rating MIN-MAX] [private], of seek bughouse [with PARTNER]
usage-seeks = seeks, of seeks SPEL
usage-unfollow = unfollow ADRES, of unfollow all
usage-unobserve = unobserve PARTIJ, unobserve tournament N, of unobserve all
usage-unseek = unseek N (het nummer van je open uitdaging), of unseek all
usage-vacation = vacation N (dagen), of vacation off
usage-if = if ZET then ANTWOORD, of een reeks: if ZET ANTWOORD ZET ANTWOORD ... (zetten gescheiden door spaties; in spellen met twee zetten per beurt de twee zetten van een beurt met een schuine streep ertussen, zoals Pf3/e4)
usage-new = new SPEL with ADRES [as white|black] [days N | M moves in D days] [from FEN], of new bughouse with PARTNER against TEGENSTANDER1 TEGENSTANDER2; "computer" [level 1-8] kan de plaats van elke andere speler innemen
usage-tournament = tournament new SPEL "NAAM" [double] [players MIN-MAX] [days N | M moves in D days] [casual] [private] [starts DATUM] [withdrawals iccf], tournaments, of tournament N
