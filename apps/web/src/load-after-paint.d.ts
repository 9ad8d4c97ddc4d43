// load-after-paint.js is a classic script with no exports; the web tests import it only to run it.
export {};
