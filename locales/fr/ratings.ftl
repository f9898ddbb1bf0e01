# Les classements, la liste de classement, et le nom qu'elle affiche.
# Traduction de locales/en/ratings.ftl (mêmes clés) ; voir GLOSSARY.md.

ratings-subject-standings = Liste de classement : { $variant }
ratings-subject-mine = Vos classements
ratings-subject-of = Classements de { $name }
standings-head =
    Liste de classement ({ $variant }) : { $established ->
        [one] { $shown } seul joueur au classement établi
       *[other] les { $shown } premiers des { $established } joueurs au classement établi
    }
standings-head-empty = Liste de classement ({ $variant }) : aucun joueur n'a encore de classement établi
standings-established = (un classement est établi dès que son écart est de 110 ou moins).
# Une ligne de la liste : $rank est complété à trois caractères et $name à
# la longueur du plus long nom, pour aligner les colonnes ; $you : yes pour
# le lecteur.
standings-line =
    { $rank }. { $name }  { $rating }  ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }){ $you ->
        [yes] {"  "}(vous)
       *[no] {""}
    }
standings-you-ranked = Vous figurez au rang { $rank } sur { $established }, avec un classement de { $rating } (écart { $deviation }).
standings-you-provisional = Votre classement, { $rating } (écart { $deviation }), est provisoire : il n'apparaît donc pas encore dans la liste, et y entrera dès que l'écart sera de 110 ou moins (encore quelques parties comptant pour le classement).
standings-you-unrated = Vous n'avez encore joué aucune partie comptant pour le classement dans la variante { $variant }.
ratings-head-mine = Vos classements (les autres joueurs vous voient sous le nom { $name }) :
ratings-head-of = Les classements de { $name } :
# $change : la dernière variation, avec son signe (+12, -8).
rating-line =
    { $variant } : { $rating } (écart { $deviation }{ $provisional ->
        [yes] , provisoire
       *[no] {""}
    }), { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, dernière variation { $change }
rating-line-unplayed = { $variant } : { $rating } (pas encore de partie comptant pour le classement)
ratings-footer = Classements Glicko-2, un par variante ; un ? signale un classement provisoire (écart supérieur à 110), que la liste de classement laisse de côté. « ratings VARIANTE » affiche la liste de classement d'une variante, « ratings » vos propres classements, « name NOM » le nom sous lequel vous y apparaissez.

name-subject-show = Votre nom dans les listes de classement
name-subject-removed = Nom supprimé
name-subject-set = Nom enregistré
name-shown-as = Vous apparaissez dans les listes de classement sous le nom « { $name } ». Écrivez « name NOM » pour le changer, ou « name off » pour apparaître plutôt sous la forme { $masked }.
name-shown-masked = Vous apparaissez dans les listes de classement sous la forme { $masked } (votre adresse, abrégée). Écrivez « name NOM » pour apparaître sous le nom de votre choix.
name-removed = Vous apparaissez de nouveau dans les listes de classement sous la forme { $masked }.
name-set = Vous apparaissez désormais sous le nom « { $name } » dans les listes de classement et dans les réponses à la commande « ratings » des autres joueurs.
