# De open uitdagingen: de antwoorden op seek/unseek/notify seeks, de lijsten
# en het dagoverzicht van nieuwe open uitdagingen.
# Vertaald uit locales/en/lobby.ftl; termen volgens GLOSSARY.md
# (seek = open uitdaging; "haar" verwijst naar de uitdaging, zoals in help.txt).

# De voorwaarden van een open uitdaging: "Schaken, 3 dagen per zet, telt mee
# voor de rating, de uitdager speelt met Wit, als team met bob, voor spelers
# met een rating van 1400 tot 1700, privé".
# $rated: rated of casual; $side: white, black of none; $partner: een naam,
# of none; $range: seek-range of seek-range-anyone; $private: yes of no.
seek-terms =
    { $variant }, { $control }, { $rated ->
        [casual] vriendschappelijk
       *[rated] telt mee voor de rating
    }{ $side ->
        [white] , de uitdager speelt met Wit
        [black] , de uitdager speelt met Zwart
       *[none] {""}
    }{ $partner ->
        [none] {""}
       *[other] , als team met { $partner }
    }, { $range }{ $private ->
        [yes] , privé
       *[no] {""}
    }
seek-range-anyone = iedereen mag haar aannemen
# $max: een getal, of none.
seek-range =
    voor spelers met een rating { $max ->
        [none] van { $min } of hoger
       *[other] van { $min } tot { $max }
    }
# Eén regel van een lijst met open uitdagingen: "#12 Schaken, 3 dagen per
# zet, telt mee voor de rating, kleur vrij: bob (1512), voor ratings 1400-1700; staat 3 u
# open". $min en $max: het ratingbereik van wie haar mag aannemen, of none;
# $age: age-*; $mine: yes voor die van de lezer zelf.
seek-line =
    #{ $id } { $variant }, { $control }, { $rated ->
        [casual] vriendschappelijk
       *[rated] telt mee voor de rating
    }, { $side ->
        [white] uitdager met Wit
        [black] uitdager met Zwart
       *[none] kleur vrij
    }: { $who } ({ $rating }){ $min ->
        [none] {""}
       *[other] , voor ratings { $max ->
            [none] vanaf { $min }
          *[other] { $min }-{ $max }
        }
    }; staat { $age } open{ $mine ->
        [yes] {"  "}(van jou)
       *[no] {""}
    }
age-minutes = { $n } min
age-hours = { $n } u
age-days =
    { $n ->
        [one] { $n } dag
       *[other] { $n } dagen
    }
seek-waiting-line = #{ $id } wacht op de bevestiging van je partner: { $terms }

# De lijst met open uitdagingen en het dagoverzicht.
seeks-subject = Open uitdagingen
seeks-subject-game = Open uitdagingen: { $game }
seeks-subject-new = Nieuwe open uitdagingen
seeks-digest-intro = Nieuwe open uitdagingen in de spellen waarvoor je om bericht hebt gevraagd:
seeks-digest-how = Wil je er een aannemen, schrijf dan "accept seek N" aan { $bot }. Met "notify seeks off" stop je deze mails (hoogstens één per dag).
seeks-open = Open uitdagingen, de langst wachtende eerst ({ $total } in totaal):
seeks-open-game = Open uitdagingen in { $game }, de langst wachtende eerst ({ $total } in totaal):
seeks-more = ... en nog { $more } ("seeks SPEL" toont die van één spel).
seeks-none = Op dit moment zoekt niemand een partij.
seeks-none-game = Op dit moment zoekt niemand een partij { $game }.
seeks-waiting = Open uitdagingen van je team die op je partner wachten:
seeks-how = Met "accept seek N" neem je open uitdaging N aan: de partij begint meteen. Zelf een open uitdaging plaatsen doe je met "seek SPEL" (desgewenst met "days N", "casual", "as white|black", "rating MIN-MAX", "private"); past er een andere open uitdaging bij, dan word je daar meteen aan gekoppeld, anders wacht je uitdaging { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } tot iemand haar aanneemt. De rest staat in "help".

# De antwoorden.
seek-partner-invite-subject = { $who } vraagt je om samen als team { $variant } te spelen
seek-partner-invite =
    { $who } ({ $address }) zoekt een partij { $variant } en wil jou als partner: { $terms }.

    Wil je meespelen, schrijf dan "accept seek { $id }" aan { $bot }. De partij begint zodra er een ander team (of twee losse spelers) gevonden is; dan hoort iedereen wie met wie en op welk bord speelt. Wil je niet, doe dan niets.
seek-waits-for-partner-subject = Open uitdaging #{ $id }: wacht op je partner
seek-waits-for-partner = Je open uitdaging #{ $id } ({ $terms }) wacht tot { $partner } bevestigt (met "accept seek { $id }"); daarna staat ze ook voor anderen open.
seek-open-subject = Open uitdaging #{ $id } staat open
# $four: yes bij de spellen voor vier.
seek-open =
    Je open uitdaging #{ $id } staat open: { $terms }.{ $four ->
        [yes] {" "}De partij begint zodra er vier spelers zijn.
       *[no] {""}
    } Iedereen kan haar aannemen met "accept seek { $id }"; past er een open uitdaging van iemand anders bij, dan worden ze meteen aan elkaar gekoppeld. Ze blijft { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } openstaan; met "unseek { $id }" trek je haar in, "seeks" toont de open uitdagingen.
# De eerste regel van de bordmail van de nieuwe partij. $seeks: hoeveel open
# uitdagingen gekoppeld zijn; $numbers: hun nummers (#12, #14).
seek-game-started =
    De partij is begonnen: { $seeks ->
        [one] open uitdaging { $numbers } is aangenomen
       *[other] de open uitdagingen { $numbers } zijn aan elkaar gekoppeld
    }. Spelers: { $players }.{ $four ->
        [yes] {" "}Partners: Wit op bord A met Zwart op bord B, tegen de andere twee.
       *[no] {""}
    }
seek-partner-confirmed-subject = Open uitdaging #{ $n }: je partner heeft bevestigd
seek-partner-confirmed = { $who } heeft bevestigd: open uitdaging #{ $n } van je team staat open.
seek-joined-subject = Open uitdaging #{ $first }: je doet mee
seek-joined = Je doet mee met open uitdaging #{ $first }: de partij begint zodra er vier spelers zijn. Je plaats wordt bewaard als open uitdaging #{ $id } (die { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } openstaat; met "unseek { $id }" trek je haar in).
unseek-subject = Open uitdagingen ingetrokken
unseek-one = Je open uitdaging #{ $n } is ingetrokken.
unseek-all =
    { $count ->
        [0] Je had geen open uitdaging.
        [one] Je open uitdaging is ingetrokken.
       *[other] Je { $count } open uitdagingen zijn ingetrokken.
    }
notify-seeks-subject = Bericht over open uitdagingen
notify-seeks-none = Je had niet om bericht over open uitdagingen gevraagd.
notify-seeks-off = Je krijgt geen bericht meer over nieuwe open uitdagingen.
notify-seeks-on = Je krijgt hoogstens één mail per dag met de nieuwe open uitdagingen in { $games } (alleen op dagen dat er nieuwe zijn). Met "notify seeks off" stop je daarmee.
seek-expired-subject = Open uitdaging #{ $id } is verlopen
seek-expired = Je open uitdaging #{ $id } ({ $terms }) heeft { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } opengestaan zonder dat iemand haar heeft aangenomen, en is dus verlopen. Met "seek ..." plaats je haar opnieuw; "seeks" toont de open uitdagingen.
