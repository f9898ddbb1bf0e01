# De antwoorden over de instellingen van een speler: herinneringen, notatie,
# voorwaardelijke zetten. Vertaald uit locales/en/settings.ftl; termen
# volgens GLOSSARY.md.

remind-subject = Je herinneringen
# $before, $after: een tijdsduur (duration-*).
remind-last-call = een laatste herinnering { $before } voordat de termijn verstrijkt
remind-no-last-call = geen laatste herinnering voordat de termijn verstrijkt
# $last_call: remind-last-call of remind-no-last-call.
remind-each-after = Je krijgt een herinnering als je in een partij al { $after } aan zet bent, en { $last_call }.
remind-each = Je krijgt { $last_call }.
# $hour: 07:00 (UTC).
remind-digest = Je krijgt één mail per dag, om { $hour } UTC, met de partijen waarin je aan zet bent, en { $last_call }.
remind-off = Je krijgt geen herinneringen. De termijnen gelden wel: is de tijd om, dan geldt: { $consequence }.
remind-server-off = (Deze server stuurt op dit moment geen herinneringen; je instelling wordt bewaard voor als hij dat weer doet.)
remind-how = Wil je dit veranderen, schrijf dan een van deze regels:

# Een tijdsduur: "1 dag en 6 uur". $unit: week, day, hour, minute of second.
duration-part =
    { $unit ->
        [week] { $n ->
            [one] { $n } week
          *[other] { $n } weken
        }
        [day] { $n ->
            [one] { $n } dag
          *[other] { $n } dagen
        }
        [hour] { $n ->
            [one] { $n } uur
          *[other] { $n } uur
        }
        [minute] { $n ->
            [one] { $n } minuut
          *[other] { $n } minuten
        }
       *[second] { $n ->
            [one] { $n } seconde
          *[other] { $n } seconden
        }
    }
duration-two = { $a } en { $b }

notation-subject = Je notatie
notation-how = Wil je die veranderen, schrijf dan een van deze regels:
# $reads: een van de zinnen notation-reads-*.
notation-setting =
    { $reads }
    Elke speler kan ook zetten in figurinenotatie (♘f3) en cijfernotatie (7163) schrijven; PGN blijft in Engelse notatie, zoals de standaard voorschrijft.
notation-reads-english = Je schrijft en leest zetten in Engelse algebraïsche notatie (K Q R B N).
# $code: de taal van de stukletters; $letters: de letters met hun stukken.
notation-reads-letters =
    Je schrijft en leest zetten met { $code ->
        [de] de Duitse
        [ru] de Russische
        [pl] de Poolse
        [it] de Italiaanse
        [es] de Spaanse
        [fr] de Franse
        [nl] de Nederlandse
        [pt] de Portugese
       *[en] de Engelse
    } stukletters: { $letters }. Andere letters dan deze leest de bot niet van je.
notation-reads-figurine = De bot schrijft je zetten in figurinenotatie (♔ ♕ ♖ ♗ ♘); je kunt ze zelf zo schrijven, of met Engelse letters.
notation-reads-iccf = De bot schrijft je zetten in ICCF-cijfernotatie (5254 voor e2-e4, 5171 voor de rokade, 57581 voor e8=Q; een inzet blijft N@f3); je kunt ze zelf zo schrijven, of in Engelse algebraïsche notatie.
notation-example = Bijvoorbeeld: { $moves }

conditions-subject = Je voorwaardelijke zetten
# $line: de beurten van de reeks; $replaced: yes als die een reeks vervangt.
conditions-noted =
    Genoteerd: { $line }.{ $replaced ->
        [yes] {" "}Deze reeks vervangt je reeks die met dezelfde zet begon.
       *[no] {""}
    }
conditions-dropped =
    { $count ->
        [0] Je had geen voorwaardelijke zetten staan.
        [one] Je reeks voorwaardelijke zetten is geschrapt.
       *[other] Je { $count } reeksen voorwaardelijke zetten zijn geschrapt.
    }
conditions-none = Je hebt in partij #{ $id } geen voorwaardelijke zetten staan.
conditions-head = Je voorwaardelijke zetten in partij #{ $id } (alleen jij ziet ze):
conditions-how = Speelt je tegenstander de eerste zet van een ervan, dan speelt de bot meteen jouw antwoord; elke andere zet laat ze allemaal vervallen, en een remiseaanbod ook. Met "conditions clear" schrap je ze nu.
# Een stukletter met haar stuk: "P (paard)". $role: king, queen, rook,
# bishop of knight.
notation-letter =
    { $letter } ({ $role ->
        [king] koning
        [queen] dame
        [rook] toren
        [bishop] loper
       *[knight] paard
    })
