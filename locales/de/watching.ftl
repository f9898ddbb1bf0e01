# Die Antworten auf observe, follow, followers, games private/public und die
# Bestätigungen, um die der Bot per Antwort bittet (Token-Verfahren).

# Der Betreff einer Antwort: $what ist observing, not-observing, following,
# not-following, followers oder your-games.
watch-subject =
    { $what ->
        [not-observing] Nicht mehr zuschauen
        [following] Spielern folgen
        [not-following] Nicht mehr folgen
        [followers] Wer Ihnen folgt
        [your-games] Ihre Partien
       *[observing] Zuschauen
    }
observe-already = Sie schauen Partie #{ $id } bereits zu. Mit "unobserve { $id }" bekommen Sie keine Mails mehr von ihr.
observe-start = Sie schauen ab jetzt Partie #{ $id } zu.
    { $headline }
observe-start-not-started = Die Partie hat noch nicht begonnen: Sie bekommen das Brett, sobald sie beginnt.
# $turn: der letzte Zug mit seiner Nummer (12. Sf3); $by: wer ihn gespielt hat.
observe-start-after = Die Stellung nach { $turn } (gespielt von { $by }).
observe-start-no-move = Die Partie hat begonnen; noch hat niemand gezogen.
unobserve-tournament = Sie schauen den Partien von Turnier #{ $id } nicht mehr zu.
unobserve-tournament-not = Den Partien von Turnier #{ $id } haben Sie gar nicht zugeschaut.
unobserve-game = Sie schauen Partie #{ $id } nicht mehr zu.
unobserve-game-not = Partie #{ $id } haben Sie gar nicht zugeschaut.
unobserve-all =
    { $count ->
        [0] Sie haben keiner Partie zugeschaut.
        [one] Sie schauen jetzt keiner Partie mehr zu (bisher einer).
       *[other] Sie schauen jetzt keiner Partie mehr zu (bisher { $count }).
    }
# $text: einer der unobserve-*-Sätze; $follows: die Spieler, denen der
# Leser weiter folgt, oder "none".
unobserve-answer =
    { $text }{ $follows ->
        [none] {""}
       *[other] {"\u000A"}Sie folgen weiterhin { $follows }: Deren neuen Partien schauen Sie also weiterhin zu ("unfollow all" beendet das).
    }
follow-already = Sie folgen { $address } bereits. "unfollow { $address }" beendet das.
follow-started = Sie folgen { $address }: Jeder Partie, die dieser Spieler ab jetzt beginnt, schauen Sie vom ersten Zug bis zum Ergebnis zu (außer er hält seine Partien privat oder hat "followers off" geschrieben). "unfollow { $address }" beendet das.
unfollow-one = Sie folgen { $address } nicht mehr. Die Partien dieses Spielers, denen Sie bereits zuschauen, bekommen Sie weiter per Mail, bis Sie "unobserve N" schreiben.
unfollow-not = Sie sind { $address } gar nicht gefolgt.
unfollow-nobody = Sie sind niemandem gefolgt.
unfollow-all = Sie folgen { $addresses } nicht mehr.
followers-on = Wer Ihnen folgt, schaut Ihren neuen Partien wieder zu (sofern Sie sie nicht mit "games private" privat halten).
followers-off = Wer Ihnen folgt, schaut Ihren Partien nicht mehr zu, auch den laufenden nicht. Jeder kann aber weiterhin mit "observe N" einer Ihrer Partien zuschauen, die nicht privat ist (mit "games private" bleiben die Spieler Ihrer Partien unter sich).
games-private = Ihre neuen Partien sind privat: Niemand kann ihnen zuschauen, und sie erscheinen nicht auf der Webseite. Das gilt für Ihre Herausforderungen und für Herausforderungen an Sie; bereits vereinbarte Partien bleiben, wie sie sind, und die Partien eines Turniers sind öffentlich, sofern es nicht als privat ausgeschrieben wurde.
games-public = Ihre neuen Partien sind wieder öffentlich (sofern eine Herausforderung nicht "private" enthält): Jeder kann ihnen zuschauen, und das Webarchiv zeigt sie; Sie erscheinen darin mit Ihrem Namen aus der Rangliste.

# Die Antwort auf "observe" allein.
watching-no-game = Sie schauen keiner Partie zu.
watching-games = Sie schauen zu:
# $sides: die Spieler (Weiß - Schwarz); $via: game, follow oder tournament.
watching-game =
    #{ $id } { $variant }: { $sides }{ $via ->
        [follow] {" "}(Sie folgen einem der Spieler)
        [tournament] {" "}(aus einem Turnier, dem Sie zuschauen)
       *[game] {""}
    }
# $tournaments: "#3" oder "#3, #5".
watching-tournaments = Sie schauen den Partien dieser Turniere zu: { $tournaments }.
watching-follow-nobody = Sie folgen niemandem.
watching-follows = Sie folgen: { $addresses }.
# $games: private oder public; $followers: on oder off (die Wörter der Befehle).
watching-settings = Ihre Einstellungen: "games { $games }", "followers { $followers }".
watching-limits =
    Sie können höchstens { $games ->
        [one] einer Partie
       *[other] { $games } Partien
    } gleichzeitig zuschauen und höchstens { $players ->
        [one] einem Spieler
       *[other] { $players } Spielern
    } folgen.
observe-tournament-already = Sie schauen Turnier #{ $id } bereits zu. "unobserve tournament { $id }" beendet das.
# $name: der Name des Turniers; $playing: seine laufenden Partien.
observe-tournament-started = Sie schauen ab jetzt Turnier #{ $id } ({ $name }) zu: Aus { $playing ->
        [one] seiner laufenden Partie
       *[other] seinen { $playing } laufenden Partien
    } bekommen Sie ab dem nächsten Zug jeden Zug per Mail, aus jeder Partie, die im Turnier noch beginnt, alle Züge von Anfang an (Neuigkeiten aus mehreren Partien kommen gemeinsam in einer Mail). "unobserve tournament { $id }" beendet das.

# Bestätigungen per Antwort. $asked: eine der asked-*-Wendungen (ein
# Infinitiv: "Partie #3 zuschauen").
confirm-subject = Bitte bestätigen: { $asked }
confirm-request =
    Jemand (hoffentlich Sie) hat beim Bot für diese Adresse angefragt: { $asked }.

    Zum Bestätigen antworten Sie auf diese Mail: Die Antwort geht an eine Adresse des Bots, die nur in dieser Mail steht. Waren Sie es nicht, tun Sie nichts: Ohne die Antwort geschieht nichts, und die Anfrage verfällt nach { $days ->
        [one] einem Tag
       *[other] { $days } Tagen
    }.
asked-observe-game = Partie #{ $id } zuschauen
asked-observe-tournament = den Partien von Turnier #{ $id } zuschauen
asked-follow = { $address } folgen
asked-join = sich zu Turnier #{ $id } ({ $name }) melden
asked-seek = das Gesuch "{ $line }" aufgeben
asked-accept-seek = Gesuch #{ $n } annehmen
