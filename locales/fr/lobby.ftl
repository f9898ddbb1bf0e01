# Le salon : les annonces (défis ouverts à tous), les réponses à seek,
# unseek et notify seeks, les listes et le récapitulatif quotidien des
# nouvelles annonces.
# Traduction de locales/en/lobby.ftl (mêmes clés) ; voir GLOSSARY.md.

# Les conditions d'une annonce : « Échecs, 3 jours par coup, comptant pour
# le classement, l'auteur de l'annonce a les Blancs, en équipe avec bob,
# pour les joueurs classés entre 1400 et 1700, privée ».
# $rated : rated ou casual ; $side : white, black ou none ; $partner : un
# nom, ou none ; $range : seek-range ou seek-range-anyone ; $private : yes ou no.
seek-terms =
    { $variant }, { $control }, { $rated ->
        [casual] amicale
       *[rated] comptant pour le classement
    }{ $side ->
        [white] , l'auteur de l'annonce a les Blancs
        [black] , l'auteur de l'annonce a les Noirs
       *[none] {""}
    }{ $partner ->
        [none] {""}
       *[other] , en équipe avec { $partner }
    }, { $range }{ $private ->
        [yes] , privée
       *[no] {""}
    }
seek-range-anyone = ouverte à tous
# $max : un nombre, ou none.
seek-range =
    pour les joueurs classés { $max ->
        [none] { $min } ou plus
       *[other] entre { $min } et { $max }
    }
# Une ligne d'une liste d'annonces : « n° 12, Échecs, 3 jours par coup,
# classée, couleur indifférente : bob (1512), adversaire classé 1400-1700 ;
# ouverte depuis 3 h ». $min et $max : la fourchette des preneurs, ou none ;
# $age : age-* ; $mine : yes pour celles du lecteur.
seek-line =
    n° { $id }, { $variant }, { $control }, { $rated ->
        [casual] amicale
       *[rated] classée
    }, { $side ->
        [white] l'auteur a les Blancs
        [black] l'auteur a les Noirs
       *[none] couleur indifférente
    } : { $who } ({ $rating }){ $min ->
        [none] {""}
       *[other] , adversaire classé { $max ->
            [none] { $min } ou plus
          *[other] { $min }-{ $max }
        }
    } ; ouverte depuis { $age }{ $mine ->
        [yes] {"  "}(la vôtre)
       *[no] {""}
    }
age-minutes = { $n } min
age-hours = { $n } h
age-days =
    { $n ->
        [one] { $n } jour
       *[other] { $n } jours
    }
seek-waiting-line = n° { $id }, en attente de la confirmation de votre partenaire : { $terms }

# La liste des annonces et le récapitulatif.
seeks-subject = Annonces ouvertes
seeks-subject-game = Annonces ouvertes : { $game }
seeks-subject-new = Nouvelles annonces
seeks-digest-intro = Nouvelles annonces dans les variantes que vous avez choisies avec « notify seeks » :
seeks-digest-how = Pour en accepter une, écrivez « accept seek N » à { $bot }. « notify seeks off » arrête ces messages (au plus un par jour).
seeks-open = Annonces ouvertes, les plus anciennes d'abord ({ $total } en tout) :
seeks-open-game = Annonces ouvertes dans la variante { $game }, les plus anciennes d'abord ({ $total } en tout) :
seeks-more = ... et { $more ->
        [one] { $more } autre
       *[other] { $more } autres
    } (« seeks VARIANTE » affiche celles d'une seule variante).
seeks-none = Personne ne cherche de partie pour le moment.
seeks-none-game = Personne ne cherche de partie dans la variante { $game } pour le moment.
seeks-waiting = Vos annonces en équipe qui attendent la confirmation de votre partenaire :
seeks-how =
    « accept seek N » accepte l'annonce N : la partie commence aussitôt. Pour publier la vôtre, écrivez « seek VARIANTE » (avec, si vous le souhaitez, days N, casual, as white|black, rating MIN-MAX, private) ; elle est appariée aussitôt avec une annonce compatible, sinon elle attend preneur pendant { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }. « help » explique le reste.

# Les réponses.
seek-partner-invite-subject = { $who } vous invite à jouer en équipe ({ $variant })
seek-partner-invite =
    { $who } ({ $address }) cherche une partie de { $variant } et vous propose d'être son partenaire : { $terms }.

    Pour jouer, écrivez « accept seek { $id } » à { $bot }. La partie commencera dès que l'on aura trouvé une autre équipe (ou deux joueurs isolés) ; chacun apprendra alors qui joue avec qui, et sur quel échiquier. Si vous ne souhaitez pas jouer, ne faites rien.
seek-waits-for-partner-subject = Annonce n° { $id } : en attente de votre partenaire
seek-waits-for-partner = Votre annonce n° { $id } ({ $terms }) attend la confirmation de { $partner } (qui doit écrire « accept seek { $id } ») ; elle sera alors ouverte aux autres joueurs.
seek-open-subject = L'annonce n° { $id } est ouverte
# $four : yes dans les variantes à quatre.
seek-open =
    Votre annonce n° { $id } est ouverte : { $terms }.{ $four ->
        [yes] {" "}La partie commencera quand les quatre joueurs seront réunis.
       *[no] {""}
    } Tout joueur peut l'accepter avec « accept seek { $id } » ; une annonce compatible d'un autre joueur est appariée avec elle aussitôt. Elle reste ouverte { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } ; « unseek { $id } » la retire, « seeks » affiche les annonces ouvertes.
# La première ligne du message de l'échiquier de la nouvelle partie. $seeks :
# combien d'annonces ont été appariées ; $numbers : leurs numéros (#12, #14).
seek-game-started =
    La partie a commencé : { $seeks ->
        [one] l'annonce { $numbers } a été acceptée
       *[other] les annonces { $numbers } ont été appariées
    }. Joueurs : { $players }.{ $four ->
        [yes] {" "}Partenaires : les Blancs de l'échiquier A avec les Noirs de l'échiquier B, contre les deux autres.
       *[no] {""}
    }
seek-partner-confirmed-subject = Annonce n° { $n } : votre partenaire a confirmé
seek-partner-confirmed = { $who } a confirmé : l'annonce n° { $n } de votre équipe est ouverte.
seek-joined-subject = Annonce n° { $first } : vous l'avez rejointe
seek-joined =
    Vous avez rejoint l'annonce n° { $first } : la partie commencera quand les quatre joueurs seront réunis. Votre place est enregistrée sous l'annonce n° { $id } (ouverte pendant { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } ; « unseek { $id } » la retire).
unseek-subject = Annonces retirées
unseek-one = Votre annonce n° { $n } est retirée.
unseek-all =
    { $count ->
        [0] Vous n'aviez aucune annonce ouverte.
        [one] Votre annonce ouverte est retirée.
       *[other] Vos { $count } annonces ouvertes sont retirées.
    }
notify-seeks-subject = Avis de nouvelles annonces
notify-seeks-none = Vous n'aviez demandé aucun avis de nouvelles annonces.
notify-seeks-off = Vous ne recevrez plus d'avis de nouvelles annonces.
notify-seeks-on = Vous recevrez au plus un message par jour avec les nouvelles annonces de ces variantes : { $games } (seulement les jours où il y en a). « notify seeks off » y met fin.
seek-expired-subject = L'annonce n° { $id } a expiré
seek-expired =
    Votre annonce n° { $id } ({ $terms }) est restée ouverte { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } sans que personne l'accepte : elle a donc expiré et n'est plus proposée. « seek ... » la publie de nouveau ; « seeks » affiche les annonces ouvertes.
