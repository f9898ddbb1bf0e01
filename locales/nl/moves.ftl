# Een zet die de bot niet heeft gespeeld, en waarom (zie locales/en/moves.ftl).
# $piece is de Engelse naam van het stuk (pawn, knight, bishop, rook, queen, king …).

move-unreadable = ik kan "{ $input }" niet als zet lezen: { $reason }
move-illegal = "{ $input }" is hier niet reglementair: { $reason }
move-ambiguous = "{ $input }" is niet eenduidig: het kan { $candidates } zijn
move-did-you-mean = { $refusal }. Bedoel je { $candidates }?
move-game-over = de partij is afgelopen ({ $outcome })

list-or = { $a } { $next ->
       *[other] of
    } { $b }

## Een voorwaardelijke reeks die niet gespeeld kan worden

line-refused = in je reeks kan { $turn } ({ $whose }) { $when } niet gespeeld worden: { $reason }
line-their-turn = { $kind ->
        [double] de beurt van { $who }
       *[single] de zet van { $who }
    }
line-your-answer = je antwoord
line-now = nu
line-after = na { $turns }
line-game-over = de partij zou dan al afgelopen zijn ({ $outcome })

## Waarom: elk spel

reason-no-move = er staat geen zet in
reason-no-match = er past geen reglementaire zet bij
reason-ambiguous = er past meer dan één reglementaire zet bij
reason-in-check = { $reason } (je staat schaak)
reason-write-moves-like = schrijf zetten zoals { $examples }
reason-capture-mark-first = "{ $mark }" is geen stukletter, en het slagteken komt na de stukletter of na de lijn van de pion, zoals in { $piece-capture } of { $pawn-capture }
reason-game-over = de partij is afgelopen: er is geen reglementaire zet
reason-game-over-turn = de partij is afgelopen: er is geen reglementaire zet meer
reason-castle-in-check =
    je kunt niet { $side ->
        [kingside] kort
       *[queenside] lang
    } rokeren terwijl je schaak staat
reason-castle-impossible =
    { $side ->
        [kingside] korte
       *[queenside] lange
    } rokade is nu niet mogelijk (er staat een stuk tussen, de koning of de toren heeft al een zet gedaan, of een veld wordt aangevallen)
reason-no-drop =
    je hebt { $piece ->
        [pawn] geen pion
        [knight] geen paard
        [bishop] geen loper
        [rook] geen toren
        [queen] geen dame
        [chancellor] geen kanselier
        [marshall] geen maarschalk
        [ghost] geen spook
       *[other] geen stuk "{ $piece }"
    } in je reserve om op { $square } in te zetten, of het veld is bezet
reason-no-such-piece =
    je hebt { $piece ->
        [pawn] geen pion
        [knight] geen paard
        [bishop] geen loper
        [rook] geen toren
        [queen] geen dame
        [king] geen koning
        [chancellor] geen kanselier
        [marshall] geen maarschalk
        [ghost] geen spook
       *[other] geen stuk "{ $piece }"
    }
reason-none-reaches =
    { $piece ->
        [pawn] geen van je pionnen kan
        [knight] geen van je paarden kan
        [bishop] geen van je lopers kan
        [rook] geen van je torens kan
        [queen] geen van je dames kan
        [king] je koning kan niet
        [chancellor] geen van je kanseliers kan
        [marshall] geen van je maarschalken kan
        [ghost] geen van je spoken kan
       *[other] geen van je stukken "{ $piece }" kan
    } naar { $square }
reason-empty-square = er staat geen stuk op { $square }
reason-not-your-piece = het stuk op { $square } is niet van jou
reason-cannot-go =
    { $piece ->
        [pawn] je pion
        [knight] je paard
        [bishop] je loper
        [rook] je toren
        [queen] je dame
        [king] je koning
        [chancellor] je kanselier
        [marshall] je maarschalk
        [ghost] je spook
       *[other] je stuk "{ $piece }"
    } op { $from } kan niet naar { $square }

## Waarom: de gekozen notatie

reason-foreign-letter =
    "{ $letter }" is geen stukletter in de { $language ->
        [de] Duitse
        [ru] Russische
        [pl] Poolse
        [it] Italiaanse
        [es] Spaanse
        [fr] Franse
        [nl] Nederlandse
        [pt] Portugese
       *[en] Engelse
    } notatie, die je gekozen hebt: { $legend }; een pionzet heeft geen letter
reason-legend-piece =
    { $letter } ({ $piece ->
        [pawn] pion
        [knight] paard
        [bishop] loper
        [rook] toren
        [queen] dame
        [king] koning
        [chancellor] kanselier
        [marshall] maarschalk
        [ghost] spook
       *[other] { $piece }
    })
reason-legend-drop = { $letter }@ (een pion inzetten)
reason-legend-tandem = { $letter } (de hele tandem)
reason-numeric-none = { $variant } kent geen cijfernotatie (de borden hebben twaalf lijnen); schrijf zetten zoals { $examples }
reason-numeric-malformed = "{ $text }" is geen zet in cijfernotatie: zo'n zet bestaat uit vier cijfers, lijn en rij van het vertrekveld en dan die van het aankomstveld (a=1 … h=8, rijen 1-8), zoals 5254 voor e2-e4, met een vijfde cijfer bij promotie (1 dame, 2 toren, 3 loper, 4 paard)
reason-numeric-mixture = "{ $text }" mengt cijfernotatie met andere tekens: schrijf alleen de cijfers, zoals 5254, of de zet in algebraïsche notatie
reason-numeric-drop = "{ $text }": een inzet kun je niet in cijfernotatie schrijven; schrijf het stuk, @ en het veld, zoals { $drop } ({ $pawn-drop } voor een pion)
reason-numeric-no-drop = { $reason } (een inzet kun je niet in cijfernotatie schrijven: schrijf hem zoals { $example })

## Waarom: Two-Prong Chess

reason-still-in-check = die zet heft het schaak niet op
reason-leaves-king-in-check = je koning zou erna schaak staan
reason-only-with-another = { $reason }; die zet is alleen reglementair samen met een andere zet
reason-first-turn-of-game-single = de eerste beurt van Wit in de partij is een enkele zet
reason-first-move = de eerste zet "{ $part }": { $reason }
reason-second-move = de tweede zet "{ $part }": { $reason }
reason-dual-turn = een beurt is één zet, of twee zetten van verschillende stukken, met een schuine streep ertussen (zoals { $example })
reason-castling-whole-turn = de rokade is een hele beurt: die kan niet de helft van een dubbelzet zijn
reason-dual-same-piece =
    "{ $first }" en "{ $second }" zijn allebei zetten van { $piece ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
        [king] de koning
       *[other] het stuk "{ $piece }"
    } op { $square }; voor een dubbelzet zijn twee verschillende stukken nodig
reason-dual-same-square = beide zetten eindigen op { $square }: twee stukken kunnen niet op hetzelfde veld terechtkomen
reason-dual-same-capture = beide zetten slaan hetzelfde stuk
reason-dual-still-in-check = na beide zetten zou je koning nog schaak staan
reason-dual-in-check = na beide zetten zou je koning schaak staan

## Waarom: Tandem-84

reason-t84-turn = een beurt is één zet, of twee zetten met een schuine streep ertussen, zoals { $example }
reason-t84-not-a-move = "{ $part }" is geen zet; schrijf zetten zoals { $examples }
reason-first-turn-single = de eerste beurt van Wit is één zet
reason-cannot-start = met de zet "{ $part }" kan hier geen reglementaire beurt beginnen
reason-add-second = een beurt is hier twee zetten: voeg na "{ $part }" een tweede zet op het andere bord toe
reason-no-second = na "{ $part }" is geen tweede zet mogelijk, dus de beurt bestaat alleen uit "{ $part }"
reason-bad-second = "{ $second }" is geen reglementaire tweede zet na "{ $first }" (die moet met een ander stuk zijn, op het andere bord beginnen en je koning niet schaak laten staan)

## Waarom: Tandem-Pawn Chess

reason-tandem-pawn-moves = schrijf zetten zoals { $pawn }, { $capture }, { $tandem } (de hele tandem), { $rocket } (een raket), { $knight } of { $castle }
reason-tandem-whole-can = één pion alleen kan die zet hier niet doen (een losse pion kan geen tandem slaan), maar de hele tandem wel: schrijf TT voor de zet
reason-tandem-rocket = geen losse pion doet die zet; het is een raket, die je met ^ schrijft
reason-tandem-not-whole = geen enkele tandem als geheel kan die zet doen; zonder TT zet je één pion
reason-tandem-no-rocket = er komt daar geen raket terecht; voor een raket is een tandem nodig waarvan het veld erachter en de twee velden ervoor leeg zijn

## Waarom: de spellen op twee borden

reason-match-over = de wedstrijd is afgelopen
reason-no-board-can-move = op geen enkel bord kan nu gezet worden
reason-both-boards = die zet is op beide borden reglementair: geef aan op welk bord, zoals A:e4 of B:e4
reason-waits-for-piece =
    { $color ->
        [White] Wit
       *[Black] Zwart
    } staat schaak op bord { $board } en wacht op een stuk van zijn partner om het schaak te blokkeren
reason-board-can-move = op bord { $board } kan gezet worden
reason-board-over = de partij op bord { $board } is afgelopen
reason-on-board = op bord { $board }: { $reason }
reason-label-alone = een bordaanduiding zonder zet erna
reason-one-move = één zet tegelijk
reason-one-move-with-board = één zet tegelijk, met het bord erbij: { $examples }
reason-your-board = je speelt op bord { $board }
reason-their-move-on-board =
    op bord { $board } is { $color ->
        [White] Wit
       *[Black] Zwart
    } aan zet
reason-only-board = deze beurt wordt alleen op bord { $board } gespeeld
reason-only-board-one-move = deze beurt wordt alleen op bord { $board } gespeeld: één zet
reason-sync-turn = een beurt is een zet op bord A en dan één op bord B: schrijf ze als { $a }/{ $b } (of A: { $a } B: { $b })
reason-board-a-first = de zet op bord A komt eerst: { $reason }
reason-move-missing = er ontbreekt een zet: { $reason }
reason-same-board = beide zetten noemen hetzelfde bord: { $reason }
reason-too-many-moves = te veel zetten: { $reason }
reason-ends-match = { $move } beëindigt de wedstrijd: de beurt eindigt daar

## Waarom: een letter uit de notatie van een andere taal, het symbool van een stuk dat het spel niet kent

# "S is een paard in de Duitse en Poolse notatie": $languages bestaat uit
# reason-language, verbonden door reason-and (en reason-list).
reason-letter-means =
    { $letter } is { $piece ->
        [pawn] een pion
        [knight] een paard
        [bishop] een loper
        [rook] een toren
        [queen] een dame
        [king] een koning
        [chancellor] een kanselier
        [marshall] een maarschalk
        [ghost] een spook
       *[other] een stuk "{ $piece }"
    } in de { $languages } notatie
reason-language =
    { $language ->
        [de] Duitse
        [ru] Russische
        [pl] Poolse
        [it] Italiaanse
        [es] Spaanse
        [fr] Franse
        [nl] Nederlandse
        [pt] Portugese
       *[en] Engelse
    }
reason-and = { $a } { $next ->
       *[other] en
    } { $b }
reason-or = { $a } { $next ->
       *[other] of
    } { $b }
# Onderdelen met komma's ertussen (het deel vóór "en"/"of").
reason-list = { $items }
# De commandoregel die overschakelt op de letters van een andere taal.
reason-notation-line = "notation { $code }"
# De eigen notatie van de lezer: de letters van een andere taal, figurinen,
# ICCF-cijfers; tussen haakjes na "je eigen notatie".
reason-notation-letters =
    { $language ->
        [de] Duitse
        [ru] Russische
        [pl] Poolse
        [it] Italiaanse
        [es] Spaanse
        [fr] Franse
        [nl] Nederlandse
        [pt] Portugese
       *[en] Engelse
    } letters
reason-notation-figurine = figurinenotatie
reason-notation-iccf = ICCF-cijfernotatie
# $meanings: reason-letter-means, met komma's ertussen; $mine:
# reason-notation-*; $lines: reason-notation-line, verbonden door reason-or.
# -one: de letters zijn van één taal ($language); -many: van meer talen.
reason-other-letters-one =
    { $meanings }, maar niet in je eigen notatie ({ $mine }); met de regel { $lines } schrijf je voortaan met { $language ->
        [de] Duitse
        [ru] Russische
        [pl] Poolse
        [it] Italiaanse
        [es] Spaanse
        [fr] Franse
        [nl] Nederlandse
        [pt] Portugese
       *[en] Engelse
    } letters
reason-other-letters-many = { $meanings }, maar niet in je eigen notatie ({ $mine }); met de regel { $lines } schrijf je voortaan met de letters van die taal
# $glyph: het schaaksymbool dat de speler schreef; $pieces: reason-glyph-pieces*.
reason-glyph-piece =
    { $glyph } is { $piece ->
        [pawn] een pion
        [knight] een paard
        [bishop] een loper
        [rook] een toren
        [queen] een dame
        [king] een koning
        [chancellor] een kanselier
        [marshall] een maarschalk
        [ghost] een spook
       *[other] een stuk "{ $piece }"
    }, een stuk dat het spel { $variant } niet kent; de stukken van dat spel zijn { $pieces }
reason-glyph-knight-queen = { $glyph } is een paard-dame, een stuk dat het spel { $variant } niet kent; de stukken van dat spel zijn { $pieces }
reason-glyph-fairy = { $glyph } is een sprookjesschaakstuk, dat het spel { $variant } niet kent; de stukken van dat spel zijn { $pieces }
reason-glyph-pieces = { $glyphs }
reason-glyph-pieces-tandem84 =
    { $glyphs } en C ({ $chancellor ->
        [chancellor] kanselier
       *[other] { $chancellor }
    }), M ({ $marshall ->
        [marshall] maarschalk
       *[other] { $marshall }
    }), G ({ $ghost ->
        [ghost] spook
       *[other] { $ghost }
    })

## Een beurt in woorden, tussen haakjes na de beurt ("1. Pf3 (Wit zette het
## paard van g1 naar f3)"): geen punt aan het eind. $color: White of Black
## (wie zet); $piece, $other: de Engelse naam van een stuk (pawn, knight,
## bishop, rook, queen, king, chancellor, marshall, ghost); $from, $to, $back,
## $twin: velden; $turn, $part, $a, $b, $parts: turn-*-berichten. Wit en Zwart
## met een hoofdletter; "hij" in "waarbij hij" is Wit of Zwart, of de tandem
## of pion die slaat.

turn-move =
    { $color ->
        [White] Wit
       *[Black] Zwart
    } zette { $piece ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
        [king] de koning
        [chancellor] de kanselier
        [marshall] de maarschalk
        [ghost] het spook
       *[other] het stuk "{ $piece }"
    } van { $from } naar { $to }
# $wing: kingside of queenside.
turn-castle =
    { $color ->
        [White] Wit
       *[Black] Zwart
    } rokeerde { $wing ->
        [kingside] kort
       *[queenside] lang
    }
turn-drop =
    { $color ->
        [White] Wit
       *[Black] Zwart
    } zette { $piece ->
        [pawn] een pion
        [knight] een paard
        [bishop] een loper
        [rook] een toren
        [queen] een dame
        [king] een koning
        [chancellor] een kanselier
        [marshall] een maarschalk
        [ghost] een spook
       *[other] een stuk "{ $piece }"
    } in op { $to }
turn-capture =
    { $turn }, waarbij hij { $piece ->
        [pawn] een pion
        [knight] een paard
        [bishop] een loper
        [rook] een toren
        [queen] een dame
        [king] een koning
        [chancellor] een kanselier
        [marshall] een maarschalk
        [ghost] een spook
       *[other] een stuk "{ $piece }"
    } sloeg
turn-capture-en-passant = { $turn }, waarbij hij en passant een pion sloeg
turn-promotion =
    { $turn } en promoveerde tot { $piece ->
        [pawn] pion
        [knight] paard
        [bishop] loper
        [rook] toren
        [queen] dame
        [king] koning
        [chancellor] kanselier
        [marshall] maarschalk
        [ghost] spook
       *[other] { $piece }
    }
turn-then = { $a }; daarna { $b }
turn-none = geen zet
# Een beurt die geen enkel spel uitgebreider beschrijft: de notatie ervan.
turn-notation = { $turn }
# Two-Prong Chess: één of twee zetten tegelijk.
turn-prong-one =
    { $color ->
        [White] Wit
       *[Black] Zwart
    } speelde { $part }
turn-prong-two =
    { $color ->
        [White] Wit
       *[Black] Zwart
    } speelde { $a }, en tegelijkertijd { $b }
turn-prong-part =
    { $piece ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
        [king] de koning
        [chancellor] de kanselier
        [marshall] de maarschalk
        [ghost] het spook
       *[other] het stuk "{ $piece }"
    } van { $from } naar { $to }
turn-prong-castled =
    { $wing ->
        [kingside] de korte rokade
       *[queenside] de lange rokade
    }
turn-prong-capture =
    { $part }, waarbij hij { $piece ->
        [pawn] een pion
        [knight] een paard
        [bishop] een loper
        [rook] een toren
        [queen] een dame
        [king] een koning
        [chancellor] een kanselier
        [marshall] een maarschalk
        [ghost] een spook
       *[other] een stuk "{ $piece }"
    } sloeg
turn-prong-capture-en-passant = { $part }, waarbij hij en passant een pion sloeg
turn-prong-promotion =
    { $part }, met promotie tot { $piece ->
        [pawn] pion
        [knight] paard
        [bishop] loper
        [rook] toren
        [queen] dame
        [king] koning
        [chancellor] kanselier
        [marshall] maarschalk
        [ghost] spook
       *[other] { $piece }
    }
# Tandem-Pawn Chess: pionnen en tandems (twee pionnen op één veld).
turn-tandem-advanced =
    de { $color ->
        [White] witte
       *[Black] zwarte
    } tandem op { $from } rukte op naar { $to }
turn-tandem-captured =
    de { $color ->
        [White] witte
       *[Black] zwarte
    } tandem op { $from } sloeg op { $to }
turn-tandem-rocket =
    de { $color ->
        [White] witte
       *[Black] zwarte
    } tandem op { $from } vuurde een raket af: één pion deed een stap terug naar { $back }, de andere sprong naar { $to }
turn-tandem-one-advanced =
    één pion van de { $color ->
        [White] witte
       *[Black] zwarte
    } tandem op { $from } rukte op naar { $to }
turn-tandem-one-captured =
    één pion van de { $color ->
        [White] witte
       *[Black] zwarte
    } tandem op { $from } sloeg op { $to }
turn-pawn-advanced =
    de { $color ->
        [White] witte
       *[Black] zwarte
    } pion op { $from } rukte op naar { $to }
turn-pawn-captured =
    de { $color ->
        [White] witte
       *[Black] zwarte
    } pion op { $from } sloeg op { $to }
turn-capture-tandem = { $turn }, waarbij hij een tandem van twee pionnen sloeg
turn-capture-tandem-en-passant = { $turn }, waarbij hij en passant een tandem van twee pionnen sloeg
turn-became =
    { $turn } en promoveerde tot { $piece ->
        [pawn] pion
        [knight] paard
        [bishop] loper
        [rook] toren
        [queen] dame
        [king] koning
        [chancellor] kanselier
        [marshall] maarschalk
        [ghost] spook
       *[other] { $piece }
    }
# Tandem-84: twee borden naast elkaar; een beurt van één of meer zetten
# ("Wit speelde de loper van c1 naar g5; daarna het paard ...").
turn-t84 =
    { $color ->
        [White] Wit
       *[Black] Zwart
    } speelde { $parts }
turn-t84-move =
    { $piece ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
        [king] de koning
        [chancellor] de kanselier
        [marshall] de maarschalk
        [ghost] het spook
       *[other] het stuk "{ $piece }"
    } van { $from } naar { $to }
turn-t84-cross =
    { $piece ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
        [king] de koning
        [chancellor] de kanselier
        [marshall] de maarschalk
        [ghost] het spook
       *[other] het stuk "{ $piece }"
    } van { $from } met een overstap naar { $twin } en verder naar { $to }
turn-t84-castle = de rokade op het thuisbord
turn-t84-drop-castle = de overstaprokade naar het andere bord
turn-t84-swap =
    een bordruil van { $piece ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
        [king] de koning
        [chancellor] de kanselier
        [marshall] de maarschalk
        [ghost] het spook
       *[other] het stuk "{ $piece }"
    } op { $from } en { $other ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
        [king] de koning
        [chancellor] de kanselier
        [marshall] de maarschalk
        [ghost] het spook
       *[other] het stuk "{ $other }"
    } op { $to }
turn-t84-ghost-swap =
    het spook van { $from } naar { $to }, waar het van plaats ruilde met { $other ->
        [pawn] de pion
        [knight] het paard
        [bishop] de loper
        [rook] de toren
        [queen] de dame
        [king] de koning
        [chancellor] de kanselier
        [marshall] de maarschalk
        [ghost] het spook
       *[other] het stuk "{ $other }"
    }
turn-t84-both-leave = { $turn }, waarna beide stukken van het bord verdwenen
turn-t84-promotion =
    { $turn }, met promotie tot { $piece ->
        [pawn] pion
        [knight] paard
        [bishop] loper
        [rook] toren
        [queen] dame
        [king] koning
        [chancellor] kanselier
        [marshall] maarschalk
        [ghost] spook
       *[other] { $piece }
    }
# Bughouse (twee borden, A en B): $board is A of B; het geslagen stuk komt
# in de reserve van de partner op het andere bord ($color: wiens reserve).
turn-on-board-first = Op bord { $board }: { $turn }
turn-on-board = op bord { $board }: { $turn }
turn-goes-to-hand =
    { $turn }, waarna het geslagen stuk in de reserve van { $color ->
        [White] Wit
       *[Black] Zwart
    } op bord { $board } kwam
turn-goes-to-hand-as =
    { $turn }, waarna het geslagen stuk als { $piece ->
        [pawn] pion
        [knight] paard
        [bishop] loper
        [rook] toren
        [queen] dame
        [king] koning
        [chancellor] kanselier
        [marshall] maarschalk
        [ghost] spook
       *[other] { $piece }
    } in de reserve van { $color ->
        [White] Wit
       *[Black] Zwart
    } op bord { $board } kwam
