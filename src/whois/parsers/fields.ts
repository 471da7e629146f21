/**
 * Key → field classification. Registries name the same thing dozens of ways (ICANN RAA 2013 spec keys,
 * RIPE-style `nserver`/`changed`, JPRS `[Created on]`, Nominet `Registered on` …); the rules below are
 * general patterns over normalised keys, not per-registry tables. The `scope` is the section an entry
 * sits in: entries inside contact sections never describe the domain itself.
 */

export type Field =
  | 'domain' | 'registrar' | 'registrarIanaId' | 'registrarUrl' | 'referralServer'
  | 'creationDate' | 'expirationDate' | 'updatedDate' | 'nameServers' | 'status' | 'dnssec'
  | 'registrantOrganization' | 'registrantName' | 'registrantCountry' | 'abuseEmail'

/** Higher rank wins when several keys give the same field (e.g. registry vs. registrar expiry). */
export interface Hit { field: Field; rank: number }

const CONTACT = /\b(?:registrant|holder|owner|admin|administrative|tech|technical|billing|zone|contact|person|role|nic hdl|organisation|organization|abuse|licensee|org|customer|trustee|c)\b/
const REGISTRAR_SCOPE = /^(?:(?:sponsoring |current |authori[sz]ed |domain )?registrar(?: information| details| data| info)?|registrant s agent|reseller|registration service provider|provider|registrador|agente registrador|bureau d enregistrement|registraire)$/
const NS_OBJECT = /^(?:nsset|keyset|ns list|key|dns|nameservers?|name servers?|dns servers?|domain servers?)$/
const REGISTRANT_SCOPE = /^(?:registrant|holder|owner|licensee|domain holder|titular|owner c|holder c|registrant contact|organisation|organization|customer)\b/

/**
 * The registrar's name under a composed label, in the languages registries answer in: "Registrar Company Name",
 * "Sponsoring Registrar Name", "Current Registrar Organization Name", "Registrar's Name", "Name of Registrar",
 * "Nombre del registrador", "Nom du bureau d'enregistrement", "Nome do registrador", Finnish "Rekisteröijä",
 * Lithuanian "Registratorius", Latvian "Reģistrators".
 */
const REGISTRAR_WORD = '(?:registrar|registar|registrator|registraire|registrador|rejestrator|regisztrator|registratorius|registrators|rekisteroija|registripidaja|bureau d enregistrement)'
const REGISTRAR_NAME_KEY = new RegExp(
  `^(?:(?:sponsoring|current|authori[sz]ed|accredited|domain) )?${REGISTRAR_WORD}(?: s)? (?:name|organi[sz]ation name|company(?: name)?|legal name|full name|firm name)$` +
  `|^(?:registratorius|registrators|rekisteroija|registripidaja)$` +
  `|^(?:name of (?:the )?(?:sponsoring )?|(?:nombre|nom|nome|naam|nazwa) (?:del |de la |de l |du |do |da |della |del |dello |van de |van het |van )?)${REGISTRAR_WORD}$`,
)

function dateField(k: string): Hit | null {
  if (/\b(?:by|database|whois|transfer(?:red)?|renewed|eligdate|reachdate|option|cancel|delet|purge|hold|trademark|status|datecancelled)\b/.test(k)) return null
  if (/expir|\bexp\b|vencimiento|caducidad|scadenza|vervaldatum|ablauf|verfall|lauft ab|gultig bis|\butgar\b|utlop|udlob|vanhenee|voimassa|platnost do|bitis tarihi|son kullanma|data de validade|wygasniecia|renewal$|^renewal|date renewal|paid till|paid until|renewal date|valid until|billed until|billeduntil|expire|free date|validity|registered until|period end/.test(k)) {
    return { field: 'expirationDate', rank: k === 'registry expiry date' ? 4 : /registrar|renew/.test(k) ? 1 : /registry|domain|^(?:expir\w*(?: date)?|expires on)$/.test(k) ? 3 : 2 }
  }
  if (/updat|modif|changed|last change|datelastmodified|last edit|amended|actualizac|atualizac|alterac|aggiornament|geandert|aktualisier|letzte anderung|gewijzigd|modyfikac|\bandrad\b|\bendret\b|\baendret\b|paivitetty|muokattu|guncelle|datum zmeny|zmeneno/.test(k)) {
    return { field: 'updatedDate', rank: k === 'updated date' ? 4 : /^(?:updated date|last updated|last modified|last update|changed|updated|modified)$/.test(k) ? 3 : 2 }
  }
  if (/creat|commencement|activated|registered on|^registered$|registration date|registration time|date registered|regist(?:ered|ration) date|dateregistered|first registered|registered date|domain registered|record created|^registration$|entry created|date of registration|^issued$|^activation(?: date)?$|^date approved$|^approved(?: date)?$|^assigned$|fecha de registro|^registro$|fecha de alta|fecha de creaci|criacao|data de regist|creazione|data di registrazione|date d enregistrement|erstellt|registriert am|registratiedatum|datum registratie|data rejestracji|data utworzenia|angelegt|erstellungsdatum|registrierungsdatum|eingetragen am|\bskapad\b|registreringsdato|registreringsdatum|\bopprettet\b|\boprettet\b|\bluotu\b|rekisteroity|datum vzniku|datum registrace|registrovano|kayit tarihi|olusturma tarihi/.test(k)) {
    return { field: 'creationDate', rank: k === 'creation date' ? 4 : /^(?:creation date|created|created on|created date|registered on|registration date)$/.test(k) ? 3 : 2 }
  }
  return null
}

// Keys repeat across responses, so classification is memoised (pure function of key and scope; bounded).
const memo = new Map<string, Map<string, Hit | null>>()
let memoSize = 0

/** Classifies one key in its scope. Returns null for keys the parser does not use. */
export function classify(key: string, scope: string): Hit | null {
  let byKey = memo.get(scope)
  if (byKey === undefined) {
    if (memoSize > 20_000) { memo.clear(); memoSize = 0 }
    byKey = new Map()
    memo.set(scope, byKey)
  }
  let hit = byKey.get(key)
  if (hit === undefined) {
    hit = classifyUncached(key, scope)
    byKey.set(key, hit)
    memoSize++
  }
  return hit
}

function classifyUncached(key: string, scope: string): Hit | null {
  // "Registrar Name (English)", "Registrant (in English)": the label of the Latin-script copy of a field
  if (/ (?:in )?(?:english|latin)$/.test(key)) return classify(key.replace(/ (?:in )?(?:english|latin)$/, ''), scope)
  // a section about the WHOIS service itself (".tr ** Whois Server:") holds no domain data
  if (/\b(?:whois server|database|query)\b/.test(scope)) return null
  const inContact = scope !== '' && CONTACT.test(scope) && !REGISTRAR_SCOPE.test(scope)
  if (inContact) {
    if (REGISTRANT_SCOPE.test(scope)) {
      if (/^(?:organi[sz]ation|org|company|organi[sz]ation name|name of organi[sz]ation)$/.test(key)) return { field: 'registrantOrganization', rank: 2 }
      if (/^(?:organi[sz]ation loc|org loc)$/.test(key)) return { field: 'registrantOrganization', rank: 1.5 }
      // the section's own value ("Registrant:\n  Google Inc.") names the holder; "Name:" lines inside are people
      if (/^(?:holder|registrant)$/.test(key) || key === scope) return { field: 'registrantName', rank: 1 }
      if (/^(?:country|country code|countrycode|country iso)$/.test(key)) return { field: 'registrantCountry', rank: 2 }
    }
    // contacts have no expiry; a domain date inside a contact block means the layout ran them together (HKIRC)
    const d = dateField(key)
    if (d && (d.field === 'expirationDate' || key.includes('domain'))) return { field: d.field, rank: d.rank - 10 }
    return null
  }
  if (NS_OBJECT.test(scope)) {
    // nsset / keyset objects (FRED, RIPE): their dates describe the object, not the domain
    // "DNS servers" header then "Name....: ns1.example." lines (.tn)
    if (/^(?:name|host ?name|server|ns)$/.test(key) && !/^(?:nsset|keyset|key)$/.test(scope)) return { field: 'nameServers', rank: 1 }
    const hit = classify(key, '')
    return hit && (hit.field === 'nameServers' || hit.field === 'dnssec') ? hit : null
  }
  if (REGISTRAR_SCOPE.test(scope) && scope !== key) {
    // the name, also in German, French, Spanish, Portuguese, Italian, Dutch and Polish answers ("Firma:", "Raison sociale:")
    if (/^(?:name|organi[sz]ation|organi[sz]ation name|registrar name|org|company|company name|registrar|nombre|nom|nome|naam|organizacion|organisation|firma|firmenname|unternehmen|societe|raison sociale|denomination|empresa|razon social|razao social|ragione sociale|denominazione|bedrijf|bedrijfsnaam|nazwa|nazwa firmy)$/.test(key)) return { field: 'registrar', rank: 2 }
    // the name in the registry's local script (.ua "organization-loc:") ranks below a Latin "organization:" and
    // above the object's handle
    if (/^(?:organi[sz]ation loc|org loc|name loc)$/.test(key)) return { field: 'registrar', rank: 1.5 }
    // a block giving only the registrar's handle ("Registrar:" + "Handle: FIXT-REG-7") names it by the handle
    if (/^(?:handle|nic handle|nic hdl|id handle)$/.test(key)) return { field: 'registrar', rank: 1 }
    if (/^(?:url|website|web|www|referral url|homepage)$/.test(key)) return { field: 'registrarUrl', rank: 1 }
    if (/iana/.test(key)) return { field: 'registrarIanaId', rank: 1 }
    if (/abuse.*(?:e ?mail|contact)/.test(key)) return { field: 'abuseEmail', rank: 1 }
    if (/^(?:whois|whois server)$/.test(key)) return { field: 'referralServer', rank: 1 }
    // flat layouts put the domain's dates right after "Registrar:"; a RIPE registrar object's own dates
    // must not beat the domain block's, so they rank below every top-level key
    const hit = classify(key, '')
    return hit && hit.field !== 'registrar' && hit.field !== 'domain' ? { field: hit.field, rank: hit.rank - 10 } : null
  }
  // "Domännamn", "Domænenavn", "Verkkotunnus", "Název domény", "Alan Adı": the domain in Nordic, Czech, Turkish answers
  if (/^(?:domain(?: name)?|domainname|domain name ascii|nom de domaine|dominio|domain information|domannamn|domaenenavn|domenenavn|verkkotunnus|nazev domeny|alan adi)$/.test(key)) return { field: 'domain', rank: 1 }
  if (/iana id|iana number|registrar id iana/.test(key)) return { field: 'registrarIanaId', rank: 2 }
  if (/abuse/.test(key) && /e ?mail|contact$/.test(key) && !/phone/.test(key)) return { field: 'abuseEmail', rank: 2 }
  if (/whois server|^refer$|^whois$|referral server/.test(key)) return { field: 'referralServer', rank: 2 }
  if (REGISTRAR_NAME_KEY.test(key)) return { field: 'registrar', rank: 2 }
  // older Nominet answers name the registrar "Registrant's agent:"; GoDaddy's "Registered through:"
  if (/^(?:registrar|sponsoring registrar|domain registrar|registrant s agent|registered through|registrar name|registrar organi[sz]ation|sponsoring registrar organi[sz]ation|registrar of record|registration service provider|registration service provider name|accredited registrar|record maintained by|authorized agency|registrar handle|current registrar|current registar|registar|registration service provided by|registrar information|registrador|agente registrador|bureau d enregistrement|registraire|rejestrator|registrator|regisztrator)$/.test(key)) {
    return { field: 'registrar', rank: /handle/.test(key) ? 1 : 2 }
  }
  // registro.br "provider: FIXTURE-PROVEDOR (99)": the accredited provider acting for the holder, named by its handle
  if (key === 'provider') return { field: 'registrar', rank: 1 }
  if (/^(?:registrar url|referral url|registrar website|registrar web)$/.test(key)) return { field: 'registrarUrl', rank: 1 }
  if (/name ?servers?|nserver|dns servers?|domain servers?|ns ?name|^ns\d* hostname$|namnserv|navneserv|nimipalvel|jmenne servery|ad sunucu|servidor(?: ?es)? (?:de )?nom|serveurs? (?:de )?noms|servidor(?: ?es)? dns|serveurs? dns|server dns/.test(key) && !/ip|address|handle|ipv|status|registrar|delegat/.test(key)) return { field: 'nameServers', rank: 1 }
  if (/^(?:name ?servers?|nserver|nameservers?|ns|dns|dns servers?|name server information|domain servers(?: in listed order)?|domain nameservers|name servers? information|host ?name|primary server|secondary server|nameserver ?\d+|ns ?\d+|name server \d|dns\d|nameservers? \d|servers|dns name servers)$/.test(key)) {
    return { field: 'nameServers', rank: 1 }
  }
  // DNS Belgium lists the EPP statuses under a "Flags:" header; a "flags:" line of a DNSSEC key (EURid "Keys:")
  // sits in its own section
  if (key === 'flags' && scope === '') return { field: 'status', rank: 1 }
  // DNS-LU (.lu) names the domain's state "domaintype: ACTIVE"; its other "*type" keys describe contacts
  if (/^(?:(?:domain |registration |epp |registry |)status(?:es)?|eppstatus|state|domain state|status information|estado|statut|domaintype|estatus|(?:estado|estatus|statut|etat|stato|situacao|situacion|zustand) (?:del |de l |du |do |da |des |dello |)(?:dominio|domaine|domain)|stav domeny|durum)$/.test(key)) return { field: 'status', rank: key.startsWith('domain ') ? 2 : 1 }
  if (/^(?:dnssec|signed|signing key|secure dns|ds records?|dnssec status|domain signed|dnssec signed)$/.test(key)) return { field: 'dnssec', rank: 1 }
  if (/^(?:registrant organi[sz]ation|registrant org|registrant company|org|organi[sz]ation|holder organi[sz]ation|domain holder organi[sz]ation|owner organi[sz]ation|registrant organi[sz]ation name)$/.test(key)) {
    return { field: 'registrantOrganization', rank: key.startsWith('registrant') ? 3 : 1 }
  }
  if (/^(?:registrant|holder|owner|domain holder|titular|registrant contact)$/.test(key)) return { field: 'registrantName', rank: 1 }
  if (/^(?:registrant country(?: code)?|registrant country iso|(?:domain )?holder country|owner country(?: code)?)$/.test(key)) return { field: 'registrantCountry', rank: 2 }
  return dateField(key)
}
