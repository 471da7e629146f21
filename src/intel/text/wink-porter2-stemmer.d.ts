// The package ships no types; it exports one function (Porter2 English stemmer).
declare module 'wink-porter2-stemmer' {
  const stem: (word: string) => string
  export default stem
}
