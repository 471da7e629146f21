/**
 * Adverse-media lexicon, written from financial-crime compliance practice (FATF predicate-offence list,
 * the Wolfsberg adverse-media guidance categories). Patterns run on normalised text (lower case, no
 * accents; see text.ts). `weight` is evidence strength of one mention; category severity lives in
 * CATEGORY_SEVERITY.
 */
export const CATEGORIES = [
  'fraud', 'money_laundering', 'bribery_corruption', 'sanctions', 'terrorism', 'organised_crime',
  'trafficking', 'cybercrime', 'tax_crime', 'market_abuse', 'regulatory_enforcement', 'litigation',
  'insolvency', 'environmental_crime', 'violent_crime', 'misconduct',
] as const
export type AdverseCategory = typeof CATEGORIES[number]

/** Severity in [0, 1]: predicate offences high; civil, insolvency and misconduct lower. */
export const CATEGORY_SEVERITY: Record<AdverseCategory, number> = {
  terrorism: 1, money_laundering: 0.95, trafficking: 0.95, organised_crime: 0.9, sanctions: 0.9,
  bribery_corruption: 0.85, fraud: 0.85, violent_crime: 0.8, tax_crime: 0.8, cybercrime: 0.75,
  market_abuse: 0.75, environmental_crime: 0.7, regulatory_enforcement: 0.6, misconduct: 0.5,
  insolvency: 0.45, litigation: 0.4,
}

export interface Term { re: RegExp; weight: number }
const t = (src: string, weight = 1): Term => ({ re: new RegExp(`\\b(?:${src})`, 'g'), weight })

/** Offence vocabulary per category. */
export const CRIME_TERMS: Record<AdverseCategory, Term[]> = {
  fraud: [t('fraud(?:s|ster|sters|ulent|ulently)?\\b'), t('scam(?:s|mer|mers|med)?\\b'), t('ponzi'), t('swindl'), t('con ?(?:man|men|artist)'),
    t('embezzl'), t('misappropriat'), t('forg(?:ery|ed documents)'), t('counterfeit'), t('defraud'), t('cheat(?:ed|ing)\\b', 0.6), t('deceiv|decepti', 0.5),
    t('pyramid scheme'), t('siphon'), t('fake invoices?'), t('fabricat(?:ed|ing|ion)', 0.8), t('false (?:claims|accounting|statements)'), t('misled investors|misleading investors'), t('duped')],
  money_laundering: [t('launder'), t('money[- ]laundering'), t('illicit (?:funds|money|financial flows)', 0.6), t('shell compan', 0.5), t('dirty money')],
  bribery_corruption: [t('brib'), t('corrupt(?:ion|ed|ly)?\\b'), t('kickback'), t('graft\\b'), t('abuse of (?:office|power)'), t('nepotism'),
    t('influence peddling'), t('cronyism', 0.6), t('payoffs?\\b', 0.6), t('unexplained wealth', 0.8), t('illicit enrichment'), t('missing (?:millions|funds|billions)', 0.8)],
  sanctions: [t('sanctions? (?:violation|evasion|busting)'), t('(?:violat|evad|breach)\\w* (?:us |u\\.s\\. |eu |un )?sanctions'), t('export control (?:violation|breach)'),
    t('(?:ofac|sdn) list'), t('sanctions (?:list|committee)s?\\b|consolidated list', 0.8), t('blacklist(?:ed)?\\b', 0.7), t('sanctioned\\b', 0.8), t('designated (?:as a|by the|under)', 0.6), t('asset freeze|frozen assets|froze (?:the )?assets', 0.8),
    t('imposed sanctions|sanctions (?:on|against)\\b', 0.6), t('embargo', 0.5)],
  terrorism: [t('terroris[mt]s?\\b'), t('terror (?:attacks?|plots?|groups?|cells?|financing|funding|list|charges?|activit\\w*|suspects?|links?|ties|offen[cs]es?)'), t('jihad'), t('militants?\\b', 0.8), t('suicide bomb'), t('extremis[mt]', 0.7),
    t('isis\\b|isil\\b|al[- ]qaeda|al[- ]shabaab|boko haram|taliban|hezbollah|hamas\\b', 0.6), t('insurgen', 0.6), t('radicali[sz]', 0.6)],
  organised_crime: [t('organi[sz]ed crime'), t('mafia'), t('cartel\\b|cartels\\b'), t('crime (?:boss|family|syndicate|ring|gang)'), t('gangs?\\b|gangster', 0.7),
    t('racketeer'), t('camorra|ndrangheta|cosa nostra|yakuza|triad\\b'), t('extort'), t('kingpin'), t('criminal (?:network|organi[sz]ation|enterprise)')],
  trafficking: [t('traffick'), t('smuggl'), t('drug (?:dealer|dealing|lord|ring|runner|trade)'), t('narcotic'), t('cocaine|heroin|methamphetamine|fentanyl'),
    t('(?:human|sex|arms|gun|wildlife|ivory|organ) trade', 0.8), t('prostitution', 0.7), t('forced labou?r|modern slavery|slavery'), t('poach(?:ing|er)')],
  cybercrime: [t('hack(?:ed|er|ers|ing)\\b', 0.8), t('ransomware'), t('phishing', 0.8), t('data breach', 0.7), t('malware', 0.7), t('cyber ?(?:attack|crime|fraud|criminal)'), t('identity theft'), t('sim swap')],
  tax_crime: [t('tax (?:evasion|fraud|dodg|evader|cheat|crime)'), t('evad(?:ed|ing) (?:taxes|tax)'), t('undeclared (?:income|assets|accounts)'), t('offshore (?:accounts?|entit|holdings?|compan|firms?|trusts?|structures?|empire|leak)', 0.3),
    t('paradise papers|panama papers|pandora papers', 0.8), t('vat fraud|carousel fraud'), t('tax havens?', 0.7), t('tax avoidance', 0.5), t('not supplying tax returns|unpaid tax', 0.8)],
  market_abuse: [t('insider trading|insider dealing'), t('market manipulation|manipulat(?:ed|ing) (?:the )?(?:market|stock|shares|prices)'), t('pump[- ]and[- ]dump'),
    t('front[- ]running'), t('spoofing'), t('price[- ]fixing'), t('cartel (?:fine|case)', 0.8), t('securities fraud'), t('accounting (?:fraud|scandal|irregularit)')],
  regulatory_enforcement: [t('fined\\b|fines? of\\b'), t('fine[sd]? (?:\\w+ ){0,4}(?:[$\u00a3\u20ac]|usd|eur|gbp)\\s?\\d'), t('penalt(?:y|ies) of', 0.9), t('(?:civil|monetary) penalt'), t('enforcement action'), t('cease[- ]and[- ]desist'),
    t('licen[cs]e (?:revoked|suspended)|revoked (?:its|their|his|her) licen'), t('breach(?:ed|es)? of (?:rules|regulations)', 0.8), t('consent order', 0.8),
    t('settle(?:d|ment)? (?:charges|allegations|with the (?:sec|ftc|doj|fca))'), t('regulator (?:said|found|accused)', 0.5), t('violat(?:ed|ing|ion of) (?:the )?(?:law|act|rules|regulations)', 0.8),
    t('barred from', 0.8), t('struck off', 0.8), t('disqualified', 0.5)],
  litigation: [t('lawsuit'), t('sue[sd]\\b|suing\\b'), t('class action'), t('plaintiffs?\\b', 0.5), t('court case', 0.5), t('damages\\b', 0.3), t('litigation', 0.6)],
  insolvency: [t('bankrupt'), t('insolven'), t('liquidat(?:ion|ed|or)'), t('administration\\b(?= (?:after|following))', 0.6), t('default(?:ed)? on', 0.8), t('collapse[ds]?\\b', 0.6),
    t('creditors?\\b', 0.4), t('repay (?:the )?(?:lenders|creditors|debt)', 0.6), t('unpaid (?:debts|wages|loans)', 0.6)],
  environmental_crime: [t('illegal (?:logging|dumping|mining|fishing)'), t('pollut', 0.6), t('toxic (?:waste|spill)'), t('environmental (?:crime|violation|damage)'), t('oil spill', 0.8), t('deforestation', 0.5)],
  violent_crime: [t('murder'), t('kill(?:s|ed|ing|er|ers)?\\b', 0.8), t('homicide'), t('manslaughter'), t('shot dead|gunned down|shooting', 0.9), t('stabb'),
    t('assault'), t('rape[ds]?\\b|raping'), t('kidnap'), t('bomb(?:ing|ed|er|s)?\\b', 0.8), t('explosions?\\b', 0.6), t('massacre'), t('war crimes?|crimes against humanity|genocide'),
    t('tortur'), t('arson'), t('armed robbery|robbery|robbed'), t('attack(?:ed|s)?\\b', 0.5), t('dead\\b|deaths?\\b', 0.4), t('wounded', 0.5), t('violen(?:ce|t)', 0.6),
    t('atrocit'), t('warlord', 0.9), t('strongman', 0.5), t('chemical weapons', 0.8), t('execution', 0.4)],
  misconduct: [t('sexual (?:harassment|misconduct|abuse)'), t('harass'), t('abus(?:e|ed|ive)\\b', 0.6), t('mistreat'), t('scandal'), t('misconduct'), t('wrongdoing'),
    t('cover[- ]?up', 0.8), t('resign(?:ed|s)? (?:over|after|amid)', 0.8), t('steps? down (?:over|after|amid)', 0.8), t('disgraced', 0.9), t('illegal(?:ly)?\\b', 0.6),
    t('unlawful(?:ly)?\\b', 0.6), t('crim(?:e|es|inal)\\b', 0.5), t('stole|stolen|theft', 0.8), t('breach of trust', 0.8), t('negligen', 0.5), t('dictator|authoritarian|repressi|crackdown on (?:protest|dissent|opposition)', 0.6),
    t('human rights (?:abuses|violations)')],
}

/**
 * The same offences in German, French, Spanish, Italian, Portuguese and Dutch (folded: lower case, accents
 * removed), so a story in one of those languages is classified like its English counterpart. Written from
 * each language's legal vocabulary (criminal codes' offence names), one stem per form where possible.
 */
const MULTILINGUAL: Partial<Record<AdverseCategory, Term[]>> = {
  fraud: [t('betrug\\w*|betrueger\\w*|betruger\\w*|veruntreu\\w*|unterschlag\\w*|urkundenfalsch\\w*'), t('escroquer\\w*|escroc\\w*|detournement de fonds|abus de biens sociaux|faux et usage de faux'),
    t('estafa\\w*|defraudacion|malversacion|apropiacion indebida|falsificacion'), t('truffa\\w*|truffator\\w*|frode\\b|frodi\\b|appropriazione indebita|peculato|falso in bilancio'),
    t('fraude\\b|fraudes\\b|burla\\b|estelionato|desvio de (?:verbas|dinheiro|recursos)'), t('oplicht\\w*|verduistering|valsheid in geschrifte')],
  money_laundering: [t('geldwasche\\w*|geldwaesche\\w*'), t('blanchiment'), t('blanqueo|lavado de (?:dinero|activos)'), t('riciclaggio|autoriciclaggio'), t('lavagem de dinheiro|branqueamento'), t('witwas\\w*')],
  bribery_corruption: [t('bestech\\w*|bestechlich\\w*|korruption\\w*|vorteilsnahme|schmiergeld\\w*'), t('pots-de-vin|pot-de-vin|trafic d.influence|prise illegale d.interets'),
    t('soborno\\w*|cohecho|corrupcion|coima\\w*|trafico de influencias|mordida'), t('corruzione|tangent[ei]\\b|concussione|mazzett\\w*|voto di scambio'),
    t('corrupcao|suborno\\w*|propina\\w*|peculato'), t('omkop\\w*|corruptie|smeergeld')],
  sanctions: [t('sanktionsversto\\w*|sanktionen umgangen|embargoversto\\w*'), t('violation des sanctions|contournement des sanctions'), t('violacion de (?:las )?sanciones|evasion de sanciones'),
    t('violazione delle sanzioni|aggirare le sanzioni'), t('violacao (?:das )?sancoes'), t('sanctieschending|sancties (?:omzeild|ontdoken|geschonden)')],
  terrorism: [t('terrorismus|terroris\\w*|terrorfinanzierung'), t('financement du terrorisme'), t('financiacion del terrorismo'), t('finanziamento del terrorismo'), t('financiamento do terrorismo'), t('terrorismefinanciering')],
  organised_crime: [t('organisierte kriminalitat|organisierte kriminalitaet|kriminelle vereinigung'), t('crime organise|criminalite organisee|association de malfaiteurs|racket\\b'),
    t('crimen organizado|delincuencia organizada|organizacion criminal|banda criminal'), t('criminalita organizzata|associazione (?:a delinquere|mafiosa)|estorsion\\w*'),
    t('crime organizado|organizacao criminosa|faccao criminosa|extorsao'), t('georganiseerde misdaad|criminele organisatie|afpersing')],
  trafficking: [t('menschenhandel|drogenhandel|waffenhandel|schmuggel\\w*|schleus\\w*'), t('trafic de (?:drogue|stupefiants|armes|migrants)|traite des (?:etres humains|personnes)|contrebande'),
    t('narcotrafic\\w*|trafico de (?:drogas|personas|armas)|trata de personas|contrabando'), t('traffico di (?:droga|stupefacenti|armi|esseri umani)|tratta di esseri umani|contrabbando'),
    t('trafico de (?:drogas|pessoas|armas)|trafico humano|narcotrafico'), t('mensenhandel|drugshandel|wapenhandel|mensensmokkel|smokkel\\w*')],
  cybercrime: [t('cyberangriff\\w*|hackerangriff\\w*|cyberkriminal\\w*'), t('cyberattaque|piratage|rancongiciel'), t('ciberataque|ciberdelito|secuestro de datos'),
    t('attacco informatico|attacchi informatici|criminalita informatica'), t('ataque (?:hacker|cibernetico)|crime cibernetico'), t('cyberaanval|computervredebreuk|cybercriminal\\w*')],
  tax_crime: [t('steuerhinterzieh\\w*|steuerbetrug|steuerflucht'), t('fraude fiscale|evasion fiscale'), t('fraude fiscal|evasion fiscal|delito fiscal'), t('evasione fiscale|frode fiscale'),
    t('sonegacao (?:fiscal|de impostos)|evasao fiscal'), t('belastingfraude|belastingontduiking')],
  market_abuse: [t('insiderhandel|marktmanipulation|kursmanipulation|insidergeschaft\\w*'), t('delit d.initie|manipulation de cours|abus de marche'),
    t('uso de informacion privilegiada|manipulacion del mercado'), t('insider trading|aggiotaggio|abuso di mercato|manipolazione del mercato'), t('informacao privilegiada|manipulacao de mercado'), t('handel met voorkennis|marktmanipulatie')],
  environmental_crime: [t('umweltverbrechen|umweltkriminal\\w*|illegale entsorgung'), t('crime environnemental|pollution illegale|deversement illegal'), t('delito ambiental|delito ecologico|vertido ilegal'),
    t('reato ambientale|reati ambientali|disastro ambientale|smaltimento illecito'), t('crime ambiental|desmatamento ilegal'), t('milieudelict\\w*|milieucriminaliteit|illegale dumping')],
  regulatory_enforcement: [t('geldstrafe|geldbusse|bussgeld|lizenz entzogen|zulassung entzogen'), t('amende\\b|sanction financiere|agrement retire'), t('multa\\b|multas\\b|multad[oa]s?\\b|sancion\\w*'),
    t('sanzione pecuniaria|sanzionat\\w*'), t('multad[oa]\\b|coima'), t('boete\\b|boetes\\b|vergunning ingetrokken')],
}
for (const [cat, terms] of Object.entries(MULTILINGUAL) as [AdverseCategory, Term[]][]) CRIME_TERMS[cat].push(...terms)

/**
 * Control failures: a prevention word followed by a failure ("anti-money-laundering failures", "AML control
 * failings", "failed to prevent fraud", "weak sanctions controls") reports a breach, not prevention. When one of
 * these frames an offence term, the term counts as evidence (see classify.ts).
 */
/** The failure words of FAILURE_AFTER, matched where they start (sticky). */
const FAILURE_WORD = /(?:failures?|failings?|fail(?:ed|s)? to|breach(?:es)?|deficienc\w*|lapses?|shortcomings?|weakness(?:es)?|violations?|gaps|errors|were inadequate|was inadequate|breaches)\b/y

/**
 * `/^[\s-]*(?:[\w-]+[\s-]+){0,4}?FAILURE_WORD/.test(s)`, read in linear time. That pattern backtracks through
 * every way of cutting a run of hyphens into "words" and separators (a hyphen is both), which took minutes on 60
 * hyphens. The lead-in it accepts is: only [\w\s-] characters, and either no word character at all, or ending in a
 * space or hyphen with at most four space-separated tokens that hold a word character.
 */
export const FAILURE_AFTER = {
  test(s: string): boolean {
    for (let at = 0; at <= s.length; at++) {
      const c = s[at - 1]
      if (at > 0 && !/[\w\s-]/.test(c!)) return false
      FAILURE_WORD.lastIndex = at
      if (!FAILURE_WORD.test(s)) continue
      const lead = s.slice(0, at)
      if (!/\w/.test(lead)) return true
      if (/[\s-]$/.test(lead) && lead.split(/\s+/).filter((t) => /\w/.test(t)).length <= 4) return true
    }
    return false
  },
}
export const FAILURE_BEFORE = /(?:fail(?:ed|ing|ure|ures|s)? to|inadequate|insufficient|ineffective|deficient|poor|lax|weak|weakness(?:es)? in|breach(?:ed|es|ing)?(?: of)?|violat\w+|neglect\w*(?: of)?|fail(?:ings?|ures?)(?: in| of)?|serious|systemic|repeated)[\s-]+(?:(?:\w+|and|or)[\s,-]+){0,4}$/

/**
 * Legal-process vocabulary: the strongest single sign that an article reports a wrongdoing by someone
 * (rather than discussing a crime type in general). Category-neutral; it amplifies nearby offence terms.
 */
export const ACTION_TERMS: Term[] = [
  // outcomes of a criminal process: each alone reports a wrongdoing
  t('arrest(?:ed|s|ing)?\\b', 1.4), t('charged\\b|charges? (?:of|against|over|for|with)\\b|charg(?:es|ing) (?!ahead|up\\b|fees?\\b|customers\\b)(?:\\w+ ){1,3}(?:with|over|in connection)\\b', 1.4), t('indict', 1.5), t('convict(?:s|ed|ion|ions)\\b|convicted felon', 1.5), t('sentenc(?:ed|ing)\\b|sentence of', 1.5),
  t('jail(?:s|ed|ing)?\\b|imprison|prison\\b|behind bars', 1.4), t('plead(?:ed|s|ing)? guilty|pled guilty|guilty plea|(?:found|finds?) (?:\\w+ ){0,5}guilty|admit(?:s|ted)? (?:to|guilt)', 1.5),
  t('(?:new york|u\\.?s\\.?|police|prosecutors?|authorities|sec|doj|fbi) charges\\b', 1.4), t('fines\\b(?! (?:of|and|for breaching))', 0.8),
  // allegation and investigation
  t('accus(?:ed|es|ation)'), t('alleg(?:ed|edly|ation|ations|es)\\b', 0.7), t('prosecut', 0.8), t('subpoena', 1), t('raid(?:ed|s)?\\b', 0.7), t('extradit'),
  t('arrest warrant|wanted (?:by|for)', 1.2), t('detain(?:s|ed|ing)?|custody|remand(?:ed)?\\b', 0.7), t('probe[sd]? (?:into|over|of)|probed\\b|probing\\b|under (?:investigation|probe)|faces? (?:\\w+ )?probe', 1),
  t('investigat(?:ed|ing|ion) (?:by|into|over|for|of)', 0.6), t('seiz(?:ed|es|ing|ure)|confiscat|forfeit|attaches assets', 0.8), t('ordered to (?:pay|repay|pay back)', 1.2), t('trial\\b', 0.6), t('fugitive|on the run|fled the', 0.8),
  t('suspect(?:s|ed)?\\b', 0.6), t('banned (?:from|for)', 0.8), t('parole', 0.8), t('penali[sz]ed', 0.8), t('court (?:heard|was told|told)', 0.8), t('perpetrat', 0.7),
  t('designated (?:for|as)', 1), t('(?:forced|urged) to (?:resign|quit|step down)|quits (?:after|over|amid)|ousted', 0.9), t('(?:hid|concealed|covered up|faked|falsif(?:y|ied|ies|ying|ication)|misus(?:ed|ing))\\b', 1), t('censur(?:e|ed|es)\\b|reprimand(?:ed|s)?\\b|disbar(?:red|s|ment)?\\b', 1), t('(?:granted|denied|refused|released on|out on|jumped|skipped) bail\\b', 1), t('chargesheet(?:ed|s)?\\b|plea (?:deal|bargain|agreement)', 1.4),
  t('uncover(?:s|ed)?|expos(?:e|ed)\\b|leak(?:s|ed)?\\b', 0.6), t('(?:under|comes? under) scrutiny', 0.8), t('files? (?:\\w+ )?(?:reference|case|complaint) against', 1.2), t('pardon', 0.8),
  // regulatory outcomes: an amount fined or paid, a licence taken away, a public warning by a regulator
  t('(?:[$\u00a3\u20ac]|usd|eur|gbp|chf|rs\\.?|inr)\\s?\\d[\\d.,]*\\s?(?:k|m|bn|mn|mln|million|billion|crore|lakh)?\\s+(?:fine|penalty|settlement)\\b', 1.4),
  t('(?:to|will|agree[sd]?|agreeing|must|ordered to) (?:to )?pay (?:a )?(?:[$\u00a3\u20ac]|usd|eur|gbp|rs\\.?)?\\s?\\d', 1.1), t('penalt(?:y|ies)\\b', 0.7), t('fined\\b|fine(?:s|d)? (?:(?:[$\u00a3\u20ac]|usd|eur|gbp)\\S+ )?(?:for|over)\\b', 1.1),
  t('(?:suspend|revok|withdr[ae]w|cancel|strip)\\w* (?:\\w+ ){0,3}licen[cs]e|licen[cs]e (?:\\w+ ){0,3}(?:revoked|suspended|withdrawn|cancelled|pulled|stripped)', 1.4),
  t('warn(?:s|ed|ing)? (?:\\w+ ){0,5}(?:investors|consumers|the public|customers|savers)\\b(?! (?:of|about|that) (?:a |an |its |their |the )?(?:\\w+ )?(?:growth|profits?|earnings|results|sales|revenues?|losses|demand|slowdown|delays?|prices?|dividends?)\\b)|(?:investor|consumer|public) (?:alert|warning)|(?:issued|issues) (?:a )?(?:public )?(?:warning|alert)|warning list', 1.1),
  t('unauthori[sz]ed (?:firm|entity|broker|company|investment)|clone firm|not (?:authori[sz]ed|licensed|registered) (?:by|with|to)|operating without (?:a )?licen[cs]e', 1.1),
  t('(?:gets|given|handed|receives?|received|serv(?:e|es|ing)) (?:a |an )?(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|\\w+teen|twenty|thirty|forty|fifty)[- ](?:years?|months?)', 1.4),
  // the same process in German, French, Spanish, Italian, Portuguese and Dutch
  t('festgenommen|verhaftet|angeklagt|anklage\\b|verurteilt|haftstrafe|ermittlung(?:en)? gegen|durchsuch\\w*|beschuldigt\\w*|vorwurf|vorwurfe|vorwuerfe', 1.2),
  t('arrete\\b|arretes?\\b|interpelle\\w*|mis en examen|inculpe\\w*|condamne\\w*|garde a vue|perquisition\\w*|enquete (?:pour|sur|visant)|accuse\\w* de|soupconne\\w*|proces\\b', 1.2),
  t('detenid[oa]s?|arrestad[oa]s?|imputad[oa]s?|procesad[oa]s?|condenad[oa]s?|acusad[oa]s? de|investigad[oa]s?|allanamiento|registro policial|presunt[oa]s?', 1.2),
  t('arrestat[oi]\\b|indagat[oi]\\b|rinviat[oi] a giudizio|condannat[oi]\\b|accusat[oi] di|perquisizion\\w*|inchiesta|sequestrat[oi]\\b|sequestro\\b|presunt[oi]\\b', 1.2),
  t('pres[oa]s?\\b|detid[oa]s?|denunciad[oa]s?|condenad[oa]s?|investigad[oa]s?|operacao da policia|acusad[oa]s? de|suspeit[oa]s? de', 1.2),
  t('gearresteerd|aangehouden|verdacht(?:e|en)? van|veroordeeld|aangeklaagd|strafrechtelijk onderzoek|invallen|inval bij', 1.2),
]

/**
 * Headline grammar. News headlines compress: the present tense reports a past event ("SEC charges…", "US
 * sanctions…"), auxiliaries are dropped ("Banker held over…"), and bare nouns and verdicts stand for the
 * process ("…'guilty' in betting probe"). These forms are counted in the headline only: in running text
 * "probe", "guilty" or "sanctions" are as often something else.
 */
export const HEADLINE_TERMS: Term[] = [
  t('probe[sd]?\\b', 0.8), t('(?:inquiry|investigation|probe|audit|report) finds\\b', 1),
  t('guilty\\b(?! pleasures?)', 1.2),
  t('(?:sanctions|designates|blacklists|charges|indicts|sues|raids|jails|convicts|disbars|arrests|nabs|busts|detains|censures) (?!(?:list|lists|relief|regime|policy|program|programme|on|of|for|against|over|and|to|in|with|at|as|ahead|up|fees?)\\b)\\w', 1.1),
  t('(?:nabbed|busted|booked) (?:over|for|under|in connection)\\b|in the dock|slapped with|hit with (?:a |an )?(?:\\w+ )?(?:fine|charges?|penalty|lawsuit|suit|ban)\\b|faces? (?:\\w+ ){0,2}(?:charges?|trial|jail|prison|lawsuit|suit|inquiry|investigation|extradition|sanctions|fine|penalty|ban)\\b', 1),
  // weaker: also said of outages, prices and policies
  t('(?:held|quizzed|grilled|questioned) (?:over|for|about|on suspicion|in connection)\\b|under fire\\b|in hot water|faces? (?:\\w+ ){0,2}scrutiny', 0.8),
]

/**
 * Mitigating context: words that turn an offence mention into prevention, policy, industry or an
 * exculpatory outcome. Checked in a window before (and for outcomes, anywhere in the sentence).
 */
export const PREVENTION_BEFORE = new RegExp('(?:\\banti|\\bcounter|combat(?:ing|s)?|fight(?:ing|s)?(?: against)?|battle against|war on|tackl(?:e|ing)|prevent(?:ing|ion|s)?|detect(?:ing|ion|s)?|'
  + 'stop(?:ping)?|reduc(?:e|ing)|curb(?:ing)?|protect(?:ion|ing)? (?:against|from)|awareness of|risk of|exposure to|rules on|laws? (?:on|against)|crack ?down on|'
  + 'victims? of|battle|winning|assails?|urges?|cracks? down on|statute of limitations for|signs of|red flags? (?:for|of)|panel to|review of|designation|threatens|condemns?|claims of|law designed to|how|understanding|'
  + 'report(?:ing)? (?:of|on)|threat of|know your|screen(?:s|ed|ing)?|(?:check|match)(?:es|s|ed|ing)? (?:\\w+ ){0,3}against|vulnerab\\w+ to|cost of|insurance against|losses from|measures against|resilien\\w+ to|'
  // the same framing in German, French, Spanish, Italian, Portuguese and Dutch
  + 'bekampfung|bekaempfung|kampf gegen|praevention|lutte contre|lucha contra|prevencion|lotta (?:alla|contro)|contrasto (?:a|al|alla)|combate (?:a|ao)|bestrijding van)[\\s-]+(?:(?:\\w+|and|or)[\\s,-]+){0,4}$')

/** Adverse terms followed by prevention nouns ("fraud prevention tool", "AML compliance"). */
export const PREVENTION_AFTER = /^[\s-]*(?:\w+[\s-]+)?(?:prevention|detection|protection|compliance|controls?|risk management|screening|solution|platform|software|tools?|technology|analytics|monitoring|awareness|expert|experts|specialist|fighter|fighters|watchdog|agency|bureau|commission|unit|task ?force|law|laws|legislation|act|directive|regulation|rules|policy|policies|framework|index|survey|report|day|week|month|training|strategy|efforts|measures|drive|campaign)\b/

/** Exculpatory outcomes: the person was cleared (sentence-level; the sentence's hits do not count). */
export const EXCULPATORY = /\b(?:acquit\w*|cleared (?:of|by)|exonerat\w*|not guilty|charges? (?:were |was |have been |had been )?(?:dropped|dismissed|withdrawn|quashed)|drop(?:s|ped)? (?:the |all )?(?:\w+ )?charges|case (?:was )?(?:dismissed|closed)|(?:found )?no evidence|cleared in|no evidence of wrongdoing|overturned (?:his|her|the) conviction|conviction (?:was )?overturned|vindicated|innocent)\b/

/** Positive framing that rarely accompanies a report of wrongdoing by the subject. */
export const POSITIVE = /\b(?:award(?:ed|s)?|honou?r(?:ed)?|prize|wins?\b|won\b|raises? \$|raised \$|funding round|series [abc]\b|launch(?:es|ed)?|partner(?:s|ship|ed)? with|acquires|acquisition of|introduces|unveils|appointed|celebrat|congratulat|commend|praise[ds]?|lauds?|hails?)\b/

/** Explainer, opinion and policy headlines discuss a crime type rather than report one (journalistic form). */
export const EXPLAINER_TITLE = /^(?:how|why|what|are|is|can|should|does|do|addressing|fighting|combat\w*|tackling|assessing|understanding|lessons|the (?:myth|case|future|role|cost|state|fight|war|battle)|\d+ (?:red flags|ways|signs|tips))\b|\?$/

/**
 * Genre markers. News that reports a wrongdoing is written as a past-tense account of a legal process
 * (said, told the court, was charged, $ amounts); prevention, policy and industry pieces are written in
 * modal and programmatic language. Their densities (per 100 words) tell the two apart beyond single terms.
 */
export const REPORTING = /\b(?:was|were|had|said|told|arrested|charged|accused|sentenced|jailed|convicted|alleged|allegedly|police|court|prosecutors?|judge|million|billion|\$\d)\b/g
export const PROGRAMMATIC = /\b(?:law|laws|legislation|bill|policy|policies|regulation|regulations|regulatory|framework|rules|reform|reforms|measures|strategy|should|could|would|must|need|needs|efforts?|initiative|programme|program|conference|report|research|study|survey|experts?|industry|solutions?|customers?|technology|platform|risks?|compliance|help|helps|prevent|combat|fight|global|countries|financial institutions|banks)\b/g
