/**
 * Term lists of the site check, as data: the words that name a page or a section (in link texts, URL slugs,
 * titles and headings) and the phrases that give a site away (parked, unfinished, template filler), in
 * en, de, fr, es, it, pt, nl and pl. Matching (match.ts) is on normalised text: lower case, accents removed,
 * punctuation as spaces; a term of five or more characters matches the start of a word ("widerruf" matches
 * "Widerrufsbelehrung"), a shorter one only a whole word ("agb", "cgv", "faq").
 */

export type Topic =
  | 'refund' | 'return' | 'cancellation' | 'terms' | 'privacy' | 'shipping'
  | 'contact' | 'imprint' | 'about' | 'faq' | 'cart' | 'checkout' | 'pricing'

/** Crawl priority: the earlier a topic, the sooner its page is fetched. */
export const TOPIC_ORDER: readonly Topic[] = [
  'refund', 'return', 'cancellation', 'terms', 'privacy', 'shipping', 'contact', 'imprint', 'about', 'faq', 'cart', 'checkout', 'pricing',
]

/** Names of a page about the topic: link texts, URL slugs, titles and headings. */
export const PAGE_TERMS: Record<Topic, readonly string[]> = {
  refund: [
    'refund', 'money back', 'money-back', // en
    'erstattung', 'ruckerstattung', 'rueckerstattung', 'geld zuruck', 'ruckzahlung', 'rueckzahlung', // de
    'remboursement', 'rembourser', // fr
    'reembolso', 'devolucion del dinero', // es, pt
    'rimborso', 'rimborsi', // it
    'terugbetaling', 'geld terug', // nl
    'zwrot pieniedzy', 'zwrot srodkow', 'zwrot platnosci', // pl
  ],
  return: [
    'return', 'returns', 'exchange', // en
    'ruckgabe', 'rueckgabe', 'rucksendung', 'ruecksendung', 'umtausch', 'retoure', // de
    'retour', 'retours', 'echange', // fr, nl
    'devolucion', 'devoluciones', 'cambios y devoluciones', // es
    'reso', 'resi', 'restituzione', // it
    'devolucao', 'devolucoes', 'trocas', // pt
    'retourneren', 'retourbeleid', 'ruilen', // nl
    'zwrot', 'zwroty', 'reklamacj', 'reklamacja', 'reklamacje', // pl
  ],
  cancellation: [
    'cancellation', 'cancel', 'right of withdrawal', 'withdrawal', // en
    'widerruf', 'widerrufsrecht', 'widerrufsbelehrung', 'kundigung', 'kuendigung', 'stornierung', 'storno', // de
    'retractation', 'droit de retractation', 'annulation', 'resiliation', // fr
    'desistimiento', 'cancelacion', 'anulacion', // es
    'recesso', 'diritto di recesso', 'annullamento', 'disdetta', // it
    'cancelamento', 'direito de livre resolucao', 'livre resolucao', 'arrependimento', // pt
    'herroeping', 'herroepingsrecht', 'annulering', 'opzeggen', // nl
    'odstapienie', 'odstapienia', 'anulowanie', 'rezygnacja', // pl
    // Verb stems (a term of five letters or more matches the start of a word): "cancelled", "widerrufen",
    // "se rétracter", "desistir", "recedere", "herroepen", "ontbinden", "odstąpić", "rozwiązać umowę".
    'cancel', 'withdraw from', 'widerruf', 'retract', 'desisti', 'recede', 'herroep', 'ontbind', 'odstap', 'resilie', 'anular el pedido',
    'annul', 'anula', 'bedenktijd', 'cooling off', 'stornier', 'kundig', 'disdic', 'opzeg',
  ],
  terms: [
    'terms', 'terms of service', 'terms and conditions', 'terms conditions', 'conditions of sale', 'tos', 'legal terms', // en
    'agb', 'allgemeine geschaftsbedingungen', 'allgemeine geschaeftsbedingungen', 'geschaftsbedingungen', 'nutzungsbedingungen', // de
    'cgv', 'cgu', 'conditions generales', 'conditions d utilisation', 'conditions de vente', // fr
    'terminos', 'terminos y condiciones', 'condiciones generales', 'condiciones de uso', 'condiciones de venta', // es
    'termini', 'termini e condizioni', 'condizioni generali', 'condizioni di vendita', 'condizioni d uso', // it
    'termos', 'termos e condicoes', 'condicoes gerais', 'termos de uso', 'termos de servico', // pt
    'conditions', 'bedingungen', 'condiciones', 'condizioni', 'condicoes', 'voorwaarden', // the bare word, in any language
    'algemene voorwaarden', 'voorwaarden', 'gebruiksvoorwaarden', // nl
    'regulamin', 'warunki', 'ogolne warunki', // pl
  ],
  privacy: [
    'privacy', 'privacy policy', 'privacy notice', 'data protection', 'gdpr', 'cookie policy', // en, it, nl
    'datenschutz', 'datenschutzerklarung', 'datenschutzerklaerung', // de
    'confidentialite', 'donnees personnelles', 'vie privee', 'rgpd', // fr
    'privacidad', 'proteccion de datos', 'politica de privacidad', // es
    'informativa privacy', 'protezione dei dati', 'trattamento dei dati', // it
    'privacidade', 'politica de privacidade', 'protecao de dados', // pt
    'privacyverklaring', 'privacybeleid', 'gegevensbescherming', // nl
    'polityka prywatnosci', 'prywatnosc', 'prywatnosci', 'rodo', 'ochrona danych', // pl
  ],
  shipping: [
    'shipping', 'delivery', 'dispatch', 'postage', // en
    'versand', 'lieferung', 'liefer', 'versandkosten', 'lieferbedingungen', 'zahlung und versand', // de
    'livraison', 'expedition', // fr
    'envio', 'envios', 'entrega', 'entregas', 'gastos de envio', // es, pt
    'spedizione', 'spedizioni', 'consegna', 'consegne', // it
    'portes', 'portes de envio', // pt
    'verzending', 'verzenden', 'verzend', 'bezorging', 'bezorg', 'levering', 'verzendkosten', // nl
    'dostawa', 'dostawy', 'dostaw', 'wysylka', 'wysyl', 'koszty dostawy', 'spedizion', 'livrais', // pl, stems
  ],
  contact: [
    'contact', 'contact us', 'customer service', 'customer support', 'support', 'help', 'get in touch', // en
    'kontakt', 'kundenservice', 'kundendienst', 'hilfe', // de, nl, pl
    'contactez', 'nous contacter', 'service client', 'aide', // fr
    'contacto', 'contactanos', 'atencion al cliente', 'ayuda', // es, pt
    'contatti', 'contattaci', 'assistenza', 'servizio clienti', // it
    'contato', 'fale conosco', 'apoio ao cliente', // pt
    'klantenservice', 'neem contact op', // nl
    'obsluga klienta', 'pomoc', // pl
  ],
  imprint: [
    'imprint', 'legal notice', 'legal information', 'company information', 'company details', // en
    'impressum', 'anbieterkennzeichnung', // de
    'mentions legales', 'informations legales', // fr
    'aviso legal', 'informacion legal', // es
    'note legali', 'informazioni legali', 'dati societari', // it
    'informacao legal', 'informacoes legais', 'ficha tecnica', // pt
    'colofon', 'juridische informatie', 'bedrijfsgegevens', // nl
    'nota prawna', 'informacje prawne', 'dane firmy', // pl
    // Hub pages that gather the legal texts in one place.
    'legal', 'legal information', 'policies', 'store policies', 'rechtliches', 'rechtliche hinweise', 'rechtliche informationen',
    'informations juridiques', 'juridique', 'politiques', 'informacion legal', 'textos legales', 'informazioni legali', 'legale',
    'juridisch', 'juridische zaken', 'informacje prawne', 'dokumenty', 'legais',
  ],
  about: [
    'about', 'about us', 'our story', 'who we are', 'company', // en
    'uber uns', 'ueber uns', 'unternehmen', 'wir uber uns', // de
    'a propos', 'qui sommes nous', 'notre histoire', // fr
    'quienes somos', 'sobre nosotros', 'nosotros', // es
    'chi siamo', 'la nostra storia', // it
    'sobre nos', 'quem somos', // pt
    'over ons', // nl
    'o nas', 'o firmie', // pl
  ],
  faq: [
    'faq', 'faqs', 'frequently asked questions', 'questions', // en
    'haufige fragen', 'haeufige fragen', // de
    'questions frequentes', 'foire aux questions', // fr
    'preguntas frecuentes', // es
    'domande frequenti', // it
    'perguntas frequentes', 'duvidas', // pt
    'veelgestelde vragen', 'vragen', // nl
    'najczesciej zadawane pytania', 'pytania', // pl
  ],
  cart: [
    'cart', 'basket', 'shopping bag', 'bag', // en
    'warenkorb', // de
    'panier', // fr
    'carrito', 'cesta', // es
    'carrello', // it
    'carrinho', // pt
    'winkelwagen', 'winkelmand', // nl
    'koszyk', // pl
  ],
  checkout: [
    'checkout', 'check out', // en
    'kasse', 'zur kasse', // de
    'commande', 'passer la commande', 'caisse', // fr
    'finalizar compra', 'tramitar pedido', 'pagar', // es
    'cassa', 'pagamento', // it
    'finalizar encomenda', // pt
    'afrekenen', 'bestellen', // nl
    'kasa', 'zamowienie', 'do kasy', // pl
  ],
  pricing: [
    'pricing', 'prices', 'plans', 'plans and pricing', 'shop', 'store', 'catalog', 'products', // en
    'preise', 'tarife', 'produkte', // de
    'tarifs', 'prix', 'boutique', 'produits', // fr
    'precios', 'tarifas', 'tienda', 'productos', // es
    'prezzi', 'tariffe', 'negozio', 'prodotti', // it
    'precos', 'planos', 'loja', 'produtos', // pt
    'prijzen', 'tarieven', 'winkel', 'producten', // nl
    'cennik', 'ceny', 'sklep', 'produkty', // pl
  ],
}

/**
 * Words that name a page of another topic inside a policy topic's own terms: "Return policy" is a return
 * page, not a refund page. When a page name matches one of these, the refund topic is not inferred from
 * "return" alone (handled in classify.ts); kept here as data so translators find it.
 */
export const POLICY_TOPICS: readonly Topic[] = ['refund', 'return', 'cancellation', 'terms', 'privacy', 'shipping']

/** A parked domain, a domain for sale, or a registrar/hosting placeholder page. */
export const PARKED_PHRASES: readonly string[] = [
  'this domain is for sale', 'domain is for sale', 'this domain may be for sale', 'buy this domain', 'the domain name is for sale',
  'make an offer on this domain', 'domain for sale', 'inquire about this domain', 'this domain is parked', 'parked free',
  'parked by', 'domain parking', 'this domain has been registered', 'this domain name has been registered',
  'related searches', 'sponsored listings', 'this web page is parked', 'courtesy of godaddy', 'hosted by sedo',
  'diese domain steht zum verkauf', 'diese domain kaufen', 'domain kaufen', 'diese domain wurde registriert', 'domain ist geparkt',
  'ce domaine est a vendre', 'nom de domaine a vendre', 'acheter ce domaine', 'ce nom de domaine a ete reserve', 'domaine parque',
  'este dominio esta a la venta', 'dominio en venta', 'comprar este dominio', 'este dominio ha sido registrado',
  'questo dominio e in vendita', 'dominio in vendita', 'acquista questo dominio', 'questo dominio e stato registrato',
  'este dominio esta a venda', 'dominio a venda', 'comprar este dominio',
  'dit domein is te koop', 'domeinnaam te koop', 'deze domeinnaam is geregistreerd', 'koop dit domein',
  'ta domena jest na sprzedaz', 'domena na sprzedaz', 'kup te domene', 'domena zaparkowana', 'ta domena zostala zarejestrowana',
  'is available for purchase', 'this domain is available', 'domain name is available', 'kann erworben werden', 'steht zum verkauf',
  'est disponible a la vente', 'puede ser suyo', 'e in vendita', 'esta a venda', 'is te koop', 'jest na sprzedaz',
  // Expired or unconfigured domains (registrar and hosting placeholders).
  'this domain has expired', 'domain has expired', 'renew this domain', 'this domain name has expired', 'domain not configured',
  'no website is configured at this address', 'there isn t a github pages site here', 'no such app', 'this domain is not connected',
  'domain abgelaufen', 'diese domain ist abgelaufen', 'ce domaine a expire', 'el dominio ha caducado', 'il dominio e scaduto',
]

/** Web-server and hosting default pages (read in the title and first heading only): nothing of the merchant's is on the site. */
export const SERVER_DEFAULT_TITLES: readonly string[] = [
  'welcome to nginx', 'apache2 ubuntu default page', 'apache2 debian default page', 'it works', 'default web page',
  'test page for the apache', 'iis windows server', 'index of', 'default page', 'account suspended', 'website suspended',
  'this account has been suspended', 'future home of', 'web hosting by',
]

/** Hosts of domain marketplaces and parking services. A link to one of them is a parking sign. */
export const PARKING_HOSTS: readonly string[] = [
  'sedo.com', 'dan.com', 'afternic.com', 'sedoparking.com', 'bodis.com', 'parkingcrew.net', 'above.com', 'hugedomains.com',
  'undeveloped.com', 'domainmarket.com', 'buydomains.com', 'parklogic.com', 'uniregistry.com', 'atom.com', 'squadhelp.com',
]

/** An unfinished site. */
export const CONSTRUCTION_PHRASES: readonly string[] = [
  'under construction', 'coming soon', 'launching soon', 'site is under maintenance', 'we are launching soon', 'opening soon',
  'website coming soon', 'new website coming soon', 'our new site is coming', 'we ll be back soon', 'we will be back soon',
  'in aufbau', 'im aufbau', 'baustelle', 'bald verfugbar', 'in kurze online', 'wir sind bald online',
  'en construction', 'bientot disponible', 'site en construction', 'en cours de construction',
  'en construccion', 'sitio en construccion', 'pagina en construccion',
  'in costruzione', 'sito in costruzione', 'in allestimento',
  'em construcao', 'site em construcao',
  'in aanbouw', 'binnenkort online', 'binnenkort beschikbaar', 'website in aanbouw',
  'w budowie', 'strona w budowie', 'juz wkrotce',
  'stay tuned', 'working on our new website', 'new website is on its way', 'website is on its way', 'we re working on it',
  'hier entsteht', 'arbeiten an unserer neuen', 'neue website in kurze', 'en travaux', 'site en travaux', 'nouveau site arrive',
  'estamos trabajando en', 'en obras', 'nueva web muy pronto', 'lavori in corso', 'stiamo lavorando al nuovo sito', 'em obras',
  'estamos a trabalhar', 'wij werken aan', 'werken aan onze nieuwe website', 'strona w przygotowaniu', 'pracujemy nad nowa strona',
  // Maintenance pages.
  'under maintenance', 'down for maintenance', 'scheduled maintenance', 'wartungsarbeiten', 'wartungsmodus', 'en maintenance',
  'en mantenimiento', 'in manutenzione', 'em manutencao', 'wegens onderhoud', 'in onderhoud', 'przerwa techniczna',
]

/** A page shut behind a password (shop platforms' "opening soon" locks, basic-auth splash pages). */
export const PASSWORD_PHRASES: readonly string[] = [
  'password protected', 'enter store using password', 'enter using password', 'this store is password protected', 'enter password',
  'password required', 'restricted access', 'members only', 'private site', 'this content is password protected',
  'please enter your password', 'this site is password protected',
  'passwortgeschutzt', 'passwort eingeben', 'kennwort eingeben', 'geschutzter bereich',
  'protege par mot de passe', 'entrez le mot de passe', 'saisissez le mot de passe',
  'protegido con contrasena', 'introduce la contrasena', 'introduzca la contrasena',
  'protetto da password', 'inserisci la password',
  'protegido por senha', 'introduza a senha', 'digite a senha', 'protegido por palavra passe',
  'beveiligd met wachtwoord', 'voer wachtwoord in', 'wachtwoord invoeren',
  'chronione haslem', 'wprowadz haslo', 'podaj haslo',
]

/** Template filler: lorem ipsum is conclusive on its own; the rest counts as filler when two or more appear. */
export const LOREM_PHRASES: readonly string[] = ['lorem ipsum', 'dolor sit amet', 'consectetur adipiscing', 'sed do eiusmod']

export const FILLER_PHRASES: readonly string[] = [
  'your company', 'company name', 'your company name', 'your business name', 'your brand', 'your name here', 'your address',
  '123 main street', '123 main st', '123 street', 'your city', 'your email', 'yourdomain com', 'yourdomain', 'example com',
  'email example com', 'info example com', 'sample page', 'hello world', 'just another wordpress site', 'product name',
  'insert text here', 'add your text here', 'edit this text', 'click here to edit', 'your text here',
  'ihr firmenname', 'firmenname', 'musterstrasse', 'musterstadt', 'max mustermann', 'ihr unternehmen',
  'votre entreprise', 'nom de l entreprise', 'votre adresse', 'votre texte ici',
  'nombre de la empresa', 'tu empresa', 'su empresa', 'tu direccion', 'texto de ejemplo',
  'nome azienda', 'la tua azienda', 'il tuo indirizzo', 'testo di esempio',
  'nome da empresa', 'sua empresa', 'seu endereco', 'texto de exemplo',
  'bedrijfsnaam', 'uw bedrijf', 'uw adres', 'voorbeeldtekst',
  'nazwa firmy', 'twoja firma', 'twoj adres', 'przykladowy tekst',
]

/** Phrases that, in a page's text, speak of the topic (weaker than a page or heading: `warn`, never `pass`). */
export const MENTION_TERMS: Partial<Record<Topic, readonly string[]>> = {
  refund: [...PAGE_TERMS.refund, 'full refund', 'refunded', 'rembourse', 'reembolsado', 'rimborsato', 'erstatten', 'zuruckzuzahlen', 'zuruckzahlen', 'terugbetaald', 'terugbetalen', 'zwrocimy', 'zwrot kosztow', 'reembolsar', 'rimborsare', 'store credit',
    'terugstort', 'bedrag terug', 'credited', 'gutschrift', 'estorno', 'reintegro', 'terugstorting', 'zwrot naleznosci'],
  return: ['return policy', 'returns policy', 'return within', 'return the item', 'returned within', 'ruckgaberecht', 'ruecksendung',
    'rucksendung', 'ruckgabe', 'retoure', 'devolucion', 'devolver', 'devolucoes', 'devolver', 'retourneren', 'retourzending', 'restituire', 'zwrocic',
    'retour sous', 'politique de retour', 'politica de devoluciones', 'politica de devolucoes', 'politica di reso', 'retourbeleid', 'zwrot towaru'],
  cancellation: [...PAGE_TERMS.cancellation, 'cancel your order', 'cancel your subscription', 'cancel at any time', 'cancel anytime',
    'jederzeit kundbar', 'resilier', 'cancelar', 'annullare', 'cancelar a', 'opzegbaar', 'anulowac'],
  shipping: [...PAGE_TERMS.shipping, 'ships within', 'free shipping', 'kostenloser versand', 'livraison gratuite', 'envio gratis',
    'spedizione gratuita', 'envio gratuito', 'gratis verzending', 'darmowa dostawa'],
  terms: PAGE_TERMS.terms,
  privacy: PAGE_TERMS.privacy,
}

/** Payment-method marks in text, image alt texts or link hosts. */
export const PAYMENT_MARKS: readonly string[] = [
  'visa', 'mastercard', 'maestro', 'american express', 'amex', 'paypal', 'apple pay', 'google pay', 'klarna', 'sofort', 'giropay',
  'sepa', 'ideal', 'bancontact', 'blik', 'przelewy24', 'bizum', 'multibanco', 'mb way', 'twint', 'carte bancaire', 'cartes bancaires',
  'stripe', 'shop pay', 'discover', 'diners club', 'jcb', 'union pay', 'unionpay', 'satispay', 'postepay', 'payu', 'dotpay', 'tpay',
  'rechnung', 'vorkasse', 'nachnahme', 'contrareembolso', 'bonifico', 'overschrijving', 'pobranie',
]

/** Free mailbox providers: an address there is not tied to the business's own domain. */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.es', 'yahoo.it', 'hotmail.com',
  'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.es', 'hotmail.it', 'outlook.com', 'live.com', 'msn.com', 'icloud.com',
  'me.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.de', 'gmx.net', 'gmx.com', 'web.de', 't-online.de', 'freenet.de',
  'orange.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'wanadoo.fr', 'libero.it', 'virgilio.it', 'tiscali.it', 'alice.it',
  'telefonica.net', 'terra.es', 'sapo.pt', 'clix.pt', 'ziggo.nl', 'kpnmail.nl', 'planet.nl', 'home.nl', 'wp.pl', 'o2.pl',
  'onet.pl', 'interia.pl', 'op.pl', 'mail.ru', 'yandex.ru', 'zoho.com',
]

/** Legal forms that end a company's legal name. */
export const LEGAL_FORMS: readonly string[] = [
  'gmbh & co. kg', 'gmbh', 'ag', 'ug (haftungsbeschränkt)', 'ug', 'kg', 'ohg', 'e.k.', 'ltd', 'ltd.', 'limited', 'llc', 'inc', 'inc.',
  'plc', 'llp', 'corp', 'corp.', 'sarl', 's.a.r.l.', 'sas', 's.a.s.', 'sa', 's.a.', 'eurl', 'sl', 's.l.', 's.l.u.', 'slu',
  'srl', 's.r.l.', 'spa', 's.p.a.', 'snc', 'lda', 'lda.', 'unipessoal lda', 'bv', 'b.v.', 'nv', 'n.v.', 'vof', 'sp. z o.o.',
  'sp. z o. o.', 's.a.', 'sp.j.', 'sp. k.',
]

/** Country names (several languages) and postal-code shapes, to read a business address's country. */
export const COUNTRY_NAMES: Record<string, readonly string[]> = {
  DE: ['germany', 'deutschland', 'allemagne', 'alemania', 'germania', 'alemanha', 'duitsland', 'niemcy'],
  AT: ['austria', 'osterreich', 'oesterreich', 'autriche', 'oostenrijk'],
  CH: ['switzerland', 'schweiz', 'suisse', 'svizzera', 'suiza', 'zwitserland', 'szwajcaria'],
  FR: ['france', 'frankreich', 'francia', 'franca', 'frankrijk', 'francja'],
  ES: ['spain', 'espana', 'spanien', 'espagne', 'spagna', 'espanha', 'spanje', 'hiszpania'],
  IT: ['italy', 'italia', 'italien', 'italie', 'itali', 'wlochy'],
  PT: ['portugal', 'portogallo', 'portugalia'],
  NL: ['netherlands', 'the netherlands', 'nederland', 'niederlande', 'pays bas', 'paises bajos', 'paesi bassi', 'holandia'],
  BE: ['belgium', 'belgique', 'belgie', 'belgien', 'belgica', 'belgio'],
  PL: ['poland', 'polska', 'polen', 'pologne', 'polonia', 'polonia'],
  GB: ['united kingdom', 'uk', 'england', 'scotland', 'wales', 'great britain', 'vereinigtes konigreich', 'royaume uni', 'reino unido', 'regno unito'],
  IE: ['ireland', 'irland', 'irlande', 'irlanda'],
  US: ['united states', 'usa', 'u s a', 'united states of america', 'etats unis', 'estados unidos', 'stati uniti'],
  CA: ['canada', 'kanada'],
  BR: ['brazil', 'brasil', 'bresil', 'brasilien'],
  MX: ['mexico', 'mexiko', 'messico'],
  LU: ['luxembourg', 'luxemburg'],
  DK: ['denmark', 'danmark', 'danemark', 'danemark'],
  SE: ['sweden', 'sverige', 'schweden', 'suede'],
  CZ: ['czech republic', 'czechia', 'tschechien', 'ceska republika', 'czechy'],
}

/** Street words that, with a number, make a street line. */
export const STREET_WORDS: readonly string[] = [
  'street', 'st', 'road', 'rd', 'avenue', 'ave', 'lane', 'ln', 'boulevard', 'blvd', 'drive', 'dr', 'way', 'place', 'square', 'suite',
  'unit', 'floor', 'court', 'close', 'terrace', 'highway', 'parkway',
  'strasse', 'str', 'weg', 'platz', 'allee', 'gasse', 'ring', 'damm', 'ufer', 'chaussee',
  'rue', 'bd', 'chemin', 'impasse', 'allee', 'quai', 'cours', 'route',
  'calle', 'c', 'avenida', 'avda', 'av', 'plaza', 'pza', 'paseo', 'pso', 'carrer', 'camino', 'ronda', 'travesia',
  'via', 'viale', 'piazza', 'corso', 'vicolo', 'largo', 'strada', 'contrada', 'localita',
  'rua', 'travessa', 'praca', 'estrada', 'alameda', 'lote',
  'straat', 'laan', 'plein', 'gracht', 'kade', 'dijk', 'singel', 'steeg',
  'ul', 'ulica', 'al', 'aleja', 'plac', 'os', 'osiedle',
]
