# De antwoorden op observe, follow, followers, games private/public, en de
# bevestigingen die met een antwoord op een mail gevraagd worden (token-modus).
# Vertaald uit locales/en/watching.ftl; termen volgens GLOSSARY.md.

# De onderwerpregel van een antwoord: $what is observing, not-observing,
# following, not-following, followers of your-games.
watch-subject =
    { $what ->
        [not-observing] Niet meer meekijken
        [following] Volgen
        [not-following] Niet meer volgen
        [followers] Volgers
        [your-games] Je partijen
       *[observing] Meekijken
    }
observe-already = Je kijkt al mee bij partij #{ $id }. Met "unobserve { $id }" stop je de mails ervan.
observe-start = Je kijkt vanaf nu mee bij partij #{ $id }.
    { $headline }
observe-start-not-started = De partij is nog niet begonnen: je krijgt het bord zodra die begint.
# $turn: de laatste beurt met haar nummer (12. Pf3); $by: wie die speelde.
observe-start-after = De stelling na { $turn } (gespeeld door { $by }).
observe-start-no-move = De partij is begonnen; er is nog geen zet gedaan.
unobserve-tournament = Je kijkt niet meer mee bij toernooi #{ $id } (en ook niet bij de partijen ervan).
unobserve-tournament-not = Je keek niet mee bij toernooi #{ $id }.
unobserve-game = Je kijkt niet meer mee bij partij #{ $id }.
unobserve-game-not = Je keek niet mee bij partij #{ $id }.
unobserve-all =
    { $count ->
        [0] Je keek bij geen enkele partij mee.
        [one] Je kijkt niet meer mee bij de partij waarbij je meekeek.
       *[other] Je kijkt niet meer mee bij de { $count } partijen waarbij je meekeek.
    }
# $text: een van de zinnen unobserve-*; $follows: de spelers die je nog
# volgt, of "none".
unobserve-answer =
    { $text }{ $follows ->
        [none] {""}
       *[other] {"\u000A"}Je volgt nog steeds { $follows }: bij hun nieuwe partijen kijk je automatisch mee ("unfollow all" stopt dat).
    }
follow-already = Je volgt { $address } al. Met "unfollow { $address }" stop je daarmee.
follow-started = Je volgt { $address }: bij elke partij die deze speler vanaf nu begint, kijk je mee, van de eerste zet tot de uitslag (tenzij deze speler zijn partijen privé houdt of geen volgers toelaat). Met "unfollow { $address }" stop je daarmee.
unfollow-one = Je volgt { $address } niet meer. Bij de partijen van deze speler waarbij je nu meekijkt, blijf je meekijken tot je "unobserve N" schrijft.
unfollow-not = Je volgde { $address } niet.
unfollow-nobody = Je volgde niemand.
unfollow-all = Je volgt { $addresses } niet meer.
followers-on = Wie jou volgt, kijkt weer mee bij je nieuwe partijen (tenzij je ze privé houdt met "games private").
followers-off = Wie jou volgt, kijkt niet meer mee bij je partijen, ook niet bij de lopende. Iedereen kan nog wel met "observe N" meekijken bij een partij van jou die niet privé is ("games private" maakt al je partijen privé).
games-private = Je nieuwe partijen zijn privé: niemand kan meekijken en ze staan niet op het web. Dat geldt voor je uitdagingen en voor uitnodigingen aan jou; partijen die al zijn afgesproken, blijven zoals ze zijn, en de partijen van een toernooi zijn openbaar, tenzij het als privétoernooi is georganiseerd.
games-public = Je nieuwe partijen zijn weer openbaar (tenzij een uitdaging "private" bevat): iedereen mag meekijken en het webarchief toont ze, met jou onder je naam uit de ranglijst.

# Het antwoord op "observe" zonder iets erachter.
watching-no-game = Je kijkt bij geen enkele partij mee.
watching-games = Je kijkt mee bij:
# $sides: de spelers (Wit – Zwart); $via: game, follow of tournament.
watching-game =
    #{ $id } { $variant }: { $sides }{ $via ->
        [follow] {" "}(een speler die je volgt)
        [tournament] {" "}(een toernooi waarbij je meekijkt)
       *[game] {""}
    }
watching-tournaments = Je kijkt mee bij de partijen van toernooi { $tournaments }.
watching-follow-nobody = Je volgt niemand.
watching-follows = Je volgt: { $addresses }.
# $games: private of public; $followers: on of off (de woorden van de instellingen).
watching-settings = Je partijen: { $games }; volgers: { $followers }.
watching-limits = Je kunt bij hoogstens { $games } partijen tegelijk meekijken en hoogstens { $players } spelers volgen.
observe-tournament-already = Je kijkt al mee bij toernooi #{ $id }. Met "unobserve tournament { $id }" stop je daarmee.
# $name: de naam van het toernooi; $playing: de lopende partijen ervan.
observe-tournament-started = Je kijkt vanaf nu mee bij toernooi #{ $id } ({ $name }): van { $playing ->
        [one] de lopende partij
       *[other] de { $playing } lopende partijen
    } krijg je vanaf de volgende zet elke zet per mail, en van elke partij die het toernooi daarna start alles vanaf het begin (nieuws over meerdere partijen tegelijk komt in één mail). Met "unobserve tournament { $id }" stop je daarmee.

# Bevestigingen met een antwoord. $asked: een van de zinsdelen asked-*.
confirm-subject = Bevestigen: { $asked }
confirm-request =
    Iemand (hopelijk jij) heeft voor dit adres bij de bot aangevraagd: { $asked }.

    Bevestig dat door deze mail te beantwoorden: het antwoord gaat naar een adres van de bot dat alleen in deze mail staat. Was jij het niet, doe dan niets: zonder antwoord begint er niets, en na { $days } dagen wordt de aanvraag vergeten.
asked-observe-game = meekijken bij partij #{ $id }
asked-observe-tournament = meekijken bij toernooi #{ $id }
asked-follow = { $address } volgen
asked-join = inschrijven voor toernooi #{ $id } ({ $name })
asked-seek = de open uitdaging "{ $line }" plaatsen
asked-accept-seek = open uitdaging #{ $n } aannemen
