// The package ships no types; it exports one function (Porter2 English stemmer).
declare module 'wink-porter2-stemmer' {
  const stem: (word: string) => string
  export default stem
}

// wink-lexicon's WordNet exception maps: inflected form → base form (CommonJS objects, no types shipped).
declare module 'wink-lexicon/src/wn-verb-exceptions.js' { const m: Record<string, string | undefined>; export default m }
declare module 'wink-lexicon/src/wn-noun-exceptions.js' { const m: Record<string, string | undefined>; export default m }
declare module 'wink-lexicon/src/wn-adjective-exceptions.js' { const m: Record<string, string | undefined>; export default m }
