# Les réponses aux réglages d'un joueur : rappels, notation, coups
# conditionnels.
# Traduction de locales/en/settings.ftl (mêmes clés) ; voir GLOSSARY.md.

remind-subject = Vos rappels
# $before, $after : une durée (duration-*).
remind-last-call = un dernier rappel { $before } avant l'échéance
remind-no-last-call = aucun dernier rappel avant l'échéance
# $last_call : remind-last-call ou remind-no-last-call.
remind-each-after = Vous recevez un rappel lorsque, dans une partie, c'est à vous de jouer depuis { $after }, et { $last_call }.
remind-each = Vous recevez { $last_call }.
# $hour : 07:00 (UTC).
remind-digest = Vous recevez un seul message par jour, à { $hour } UTC, avec les parties où c'est à vous de jouer, et { $last_call }.
remind-off = Vous ne recevez aucun rappel. Les échéances s'appliquent toujours : quand le temps est écoulé, { $consequence }.
remind-server-off = (Ce serveur n'envoie pas de rappels pour le moment ; votre réglage est conservé pour le jour où il en enverra.)
remind-how = Pour modifier ce réglage, écrivez l'une de ces lignes :

# Une durée : « 1 jour et 6 heures ». $unit : week, day, hour, minute ou second.
duration-part =
    { $unit ->
        [week] { $n ->
            [one] { $n } semaine
          *[other] { $n } semaines
        }
        [day] { $n ->
            [one] { $n } jour
          *[other] { $n } jours
        }
        [hour] { $n ->
            [one] { $n } heure
          *[other] { $n } heures
        }
        [minute] { $n ->
            [one] { $n } minute
          *[other] { $n } minutes
        }
       *[second] { $n ->
            [one] { $n } seconde
          *[other] { $n } secondes
        }
    }
duration-two = { $a } et { $b }

notation-subject = Votre notation
notation-how = Pour la changer, écrivez l'une de ces lignes :
# $reads : l'une des phrases notation-reads-*.
notation-setting =
    { $reads }
    Chaque joueur peut aussi écrire en figurines (♘f3) et en notation numérique (7163) ; les parties au format PGN restent en notation anglaise, comme l'exige la norme.
notation-reads-english = Vous écrivez et lisez les coups en notation algébrique anglaise (K Q R B N).
# $code : la langue des lettres de pièces ; $letters : les lettres avec
# leurs pièces.
notation-reads-letters =
    Vous écrivez et lisez les coups avec les lettres de pièces { $code ->
        [de] allemandes
        [ru] russes
        [pl] polonaises
        [it] italiennes
        [es] espagnoles
        [fr] françaises
        [nl] néerlandaises
        [pt] portugaises
       *[en] anglaises
    } : { $letters }. Dans vos coups, le bot ne lit pas d'autres lettres que celles-ci.
notation-reads-figurine = Le bot vous écrit les coups en notation figurine (♔ ♕ ♖ ♗ ♘) ; vous pouvez les écrire ainsi, ou avec les lettres anglaises.
notation-reads-iccf = Le bot vous écrit les coups en notation numérique ICCF (5254 pour e2-e4, 5171 pour le roque, 57581 pour e8=D ; un parachutage s'écrit toujours N@f3) ; vous pouvez les écrire ainsi, ou en notation algébrique anglaise.
notation-example = Par exemple : { $moves }

conditions-subject = Vos coups conditionnels
# $line : les tours de jeu de la suite ; $replaced : yes quand elle en a remplacé une.
conditions-noted =
    Suite enregistrée : { $line }.{ $replaced ->
        [yes] {" "}Cette suite remplace celle qui commençait par le même coup.
       *[no] {""}
    }
conditions-dropped =
    { $count ->
        [0] Vous n'aviez aucun coup conditionnel en attente.
        [one] Votre suite conditionnelle a été annulée.
       *[other] Vos { $count } suites conditionnelles ont été annulées.
    }
conditions-none = Vous n'avez aucun coup conditionnel en attente dans la partie n° { $id }.
conditions-head = Vos coups conditionnels dans la partie n° { $id } (vous seul les voyez) :
conditions-how = Quand votre adversaire joue le premier coup de l'une de ces suites, le bot joue aussitôt votre réponse ; tout autre coup les annule toutes, de même qu'une proposition de nulle. « conditions clear » les annule dès maintenant.
# Une lettre de pièce et sa pièce : « C (cavalier) ». $role : king, queen,
# rook, bishop ou knight.
notation-letter =
    { $letter } ({ $role ->
        [king] roi
        [queen] dame
        [rook] tour
        [bishop] fou
       *[knight] cavalier
    })
