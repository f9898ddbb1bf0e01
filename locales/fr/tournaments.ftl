# Les tournois : les réponses aux commandes de tournoi, les messages d'un
# tournoi (l'invitation d'un partenaire, le début, les grilles américaines,
# le classement final), les retraits et les tournois annulés.
# Traduction de locales/en/tournaments.ftl (mêmes clés) ; voir GLOSSARY.md.

## Mots communs à plusieurs messages de tournoi

# Le nom d'un tournoi dans les messages : « Tournoi n° 3 « Printemps » ».
# $name : le nom que lui a donné son organisateur.
tournament-title = Tournoi n° { $id } « { $name } »

# Un tournoi en une ligne : « Échecs, toutes rondes, de 3 à 16 participants,
# 3 jours par coup, comptant pour le classement, règle de retrait de la
# FIDE ». $variant : la variante ; $double : yes pour un tournoi en
# aller-retour (chaque paire se rencontre deux fois), sinon no ; $size :
# tournament-size ou tournament-size-range ; $control : la cadence ;
# $rated : rated ou casual ; $rule : fide ou iccf (la règle appliquée quand
# un participant se retire).
tournament-terms =
    { $variant }, { $double ->
        [yes] toutes rondes en aller-retour
       *[no] toutes rondes
    }, { $size }, { $control }, { $rated ->
        [casual] amical
       *[rated] comptant pour le classement
    }, règle de retrait { $rule ->
        [iccf] de l'ICCF
       *[fide] de la FIDE
    }
# Exactement $n participants ; $teams : yes pour des équipes de deux.
tournament-size =
    { $teams ->
        [yes] { $n ->
            [one] { $n } équipe de deux
          *[other] { $n } équipes de deux
        }
       *[no] { $n ->
            [one] { $n } participant
          *[other] { $n } participants
        }
    }
# De $min à $max participants ; $teams : yes pour des équipes de deux.
tournament-size-range =
    { $teams ->
        [yes] de { $min } à { $max } équipes de deux
       *[no] de { $min } à { $max } participants
    }

# L'objet d'un message sur un tournoi : son nom (tournament-title), puis ce
# dont il s'agit. $what : open (la réponse à « tournament new »), joined,
# waiting-partner (à qui a nommé un partenaire), team-in (le partenaire a
# confirmé), ready (à l'organisateur : assez d'inscrits), called-off,
# team-left (un partenaire s'est désinscrit), left, started, withdrew,
# team-out (une équipe dont le partenaire n'a pas confirmé avant le début),
# partner-late (le partenaire n'a pas confirmé à temps), entrants (la
# réponse à « tournament N » avant le début), crosstable (la même, après),
# final (le classement final), section (le message de début avec les
# appariements).
tournament-subject =
    { $title } : { $what ->
        [joined] inscription enregistrée
        [waiting-partner] en attente de votre partenaire
        [team-in] votre équipe est inscrite
        [ready] prêt à commencer
        [called-off] tournoi annulé
        [team-left] votre équipe n'est plus inscrite
        [left] désinscription enregistrée
        [started] le tournoi a commencé
        [withdrew] retrait enregistré
        [team-out] votre équipe n'y participe pas
        [partner-late] votre partenaire n'a pas confirmé
        [entrants] liste des inscrits
        [crosstable] grille américaine
        [final] classement final
        [section] début du tournoi, vos appariements
       *[open] inscriptions ouvertes
    }
# L'objet d'un message de grille américaine : $over des $total parties sont
# terminées.
crosstable-subject =
    { $title } : grille américaine après { $over ->
        [one] { $over } partie terminée
       *[other] { $over } parties terminées
    } sur { $total }

# La règle appliquée à un participant retiré, expliquée dans le message de
# début. $rule : fide ou iccf.
tournament-rule =
    { $rule ->
        [iccf] Un participant qui se retire, ou qui perd trois parties au temps, est retiré du tournoi : ses parties terminées restent acquises et chacune de ses parties en cours compte comme perdue (règle de l'ICCF).
       *[fide] Un participant qui se retire, ou qui perd trois parties au temps, est retiré du tournoi : ses parties en cours s'arrêtent et comptent comme perdues ; s'il a terminé moins de la moitié de ses parties, aucune de ses parties n'est prise en compte (règle de la FIDE).
    }

# Une partie telle qu'une liste la nomme : « partie n° 12 ».
tournament-game-number = partie n° { $id }

## Les réponses aux commandes de tournoi

# La réponse à « tournament new ». $title : tournament-title ; $terms :
# tournament-terms ; $id : son numéro ; $teams : yes quand s'y inscrivent
# des équipes de deux (PARTENAIRE : l'adresse du partenaire) ; $bot :
# l'adresse du bot ; $starts : sa date de début, ou none ; $min et $max :
# le nombre minimal d'inscrits pour commencer, et le nombre maximal.
tournament-opened =
    Le { $title } est ouvert : { $terms }.

    Pour s'inscrire, les joueurs écrivent { $teams ->
        [yes] « join { $id } with PARTENAIRE » (une équipe de deux ; le partenaire confirme)
       *[no] « join { $id } »
    } à { $bot }. { $starts ->
        [none] Il commencera dès qu'il comptera { $max } inscrits, ou quand vous écrirez « start { $id } » (possible dès { $min } inscrits).
       *[other] Il commencera le { $starts }, ou avant : dès qu'il comptera { $max } inscrits, ou quand vous écrirez « start { $id } » (possible dès { $min } inscrits).
    }

    Vous en êtes l'organisateur ; pour y jouer aussi, inscrivez-vous comme les autres. « tournament { $id } » affiche les inscrits ; « leave { $id } » annule le tournoi avant son début.

# La réponse à « join N ». $count : les inscrits à ce jour ; $max et $min :
# le nombre maximal et le nombre minimal d'inscrits ; $starts : sa date de
# début, ou none ; $partner : le partenaire d'une équipe, ou none.
tournament-joined =
    Votre inscription au { $title } est enregistrée : { $terms }. Inscrits à ce jour : { $count } sur { $max } au maximum. Le tournoi commencera { $starts ->
        [none] dès qu'il comptera { $max } inscrits, ou quand l'organisateur le lancera (possible dès { $min } inscrits)
       *[other] le { $starts }, ou avant s'il atteint { $max } inscrits ou si l'organisateur le lance
    } ; vous recevrez alors un message avec vos appariements, puis un message pour chacune de vos parties. « leave { $id } » annule votre inscription avant le début.{ $partner ->
        [none] {""}
       *[other] {" "}Vous jouez en équipe avec { $partner }.
    }
# À qui a nommé un partenaire : $address : celle du partenaire ; $wait : la
# durée pendant laquelle la place est réservée (« 3 jours »).
tournament-partner-asked = Vous avez proposé à { $address } de faire équipe avec vous dans le { $title }. La place de votre équipe est réservée pendant { $wait } : elle sera inscrite au tournoi dès que votre partenaire aura confirmé (en répondant « join { $id } »).
# À qui a nommé un partenaire, quand ce partenaire ($name) confirme.
tournament-team-confirmed = { $name } a confirmé : vous disputez le { $title } en équipe.
# À l'organisateur quand $count participants, le minimum requis, sont
# inscrits ; $more : yes si d'autres peuvent encore s'inscrire (jusqu'à
# $max), sinon no.
tournament-ready =
    Le { $title } compte { $count } inscrits, le minimum requis : écrivez « start { $id } » pour le lancer{ $more ->
        [yes] , ou attendez d'autres inscriptions (jusqu'à { $max })
       *[no] {""}
    }.
# À l'organisateur qui quitte un tournoi ouvert : $told messages sont partis
# vers ses inscrits.
tournament-organiser-left =
    Vous organisiez le { $title } : puisque vous le quittez, il est annulé, et ses inscrits en sont avertis ({ $told ->
        [one] { $told } message
       *[other] { $told } messages
    }).
# À qui a nommé un partenaire ($name) qui a refusé (« leave N »).
tournament-partner-refused = { $name } ne jouera pas avec vous dans le { $title } : votre inscription est annulée. Inscrivez-vous de nouveau avec un autre partenaire.
# Au partenaire de quelqu'un ($name) qui s'est désinscrit avant le début.
tournament-team-left = { $name } a quitté le { $title } : l'inscription de votre équipe est annulée.
tournament-you-left = Votre inscription au { $title } est annulée.
# La réponse à « withdraw N » : $ended parties en cours se sont terminées ;
# $annulled : yes quand aucune des parties du participant ne compte (règle
# de la FIDE), sinon no.
tournament-withdrew =
    Votre retrait du { $title } est enregistré. { $ended ->
        [one] { $ended } partie en cours s'est arrêtée.
       *[other] { $ended } parties en cours se sont arrêtées.
    } { $annulled ->
        [yes] Vous avez terminé moins de la moitié de vos parties : aucune d'elles ne compte donc dans la grille américaine (règle de la FIDE).
       *[no] Vos parties terminées restent acquises ; celles qui étaient encore en cours comptent comme perdues.
    }
# Le début, annoncé à l'organisateur : $count participants, $games parties
# en $rounds rondes.
tournament-started =
    Le { $title } a commencé : { $count } participants, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } en { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }, qui commencent toutes dès maintenant. Chaque participant reçoit ses appariements en un seul message, et chaque joueur un message pour chacune de ses parties.
# La même chose quand l'inscription du dernier participant l'a fait
# commencer : $started : tournament-started.
tournament-started-full = Le { $title } est complet. { $started }

## « tournaments » et « tournament N »

tournament-list-subject = Tournois
tournament-list-open = Tournois ouverts aux inscriptions (écrivez « join N » pour vous inscrire) :
tournament-list-none = Aucun tournoi n'est ouvert aux inscriptions pour le moment.
tournament-list-yours = Les vôtres :
tournament-list-how =
    « tournament N » affiche un tournoi (ses inscrits, ou sa grille américaine).
    Pour en organiser un : tournament new VARIANTE "NOM" (voir « help » pour
    les paramètres).
# Un tournoi des listes : « n° 3 « Printemps » : Échecs, ... ; ouvert,
# inscrits : 3 sur 8 au maximum ». $state : tournament-state-* ; $mine : yes
# quand le lecteur l'organise, sinon no ; $playing : yes quand il y joue,
# sinon no.
tournament-list-line =
    n° { $id } « { $name } » : { $terms } ; { $state }{ $mine ->
        [yes] {" "}; vous l'organisez
       *[no] {""}
    }{ $playing ->
        [yes] {" "}; vous y jouez
       *[no] {""}
    }
# $joined inscrits sur $max au maximum ; $starts : sa date de début, ou none.
tournament-state-open =
    ouvert, inscrits : { $joined } sur { $max } au maximum{ $starts ->
        [none] {""}
       *[other] , début le { $starts }
    }
tournament-state-running =
    en cours, { $count ->
        [one] { $count } participant
       *[other] { $count } participants
    }
tournament-state-finished = terminé
tournament-state-called-off = annulé

# « tournament N » : $title : tournament-title ; $terms : tournament-terms.
tournament-about = { $title } : { $terms }.
tournament-organised-by = Organisateur : { $organiser }.
# Avant le début : $joined inscrits sur $max au maximum ; il en faut $min.
tournament-open-joined =
    Inscriptions ouvertes : { $joined ->
        [one] { $joined } inscrit
       *[other] { $joined } inscrits
    } sur { $max } au maximum ; il en faut { $min } pour commencer.
# Un inscrit de la liste (« 1. Ann & Ben (1500?) ») dont le partenaire
# ($partner) n'a pas encore confirmé.
tournament-entrant-waiting = { $line } (en attente de la confirmation de { $partner })
# $starts : sa date de début, ou none ; $max : le nombre maximal d'inscrits.
tournament-open-start =
    { $starts ->
        [none] Il commencera dès qu'il comptera { $max } inscrits, ou quand l'organisateur le lancera.
       *[other] Il commencera le { $starts }, ou avant s'il atteint { $max } inscrits ou si l'organisateur le lance.
    }
# Comment s'inscrire au tournoi $id ; $teams : yes pour des équipes de deux
# (PARTENAIRE : l'adresse du partenaire), sinon no.
tournament-how-to-join =
    Pour jouer, écrivez « join { $id } »{ $teams ->
        [yes] {" "}avec l'adresse de votre partenaire : « join { $id } with PARTENAIRE » (votre partenaire confirme ensuite)
       *[no] {""}
    }.
tournament-called-off-on = Il a été annulé le { $ended }.
tournament-over-standings = Le tournoi est terminé. Classement final :
tournament-in-play = Parties en cours (et qui doit jouer) :
# Une partie en cours : « n° 12, ronde 3 : Ann contre Dan, à Ann de jouer ».
# $to_move : qui a le trait (un nom, deux noms reliés par « et », ou
# personne).
tournament-waiting = n° { $id }, ronde { $round } : { $white } contre { $black }, à { $to_move } de jouer

## L'invitation d'un partenaire

tournament-partner-subject = { $title } : { $leader } vous propose de jouer en équipe
# $leader : qui a nommé le lecteur, $address : son adresse ; $double : yes
# pour un tournoi en aller-retour, sinon no ; $wait : la durée pendant
# laquelle la place est réservée.
tournament-partner-invite =
    { $leader } ({ $address }) vous propose d'être son partenaire dans le { $title } :
    { $terms }.

    Chaque équipe de deux rencontre chacune des autres équipes une fois{ $double ->
        [yes] {" "}avec chaque couleur
       *[no] {""}
    } ;
    vous jouerez tour à tour sur les échiquiers. Pour jouer, répondez à ce
    message par :

        join { $id }

    Pour refuser, répondez « leave { $id } ». Sans réponse de votre part dans un
    délai de { $wait }, la place sera libérée.

## Le début

# $partner : le partenaire qui n'a pas confirmé, ou none.
tournament-team-out =
    Le { $title } a commencé avant que { $partner ->
        [none] votre partenaire
       *[other] { $partner }
    } ait confirmé : votre équipe n'y participe donc pas.
# La première ligne du premier message de chaque partie.
tournament-game-started = La partie a commencé : ronde { $round } du { $title }.
# Les dernières lignes de chaque message d'une partie de tournoi : $name :
# le nom du tournoi, $id : son numéro.
tournament-game-footer = « { $name } » (tournoi n° { $id }), ronde { $round } sur { $rounds } : « tournament { $id } » affiche la grille américaine.
tournament-start-intro = Le { $title } a commencé : { $terms }.
# $count participants ; $variant : la variante, dont la liste donne les
# classements (un ? après un classement provisoire).
tournament-start-entrants =
    Les { $count } participants, par numéro d'appariement (avec leur classement
    en { $variant } ; un ? signale un classement provisoire) :
# $count : le nombre de parties que joue le lecteur.
tournament-start-games =
    Vos parties ({ $count } ; chacune arrive dans un message à part, comme toute
    partie : répondez-y par vos coups) :
# L'une d'elles : « Ronde 2 : partie n° 14, vous (Blancs) contre Ben
# (1500?) ». $seat : le camp du lecteur ; $name : l'adversaire, $rating :
# son classement.
tournament-start-game = Ronde { $round } : partie n° { $id }, vous ({ $seat }) contre { $name } ({ $rating })
# $control : la cadence ; $rated : rated ou casual.
tournament-start-control =
    Cadence : { $control }, dans toutes les parties. { $rated ->
        [casual] Les parties sont amicales : elles ne modifient aucun classement.
       *[rated] Les parties comptent pour le classement.
    }
# $rule : tournament-rule.
tournament-start-withdrawals = Retraits : { $rule }
tournament-start-ties =
    Départage : les participants à égalité de points sont départagés par leur
    score Sonneborn-Berger (la somme, sur toutes leurs parties, des points
    marqués contre chaque adversaire multipliés par les points de cet
    adversaire), puis par le nombre de victoires, puis par les résultats des
    parties qui les ont opposés entre eux.
tournament-start-after =
    Après chaque partie terminée, vous recevez la grille américaine (au plus un
    message par jour ; les résultats trop rapprochés attendent le suivant), et
    à la fin le classement final avec toutes les parties du tournoi au format
    PGN. « tournament { $id } » affiche la grille américaine à tout moment,
    « withdraw { $id } » vous retire du tournoi.

## Retraits et tournois annulés

# Aux joueurs d'une partie qu'un retrait a arrêtée : $name a quitté le tournoi.
tournament-withdrawal-subject = Partie terminée : { $name } a quitté le tournoi
# $why : withdrew (« withdraw N ») ou time (une troisième partie perdue au
# temps) ; $annulled : yes quand aucune de ses parties ne compte : il a
# terminé $finished de ses $total parties, moins de la moitié (règle de la
# FIDE).
tournament-withdrawal-game =
    La partie n° { $id } est terminée : { $why ->
        [time] { $name } a perdu trois parties au temps, ce qui entraîne son retrait du { $title }
       *[withdrew] { $name } a quitté le { $title }
    }.
    { $annulled ->
        [yes] { $name } a terminé { $finished } de ses { $total ->
            [one] { $total } partie
          *[other] { $total } parties
        }, soit moins de la moitié : aucune de ses parties ne compte donc dans la grille américaine (règle de la FIDE).
       *[no] La partie compte comme perdue par { $name }.
    }
tournament-called-off-game-subject = Partie terminée : tournoi annulé
# $why : tournament-why-*.
tournament-called-off-game =
    La partie n° { $id } est terminée : le { $title } a été annulé. { $why }
    La partie ne compte pas.
tournament-called-off = Le { $title } ({ $terms }) est annulé. { $why }
tournament-why-organiser-left = Son organisateur, { $name }, l'a quitté.
# $joined inscrits à sa date de début ; il en fallait $min.
tournament-why-too-few =
    À sa date de début, il comptait { $joined ->
        [one] { $joined } inscrit
       *[other] { $joined } inscrits
    } ; il en fallait { $min }.
# $problem : pourquoi il n'a pas pu commencer.
tournament-why-no-start = Il n'a pas pu commencer à la date prévue : { $problem }.
tournament-why-operator = L'administrateur du serveur l'a annulé.
# À une équipe dont le partenaire n'a pas confirmé dans les $days jours.
tournament-partner-late =
    { $partner ->
        [none] Votre partenaire
       *[other] { $partner }
    } n'a pas confirmé dans le délai imparti ({ $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }) : la place de votre équipe dans le { $title } est donc libérée. Inscrivez-vous de nouveau avec un autre partenaire si vous le souhaitez.

## Les messages de grille américaine

# Un résultat : « Ronde 1, partie n° 12 : Ben 1-0 Eve (les Blancs gagnent
# par abandon) ». $what : tournament-result, tournament-result-forfeit ou
# tournament-result-void.
tournament-result-line = Ronde { $round }, partie n° { $id } : { $what }
# $score : 1-0, 0-1 ou ½-½ ; $reason : comment elle s'est terminée, ou none.
tournament-result =
    { $white } { $score } { $black }{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
# Une partie qu'un retrait a arrêtée : $score : +:- ou -:+ ; $loser : celui
# qui a quitté le tournoi.
tournament-result-forfeit = { $white } { $score } { $black } (forfait de { $loser }, qui a quitté le tournoi)
tournament-result-void = { $white } - { $black } : partie terminée sans résultat, qui ne compte pas
crosstable-new-results = Nouveaux résultats :
crosstable-final-intro =
    Le { $title } est terminé. Le classement final (départage au Sonneborn-Berger,
    puis au nombre de victoires, puis aux résultats entre les ex aequo) :
# $count parties sont en cours dans le tournoi $id.
crosstable-in-play =
    { $count ->
        [one] { $count } partie est en cours.
       *[other] { $count } parties sont en cours.
    } « tournament { $id } » indique qui doit jouer dans chacune.
# $file : le nom du fichier PGN.
crosstable-all-attached = Toutes les parties du tournoi sont jointes ({ $file }).
# $games : les $count parties qu'un retrait a arrêtées (absentes du fichier).
crosstable-left-out =
    Les parties jouées jusqu'à leur résultat sont jointes ({ $file }). { $count ->
        [one] La partie arrêtée par un retrait n'y figure pas ({ $games }) : la grille américaine indique comment elle compte.
       *[other] Les parties arrêtées par un retrait n'y figurent pas ({ $games }) : la grille américaine indique comment elles comptent.
    }

# Une ligne du classement final : « 1. Dan   3½ points (SB 5.75, 3 victoires,
# performance 1767) ». $place (« 1. », « 1-2. », «  - »), $name et $points
# (« 3½ ») arrivent alignés en colonnes ; $whole : les points entiers,
# $half : yes quand un demi-point les suit (3½), sinon no ; $sb : le score
# Sonneborn-Berger ; $won : les parties gagnées ; $performance : la
# performance, ou none ; $annulled : yes quand le participant s'est retiré
# et que ses parties ne comptent pas.
# (En français, « point » reste au singulier jusqu'à 1½ inclus.)
crosstable-standing =
    { $place } { $name }  { $points } { $half ->
        [yes] { $whole ->
            [0] point
            [one] point
          *[other] points
        }
       *[no] { $whole ->
            [one] point
          *[other] points
        }
    } (SB { $sb }, { $won ->
        [one] { $won } victoire
       *[other] { $won } victoires
    }{ $performance ->
        [none] {""}
       *[other] , performance { $performance }
    }){ $annulled ->
        [yes] , retrait : parties annulées
       *[no] {""}
    }

# Ce que signifient les signes d'une grille américaine (les signes restent
# tels quels).
crosstable-legend = 1 gagnée, ½ nulle, 0 perdue, + gagnée par forfait, - perdue par forfait, . pas encore terminée, x ne compte pas
# Les en-têtes des colonnes de la grille en texte (courts : les colonnes
# sont étroites, un mot plus long élargit sa colonne) : points,
# Sonneborn-Berger, victoires, rang, performance.
crosstable-pts = Pts
crosstable-sb = SB
crosstable-won = Vict
crosstable-place = Rang
crosstable-perf = Perf
# Les en-têtes du tableau HTML : numéro du participant, nom et points.
crosstable-number = N°
crosstable-name = Nom
crosstable-points = Points
# Après un participant qui s'est retiré : $why : withdrew ou time (trois
# parties perdues au temps) ; $annulled : yes quand ses parties ne comptent
# pas.
crosstable-left =
    ({ $why ->
        [time] retrait : 3 pertes au temps
       *[withdrew] retrait
    }{ $annulled ->
        [yes] {" "}; parties annulées
       *[no] {""}
    })
# La même chose après son nom dans le tableau HTML.
crosstable-left-html =
    ({ $annulled ->
        [yes] retrait ; parties annulées
       *[no] retrait
    })
