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
unobserve-tournament = Sie schauen Turnier #{ $id } (und seinen Partien) nicht mehr zu.
unobserve-tournament-not = Sie haben Turnier #{ $id } nicht zugeschaut.
unobserve-game = Sie schauen Partie #{ $id } nicht mehr zu.
unobserve-game-not = Sie haben Partie #{ $id } nicht zugeschaut.
unobserve-all =
    { $count ->
        [0] Sie haben keiner Partie zugeschaut.
        [one] Sie schauen der Partie, der Sie zugeschaut haben, nicht mehr zu.
       *[other] Sie schauen den { $count } Partien, denen Sie zugeschaut haben, nicht mehr zu.
    }
# $text: einer der unobserve-*-Sätze; $follows: die Spieler, denen der
# Leser weiter folgt, oder "none".
unobserve-answer =
    { $text }{ $follows ->
        [none] {""}
       *[other] {"\u000A"}Sie folgen weiterhin { $follows }: Deren neuen Partien schauen Sie also weiter zu ("unfollow all" beendet das).
    }
follow-already = Sie folgen { $address } bereits. "unfollow { $address }" beendet das.
follow-started = Sie folgen { $address }: Jeder Partie, die dieser Spieler ab jetzt beginnt, schauen Sie vom ersten Zug bis zum Ergebnis zu (außer er hält seine Partien privat oder hat "followers off" geschrieben). "unfollow { $address }" beendet das.
unfollow-one = Sie folgen { $address } nicht mehr. Den Partien dieses Spielers, denen Sie jetzt zuschauen, schauen Sie weiter zu, bis Sie "unobserve N" schreiben.
unfollow-not = Sie sind { $address } nicht gefolgt.
unfollow-nobody = Sie sind niemandem gefolgt.
unfollow-all = Sie folgen { $addresses } nicht mehr.
followers-on = Wer Ihnen folgt, schaut Ihren neuen Partien wieder zu (sofern Sie sie nicht mit "games private" privat halten).
followers-off = Wer Ihnen folgt, schaut Ihren Partien nicht mehr zu, auch den laufenden nicht. Jeder kann aber weiterhin mit "observe N" einer Ihrer Partien zuschauen, die nicht privat ist ("games private" lässt die Spieler aller Ihrer Partien unter sich).
games-private = Ihre neuen Partien sind privat: Niemand kann ihnen zuschauen, und sie erscheinen nicht im Web. Das gilt für Ihre Herausforderungen und für Herausforderungen an Sie; bereits vereinbarte Partien bleiben, wie sie sind, und die Partien eines Turniers sind öffentlich, sofern es nicht als privat ausgeschrieben wurde.
games-public = Ihre neuen Partien sind wieder öffentlich (sofern eine Herausforderung nicht "private" enthält): Jeder kann ihnen zuschauen, und das Web-Archiv zeigt sie, mit dem Namen, unter dem die Rangliste Sie führt.

# Die Antwort auf "observe" allein.
watching-no-game = Sie schauen keiner Partie zu.
watching-games = Sie schauen zu:
# $sides: die Spieler (Weiß - Schwarz); $via: game, follow oder tournament.
watching-game =
    #{ $id } { $variant }: { $sides }{ $via ->
        [follow] {" "}(ein Spieler, dem Sie folgen)
        [tournament] {" "}(ein Turnier, dem Sie zuschauen)
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
observe-tournament-started = Sie schauen ab jetzt Turnier #{ $id } ({ $name }) zu: Jeder Zug { $playing ->
        [one] seiner laufenden Partie
       *[other] seiner { $playing } laufenden Partien
    } kommt ab dem nächsten per Mail, und jede Partie, die im Turnier beginnt, von ihrem ersten Zug an (Neuigkeiten aus mehreren Partien zugleich kommen in einer Mail). "unobserve tournament { $id }" beendet das.

# Bestätigungen per Antwort. $asked: eine der asked-*-Wendungen (ein
# Infinitiv: "bei Partie #3 zuschauen").
confirm-subject = Bitte bestätigen: { $asked }
confirm-request =
    Jemand (hoffentlich Sie) hat beim Bot für diese Adresse angefragt: { $asked }.

    Zum Bestätigen antworten Sie auf diese Mail: Die Antwort geht an eine Adresse des Bots, die nur in dieser Mail steht. Waren Sie es nicht, tun Sie nichts: Ohne die Antwort geschieht nichts, und die Anfrage verfällt nach { $days ->
        [one] einem Tag
       *[other] { $days } Tagen
    }.
asked-observe-game = bei Partie #{ $id } zuschauen
asked-observe-tournament = bei Turnier #{ $id } zuschauen
asked-follow = { $address } folgen
asked-join = sich zu Turnier #{ $id } ({ $name }) melden
asked-seek = das Gesuch "{ $line }" aufgeben
asked-accept-seek = Gesuch #{ $n } annehmen
