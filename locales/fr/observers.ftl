# Les messages aux observateurs : les nouvelles d'une partie, ou de
# plusieurs en un seul message (récapitulatif).
# Traduction de locales/en/observers.ftl (mêmes clés) ; voir GLOSSARY.md.

observed-subject = Partie observée : { $variant }, { $sides }
observed-started = La partie a commencé.
# $turn : le tour de jeu avec son numéro (12... Cf6) ; $words : le tour de
# jeu en toutes lettres.
observed-turn = { $who } a joué { $turn } ({ $words }).
observed-over = Partie terminée : { $result }.
observed-declined = La partie n° { $id } a été refusée : elle ne sera pas jouée.
observed-aborted = La partie n° { $id } a été annulée.
# $result : 1-0, 0-1 ou 1/2-1/2 ; $text : comment la partie s'est terminée.
observed-result = Résultat : { $result } ({ $text })
# $deadline et $paused : une date, ou « none ».
observed-to-move =
    C'est à { $who } de jouer{ $deadline ->
        [none] {""}
       *[other] , jusqu'au { $deadline }
    }{ $paused ->
        [none] {""}
       *[other] {" "}(en congé jusqu'au { $paused })
    }.
observed-web = Sur le web : { $url }
observed-pgn-follows = La partie complète est jointe au format PGN ; la voici :
# $via : game (à la demande du lecteur), follow (un joueur suivi) ou tournament.
observed-why =
    { $via ->
        [follow] Vous observez cette partie parce que vous suivez l'un de ses joueurs.
        [tournament] Vous observez cette partie parce que vous observez son tournoi.
       *[game] Vous observez cette partie à votre demande (« observe { $id } »).
    }
observed-footer = En tant qu'observateur, vous voyez l'échiquier du côté des Blancs et ne pouvez ni jouer ni écrire dans la partie. « unobserve { $id } » met fin à ces messages, « observe » donne la liste de ce que vous observez.
observed-digest-subject =
    { $count ->
        [one] Parties observées : du nouveau dans { $count } partie
        [many] Parties observées : du nouveau dans { $count } de parties
       *[other] Parties observées : du nouveau dans { $count } parties
    }
# $held : yes quand le message regroupe des nouvelles retenues par la limite
# horaire.
observed-digest-intro =
    Du nouveau dans { $count ->
        [one] { $count } partie
        [many] { $count } de parties
       *[other] { $count } parties
    } que vous observez, en un seul message{ $held ->
        [yes] {" "}(le bot envoie au plus { $per_hour ->
            [one] { $per_hour } message
            [many] { $per_hour } de messages
          *[other] { $per_hour } messages
        } par heure à un observateur ; celui-ci regroupe tout ce qui est arrivé depuis)
       *[no] {""}
    }.
observed-digest-result = Résultat : { $result } ({ $text }) ; la partie est jointe au format PGN.
observed-digest-footer = « unobserve N » met fin aux messages de la partie N, « unobserve all » à ceux de toutes les parties ; « observe » donne la liste de ce que vous observez.
# Une date (une échéance), écrite comme l'écrit la langue du lecteur.
moment = { $at }
# Un résultat tel que l'enregistrement de la partie le garde, quand il ne
# correspond à aucune des fins de partie prévues par les règles.
result-kept = { $text }
