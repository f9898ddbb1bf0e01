# Les réponses à observe, follow, followers, games private/public, et les
# confirmations demandées par une réponse (mode jeton).
# Traduction de locales/en/watching.ftl (mêmes clés) ; voir GLOSSARY.md.

# L'objet d'une réponse : $what vaut observing, not-observing, following,
# not-following, followers ou your-games.
watch-subject =
    { $what ->
        [not-observing] Fin d'observation
        [following] Suivi d'un joueur
        [not-following] Fin de suivi
        [followers] Ceux qui vous suivent
        [your-games] Vos parties
       *[observing] Observation
    }
observe-already = Vous observez déjà la partie n° { $id }. « unobserve { $id } » met fin à ses messages.
observe-start = Vous observez désormais la partie n° { $id }.
    { $headline }
observe-start-not-started = La partie n'a pas encore commencé : vous recevrez la position dès qu'elle commencera.
# $turn : le dernier tour de jeu avec son numéro (12. Cf3) ; $by : qui l'a joué.
observe-start-after = Voici la position après { $turn }, joué par { $by }.
observe-start-no-move = La partie a commencé ; personne n'a encore joué.
unobserve-tournament = Vous n'observez plus le tournoi n° { $id } (ni ses parties).
unobserve-tournament-not = Vous n'observiez pas le tournoi n° { $id }.
unobserve-game = Vous n'observez plus la partie n° { $id }.
unobserve-game-not = Vous n'observiez pas la partie n° { $id }.
unobserve-all =
    { $count ->
        [0] Vous n'observiez aucune partie.
        [one] Vous n'observez plus la partie que vous observiez.
       *[other] Vous n'observez plus les { $count } parties que vous observiez.
    }
# $text : l'une des phrases unobserve-* ; $follows : les joueurs toujours
# suivis, ou « none ».
unobserve-answer =
    { $text }{ $follows ->
        [none] {""}
       *[other] {"\u000A"}Vous suivez toujours { $follows } : vous observerez encore chaque nouvelle partie des joueurs que vous suivez (« unfollow all » y met fin).
    }
follow-already = Vous suivez déjà { $address }. « unfollow { $address } » y met fin.
follow-started = Vous suivez { $address } : vous observerez désormais chaque partie que ce joueur commencera, de son premier coup à son résultat (sauf s'il garde ses parties privées ou refuse d'être suivi). « unfollow { $address } » y met fin.
unfollow-one = Vous ne suivez plus { $address }. Les parties de ce joueur que vous observez déjà continuent de vous parvenir jusqu'à « unobserve N ».
unfollow-not = Vous ne suiviez pas { $address }.
unfollow-nobody = Vous ne suiviez personne.
unfollow-all = Vous ne suivez plus { $addresses }.
followers-on = Les joueurs qui vous suivent observeront de nouveau les parties que vous commencerez (sauf si vous les gardez privées avec « games private »).
followers-off = Plus aucun des joueurs qui vous suivent n'observe vos parties, y compris celles en cours. Chacun peut toutefois encore observer, avec « observe N », celles de vos parties qui ne sont pas privées (« games private » les réserve toutes à leurs joueurs).
games-private = Vos nouvelles parties sont privées : personne ne peut les observer, et elles n'apparaissent pas sur le web. Cela vaut pour vos défis comme pour ceux que vous recevez ; les parties déjà convenues restent telles quelles, et les parties d'un tournoi sont publiques, sauf si le tournoi a été créé comme tournoi privé.
games-public = Vos nouvelles parties sont de nouveau publiques (sauf si un défi précise « private ») : tout le monde peut les observer, et l'archive web les montre, en vous nommant comme le fait la liste de classement.

# La réponse à « observe » seul.
watching-no-game = Vous n'observez aucune partie.
watching-games = Vous observez :
# $sides : les joueurs (Blancs - Noirs) ; $via : game, follow ou tournament.
watching-game =
    n° { $id } ({ $variant }) : { $sides }{ $via ->
        [follow] {" "}(un joueur que vous suivez)
        [tournament] {" "}(un tournoi que vous observez)
       *[game] {""}
    }
watching-tournaments = Tournois observés (toutes leurs parties) : { $tournaments }.
watching-follow-nobody = Vous ne suivez personne.
watching-follows = Vous suivez : { $addresses }.
# $games : private ou public ; $followers : on ou off (les mots des réglages,
# cités tels que le joueur les écrit).
watching-settings = Vos réglages : « games { $games } », « followers { $followers } ».
watching-limits = Vous pouvez observer jusqu'à { $games } parties à la fois et suivre jusqu'à { $players } joueurs.
observe-tournament-already = Vous observez déjà le tournoi n° { $id }. « unobserve tournament { $id } » y met fin.
# $name : le nom du tournoi ; $playing : ses parties en cours.
observe-tournament-started = Vous observez désormais le tournoi n° { $id } ({ $name }) : vous recevrez par message chaque coup de ses parties en cours ({ $playing ->
        [one] { $playing } partie
       *[other] { $playing } parties
    }) à partir du prochain, et chaque nouvelle partie du tournoi dès son début (les nouvelles de plusieurs parties arrivées en même temps sont regroupées en un seul message). « unobserve tournament { $id } » y met fin.

# Confirmations par réponse. $asked : l'une des formules asked-*.
confirm-subject = À confirmer : { $asked }
confirm-request =
    Quelqu'un (vous, espérons-le) a adressé au bot la demande suivante, pour cette adresse : { $asked }.

    Pour confirmer, répondez à ce message : votre réponse partira vers une adresse du bot propre à ce message. Si ce n'était pas vous, ne faites rien : rien ne commence sans réponse, et la demande sera oubliée dans { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }.
asked-observe-game = observer la partie n° { $id }
asked-observe-tournament = observer le tournoi n° { $id }
asked-follow = suivre { $address }
asked-join = s'inscrire au tournoi n° { $id } ({ $name })
asked-seek = publier l'annonce « { $line } »
asked-accept-seek = accepter l'annonce n° { $n }
