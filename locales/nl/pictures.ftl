# De woorden van de bordplaatjes: de stelling in woorden voor wie het
# plaatje niet kan zien (de alt-tekst), de legenda van de sprookjesstukken
# en de woorden in de plaatjes van het webarchief.
# $color is White of Black; $role een van king, queen, chancellor,
# marshall, rook, bishop, knight, ghost, pawn, tandem (twee pionnen op één
# veld, Tandem-Pawn Chess).

# Van welke kant het bord getekend is, na de titel van het bord als het er
# een heeft ($title: "Bord A: Wit aan zet").
picture-seen-from =
    Vanaf de { $color ->
        [White] witte
       *[Black] zwarte
    } kant gezien.
picture-titled-seen-from =
    { $title }, vanaf de { $color ->
        [White] witte
       *[Black] zwarte
    } kant gezien.
# De stukken van één kant op een bord: $pieces somt picture-pieces op.
picture-army =
    { $color ->
        [White] Wit
       *[Black] Zwart
    }: { $pieces }.
picture-army-none =
    { $color ->
        [White] Wit
       *[Black] Zwart
    }: geen stukken.
# Eén soort stuk en de velden waar het staat: "torens a1 en h1".
# $count is "one" of "many" (geen getal: de velden volgen op de naam).
picture-pieces =
    { $count ->
        [one]
            { $role ->
                [king] koning
                [queen] dame
                [chancellor] kanselier
                [marshall] maarschalk
                [rook] toren
                [bishop] loper
                [knight] paard
                [ghost] spook
                [tandem] tandem
               *[pawn] pion
            }
       *[many]
            { $role ->
                [king] koningen
                [queen] dames
                [chancellor] kanseliers
                [marshall] maarschalken
                [rook] torens
                [bishop] lopers
                [knight] paarden
                [ghost] spoken
                [tandem] tandems
               *[pawn] pionnen
            }
    } { $squares }
# De reserve van een kant (de stukken die hij mag inzetten): $pieces somt
# picture-held op.
picture-hand =
    Reserve van { $color ->
        [White] Wit
       *[Black] Zwart
    }: { $pieces }.
picture-hand-empty =
    Reserve van { $color ->
        [White] Wit
       *[Black] Zwart
    }: leeg.
# Stukken van één soort in de reserve: "dame", "2 paarden".
picture-held =
    { $n ->
        [1]
            { $role ->
                [queen] dame
                [chancellor] kanselier
                [marshall] maarschalk
                [rook] toren
                [bishop] loper
                [knight] paard
                [ghost] spook
               *[pawn] pion
            }
       *[other]
            { $n } { $role ->
                [queen] dames
                [chancellor] kanseliers
                [marshall] maarschalken
                [rook] torens
                [bishop] lopers
                [knight] paarden
                [ghost] spoken
               *[pawn] pionnen
            }
    }
# De laatste beurt: één zet, of de zetten van een beurt van meer zetten.
picture-last-move = Laatste zet: { $moves }.
picture-last-turn = Laatste beurt: { $moves }.
picture-move = { $from } naar { $to }
picture-drop = een stuk ingezet op { $square }
# De legenda van de sprookjesstukken onder de borden van een mail: het stuk,
# hoe het getekend is, wat het doet.
picture-legend =
    { $role ->
        [chancellor] Kanselier (getekend als een paard op de voet van een loper)
        [marshall] Maarschalk (getekend als een paard op de kantelen van een toren)
        [ghost] Spook (getekend als een laken met ogen)
       *[tandem] Tandem (getekend als twee pionnen naast elkaar)
    }: { $does }
# Hetzelfde in de plaatjes van het webarchief, naast de tekening van het stuk.
picture-legend-drawn =
    { $role ->
        [chancellor] kanselier
        [marshall] maarschalk
        [ghost] spook
       *[tandem] tandem
    }: { $does }
# Wat een sprookjesstuk doet. Tandem-84 kent twee regelsets voor het spook.
picture-does =
    { $what ->
        [chancellor] zet als een loper of als een paard
        [marshall] zet als een toren of als een paard
        [ghost-rook] zet als een toren op het bord waar het staat, als een loper na een overstap; mag van plaats ruilen met het eerste eigen stuk op zijn pad
        [ghost-queen] zet als een dame op het bord waar het staat, als een nachtruiter na een overstap; eigen stukken gaan erdoorheen; alleen te slaan door een koning of zolang het een schaak blokkeert
        [tandem] twee pionnen op één veld
       *[other] zie de regels van het spel
    }
# Het opschrift voor een reserve in de plaatjes van het webarchief.
picture-hand-caption =
    Reserve van { $color ->
        [White] Wit
       *[Black] Zwart
    }:
# De namen van de borden in een plaatje: een bughousebord ($board: A of B)
# en de twee helften van Tandem-84 met hun lijnen.
picture-board = Bord { $board }
picture-board-left = Linkerbord (a-f)
picture-board-right = Rechterbord (g-l)
# Na het opschrift, voor een reserve zonder stukken.
picture-hand-none = leeg
