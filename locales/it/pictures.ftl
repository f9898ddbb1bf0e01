# Le parole delle immagini delle scacchiere: la posizione a parole per chi
# non vede l'immagine (il testo alternativo), la legenda dei pezzi eterodossi
# e le parole disegnate nelle immagini dell'archivio web.
# $color è White o Black; $role uno fra king, queen, chancellor, marshall,
# rook, bishop, knight, ghost, pawn, tandem (due pedoni sulla stessa casa,
# Tandem-Pawn Chess).

# Da che parte è disegnata la scacchiera, dopo il suo titolo se ne ha uno
# ($title: "Scacchiera A: tocca al Bianco").
picture-seen-from =
    Scacchiera vista dalla parte { $color ->
        [White] del Bianco
       *[Black] del Nero
    }.
picture-titled-seen-from =
    { $title }, vista dalla parte { $color ->
        [White] del Bianco
       *[Black] del Nero
    }.
# I pezzi di un colore su una scacchiera: $pieces elenca picture-pieces.
picture-army =
    { $color ->
        [White] Bianco
       *[Black] Nero
    }: { $pieces }.
picture-army-none =
    { $color ->
        [White] Bianco
       *[Black] Nero
    }: nessun pezzo.
# Un tipo di pezzo e le case dove si trova: "torri a1 e h1".
# $count è "one" o "many" (non un numero: dopo il nome vengono le case).
picture-pieces =
    { $count ->
        [one]
            { $role ->
                [king] re
                [queen] donna
                [chancellor] cancelliere
                [marshall] maresciallo
                [rook] torre
                [bishop] alfiere
                [knight] cavallo
                [ghost] fantasma
                [tandem] tandem
               *[pawn] pedone
            }
       *[many]
            { $role ->
                [king] re
                [queen] donne
                [chancellor] cancellieri
                [marshall] marescialli
                [rook] torri
                [bishop] alfieri
                [knight] cavalli
                [ghost] fantasmi
                [tandem] tandem
               *[pawn] pedoni
            }
    } { $squares }
# La riserva di un colore (i pezzi che può inserire): $pieces elenca
# picture-held.
picture-hand =
    Riserva { $color ->
        [White] del Bianco
       *[Black] del Nero
    }: { $pieces }.
picture-hand-empty =
    Riserva { $color ->
        [White] del Bianco
       *[Black] del Nero
    }: vuota.
# I pezzi di un tipo in riserva: "donna", "2 cavalli".
picture-held =
    { $n ->
        [1]
            { $role ->
                [queen] donna
                [chancellor] cancelliere
                [marshall] maresciallo
                [rook] torre
                [bishop] alfiere
                [knight] cavallo
                [ghost] fantasma
               *[pawn] pedone
            }
       *[other]
            { $n } { $role ->
                [queen] donne
                [chancellor] cancellieri
                [marshall] marescialli
                [rook] torri
                [bishop] alfieri
                [knight] cavalli
                [ghost] fantasmi
               *[pawn] pedoni
            }
    }
# L'ultimo turno: una mossa, o le mosse di un turno di più mosse.
picture-last-move = Ultima mossa: { $moves }.
picture-last-turn = Ultimo turno: { $moves }.
picture-move = da { $from } a { $to }
picture-drop = un pezzo inserito in { $square }
# La legenda dei pezzi eterodossi sotto le scacchiere di una mail: il pezzo,
# com'è disegnato, che cosa fa.
picture-legend =
    { $role ->
        [chancellor] Cancelliere (disegnato come un cavallo sulla base di un alfiere)
        [marshall] Maresciallo (disegnato come un cavallo sui merli di una torre)
        [ghost] Fantasma (disegnato come un lenzuolo con gli occhi)
       *[tandem] Tandem (disegnato come due pedoni affiancati)
    }: { $does }
# Lo stesso nelle immagini dell'archivio web, accanto al disegno del pezzo.
picture-legend-drawn =
    { $role ->
        [chancellor] cancelliere
        [marshall] maresciallo
        [ghost] fantasma
       *[tandem] tandem
    }: { $does }
# Che cosa fa un pezzo eterodosso. Il Tandem-84 ha due regole per il fantasma.
picture-does =
    { $what ->
        [chancellor] muove come un alfiere o come un cavallo
        [marshall] muove come una torre o come un cavallo
        [ghost-rook] muove come una torre sulla sua scacchiera e come un alfiere dopo un passaggio; può scambiarsi di posto con il primo pezzo amico sul suo percorso
        [ghost-queen] muove come una donna sulla sua scacchiera e come un nottambulo dopo un passaggio; i pezzi amici lo attraversano; può essere preso solo dal re avversario o quando fa da scudo al proprio re
        [tandem] due pedoni sulla stessa casa
       *[other] vedi le regole del gioco
    }
# La didascalia prima di una riserva disegnata nelle immagini dell'archivio
# web.
picture-hand-caption =
    Riserva { $color ->
        [White] del Bianco
       *[Black] del Nero
    }:
# I nomi delle scacchiere in un'immagine: una scacchiera del bughouse
# ($board: A o B) e le due metà del Tandem-84 con le loro colonne.
picture-board = Scacchiera { $board }
picture-board-left = Scacchiera di sinistra (a-f)
picture-board-right = Scacchiera di destra (g-l)
# Dopo la didascalia, per una riserva vuota.
picture-hand-none = vuota
