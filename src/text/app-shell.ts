/**
 * Marks of a page built in the browser by a JavaScript framework, shared by every HTML reader (extraction,
 * the categorizer's signals, the site reviewer): the id of the element a client-side framework mounts into
 * (React's #root, Vue's #app, Next.js #__next, Nuxt #__nuxt, Gatsby #___gatsby, Quasar #q-app, Ember, Angular's
 * app-root…). Such a page with scripts and (almost) no text of its own needs a browser to show anything.
 */
export const MOUNT_POINT_ID = /^(root|app|__next|__nuxt|___gatsby|svelte|q-app|main-app|app-root|react-root|ember-application|application)$/i
