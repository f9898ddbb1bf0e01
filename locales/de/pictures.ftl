# Die Wörter der Brettbilder: die Stellung in Worten für Leser, die das
# Bild nicht sehen (der Alt-Text des Bildes), die Legende der Märchenfiguren
# und die Wörter in den Bildern des Web-Archivs.
# $color ist White oder Black; $role eines von king, queen, chancellor,
# marshall, rook, bishop, knight, ghost, pawn, tandem (zwei Bauern auf einem
# Feld, Tandem-Pawn Chess).

# Die Seite, von der aus ein Bild gezeichnet ist, nach der Überschrift des
# Bretts, falls es eine hat ($title: "Brett A: Weiß am Zug").
picture-seen-from =
    Aus der Sicht von { $color ->
        [White] Weiß
       *[Black] Schwarz
    }.
picture-titled-seen-from =
    { $title }, aus der Sicht von { $color ->
        [White] Weiß
       *[Black] Schwarz
    }.
# Die Figuren einer Seite auf einem Brett: $pieces ist eine Liste von
# picture-pieces.
picture-army =
    { $color ->
        [White] Weiß
       *[Black] Schwarz
    }: { $pieces }.
picture-army-none =
    { $color ->
        [White] Weiß
       *[Black] Schwarz
    }: keine Figuren.
# Eine Figurenart und ihre Felder: "Türme a1 und h1".
# $count ist "one" oder "many" (keine Zahl: die Felder folgen dem Namen).
picture-pieces =
    { $count ->
        [one]
            { $role ->
                [king] König
                [queen] Dame
                [chancellor] Kanzler
                [marshall] Marschall
                [rook] Turm
                [bishop] Läufer
                [knight] Springer
                [ghost] Geist
                [tandem] Tandem
               *[pawn] Bauer
            }
       *[many]
            { $role ->
                [king] Könige
                [queen] Damen
                [chancellor] Kanzler
                [marshall] Marschälle
                [rook] Türme
                [bishop] Läufer
                [knight] Springer
                [ghost] Geister
                [tandem] Tandems
               *[pawn] Bauern
            }
    } { $squares }
# Die Reserve einer Seite (die Figuren, die sie einsetzen darf): $pieces ist
# eine Liste von picture-held.
picture-hand =
    Reserve von { $color ->
        [White] Weiß
       *[Black] Schwarz
    }: { $pieces }.
picture-hand-empty =
    Reserve von { $color ->
        [White] Weiß
       *[Black] Schwarz
    }: leer.
# Figuren einer Art in der Reserve: "Dame", "2 Springer".
picture-held =
    { $n ->
        [1]
            { $role ->
                [queen] Dame
                [chancellor] Kanzler
                [marshall] Marschall
                [rook] Turm
                [bishop] Läufer
                [knight] Springer
                [ghost] Geist
               *[pawn] Bauer
            }
       *[other]
            { $n } { $role ->
                [queen] Damen
                [chancellor] Kanzler
                [marshall] Marschälle
                [rook] Türme
                [bishop] Läufer
                [knight] Springer
                [ghost] Geister
               *[pawn] Bauern
            }
    }
# Der letzte Zug: ein Zug, oder die Teilzüge eines Zuges aus mehreren.
picture-last-move = Letzter Zug: { $moves }.
picture-last-turn = Letzter Zug: { $moves }.
picture-move = { $from } nach { $to }
picture-drop = Einsetzen auf { $square }
# Die Legende der Märchenfiguren unter den Brettern einer Mail: die Figur,
# wie sie gezeichnet ist, was sie tut.
picture-legend =
    { $role ->
        [chancellor] Kanzler (dargestellt als Springer auf einem Läuferfuß)
        [marshall] Marschall (dargestellt als Springer auf Turmzinnen)
        [ghost] Geist (dargestellt als Laken mit Augen)
       *[tandem] Tandem (dargestellt als zwei Bauern nebeneinander)
    }: { $does }
# Dasselbe in den Bildern des Web-Archivs, neben der Figur.
picture-legend-drawn =
    { $role ->
        [chancellor] Kanzler
        [marshall] Marschall
        [ghost] Geist
       *[tandem] Tandem
    }: { $does }
# Was eine Märchenfigur tut. Tandem-84 kennt zwei Regelsätze für den Geist.
picture-does =
    { $what ->
        [chancellor] zieht wie ein Läufer oder wie ein Springer
        [marshall] zieht wie ein Turm oder wie ein Springer
        [ghost-rook] zieht auf seinem Brett wie ein Turm, nach einem Wechsel wie ein Läufer; darf mit der ersten eigenen Figur in seiner Bahn die Plätze tauschen
        [ghost-queen] zieht auf seinem Brett wie eine Dame, nach einem Wechsel wie ein Nachtreiter; eigene Figuren ziehen durch ihn hindurch; schlagbar nur durch den gegnerischen König oder solange er den eigenen König abschirmt
        [tandem] zwei Bauern auf einem Feld
       *[other] siehe die Spielregeln
    }
# Die Beschriftung vor einer Reserve in den Bildern des Web-Archivs.
picture-hand-caption =
    Reserve von { $color ->
        [White] Weiß
       *[Black] Schwarz
    }:
# Die Namen der Bretter in einem Bild: ein Bughouse-Brett ($board: A oder B)
# und die beiden Hälften von Tandem-84 mit ihren Linien.
picture-board = Brett { $board }
picture-board-left = Linkes Brett (a-f)
picture-board-right = Rechtes Brett (g-l)
# Nach der Beschriftung, für eine Reserve ohne Figuren.
picture-hand-none = leer
