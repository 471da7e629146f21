import type { LanguageTerms } from './types.ts'

export const fr: LanguageTerms = {
  gambling: 'casino*|casino en ligne|jeux d argent|jeu d argent|jeux de hasard|paris sportif*|pari sportif*|parier|pariez|paris en ligne|poker|poker en ligne|roulette|machine a sous|machines a sous|loterie*|loto|grattage|bookmaker*|jackpot*|tours gratuits|+turf|+pmu|~pari|~paris|~cote*|~mise*|~bonus de bienvenue|~premier depot|~pronostic*',
  adult: 'porno*|pornographi*|xxx|sexe|video sexe|videos x|film x|films x|erotique*|+nue|+nues|cam sexe|webcam sexe|libertin*|+sexy|~adulte*|~coquin*|~chaud*|webcam* x|plan cul*|tchat coquin|hentai|salope*',
  dating: '+rencontres|~rencontre|site de rencontre*|sites de rencontre*|rencontres coquines|celibataire*|drague|flirt*|trouver l amour|agence matrimoniale|+tchat|+amour|~coeur*|~ame soeur|rencontre* coquine*|sugar daddy|application* de rencontre*|agence* matrimoniale*|femmes cherchent hommes|hommes cherchent femmes',
  pharma: 'pharmacie*|parapharmacie*|medicament*|sans ordonnance|+ordonnance|viagra|cialis|+comprime*|~sante',
  crypto: 'cryptomonnaie*|crypto-monnaie*|crypto|bitcoin*|ethereum|monnaie virtuelle|monnaies virtuelles|+blockchain|~portefeuille*|cryptos|crypto-actifs|actifs numeriques|+jetons|+psan',
  cyberlocker: 'hebergement de fichiers|hebergeur de fichiers|partage de fichiers|stockage en ligne|telecharger des fichiers|+telechargement*|~stockage|envoi de fichiers|transfert de fichiers|+fichiers volumineux|+telechargement illimite|streaming vf|films en streaming|film en streaming|series en streaming|streaming gratuit|+films gratuits|uptobox|1fichier|~sans inscription',
  forex: 'forex|options binaires|trading de devises|courtier*|+cfd|~trading|~effet de levier|trading forex|courtier en ligne|+cfds|robot de trading|robots de trading|bot de trading|+signaux de trading|+trading automatique',
  tobacco_vape: 'cigarette electronique|cigarettes electroniques|e-cigarette*|e-liquide*|vapoteu*|vapote*|vape*|tabac*|cigare*|chicha*|nicotine|~fumer|clearomiseur*',
  weapons: 'armurerie*|armes a feu|arme a feu|+armes|fusil*|pistolet*|carabine*|munitions|revolver*|+chasse|~tir sportif|~couteau*|airsoft|repliques airsoft|pistolets a billes|arbalete*|acheter des armes|achat d armes|vente d armes|vente armes|magasin d armes',
  cannabis_drugs: 'cannabis|marijuana|chanvre|cbd|thc|+herbe|~fleurs cbd|fleurs de cbd|fleurs cbd|resine* cbd',
  counterfeit: 'replique*|contrefacon*|faux sacs|fausses montres|~copie*|~montres de luxe',
  nutraceutical: 'complement alimentaire|complements alimentaires|minceur|perte de poids|brule graisse*|+vitamine*|~gelules|~detox|bruleur* de graisse*|coupe-faim|coupe faim|gelules minceur|+prise de masse|+creatine|+proteine* whey',
  debt_payday: 'rachat de credit*|credit rapide|pret rapide|mini pret|~credit|~pret*',
  skill_games: 'argent reel|gagner de l argent|~tournoi*|+jeux d adresse|~gains en argent',
  negative_option: 'seulement les frais de port|seuls les frais de port|uniquement les frais de port|~essai gratuit|+echantillon gratuit|~abonnement*|~sans engagement|~resiliable*|~resiliation|~mensuel*',
  telemarketing: 'telemarketing|prospection telephonique|televente|teleprospection|centre d appels sortant*|appels sortants|+centre d appels|~centre de contacts',
}
