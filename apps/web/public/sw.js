/* global self, caches, fetch, Headers, Response */
/* Taaza's service worker (issue 31): the shop opens without a network. The app shell and the
 * offline page are kept at install; scripts, styles and images as they are first fetched (their
 * names carry a hash, so a kept copy never goes stale); the last pages the customer viewed are
 * kept as they load (the network first, always) and answered from here when the network is gone,
 * with a notice in the page's own language. The API is never answered from here. Push messages
 * (order updates) are shown as notifications. */
const VERSION = "taaza-v1";
const SHELL = `${VERSION}-shell`;
const PAGES = `${VERSION}-pages`;
const ASSETS = `${VERSION}-assets`;
const OFFLINE_PAGE = "/offline.html";
const LAST_PAGES = 20;

const NOTICE = {
  en: "You are offline. This is the page as you last saw it.",
  mr: "तुम्ही ऑफलाइन आहात. हे पान तुम्ही शेवटी पाहिले तसे आहे.",
  hi: "आप ऑफ़लाइन हैं। यह पेज वैसा ही है जैसा आपने आख़िरी बार देखा था।",
};

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([OFFLINE_PAGE, "/offline.js", "/manifest.webmanifest", "/icons/icon-192.png"]))
      // The shell: the home page as the server draws it, kept among the pages.
      .then(() => caches.open(PAGES).then((cache) => cache.add("/").catch(() => undefined)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !name.startsWith(VERSION)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(page(request));
  else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/icons/") || url.pathname === "/offline.js")
    event.respondWith(asset(request));
});

/** A page: the network's answer (kept among the last viewed), else the kept one with the notice, else the offline page. */
async function page(request) {
  try {
    const answer = await fetch(request);
    if (answer.ok && (answer.headers.get("content-type") || "").includes("text/html")) {
      const copy = answer.clone();
      const cache = await caches.open(PAGES);
      await cache.put(request.url, copy);
      const kept = await cache.keys();
      await Promise.all(kept.slice(0, Math.max(0, kept.length - LAST_PAGES)).map((old) => cache.delete(old)));
    }
    return answer;
  } catch {
    const cache = await caches.open(PAGES);
    const kept = await cache.match(request.url);
    if (kept) return withNotice(kept);
    return (await caches.match(OFFLINE_PAGE)) || Response.error();
  }
}

/** The kept page with a notice at the top of its body, in the language the page was drawn in. */
async function withNotice(kept) {
  const html = await kept.text();
  const lang = (/<html[^>]*\slang="([a-z]+)/i.exec(html) || [])[1];
  const text = NOTICE[lang] || NOTICE.en;
  const notice =
    `<div class="offline-notice" role="status" style="position:sticky;top:0;z-index:1000;padding:.6rem 1rem;` +
    `background:#1d2b2f;color:#fff;text-align:center;font:600 15px/1.4 system-ui,sans-serif">${text}</div>`;
  const headers = new Headers(kept.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(html.replace(/<body([^>]*)>/i, `<body$1>${notice}`), { status: 200, headers });
}

/** A hashed script, style or image: kept once fetched, answered from here after. */
async function asset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await caches.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

self.addEventListener("push", (event) => {
  let message = { title: "Taaza", body: "" };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    message.body = event.data ? event.data.text() : "";
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      lang: message.language,
      tag: message.tag,
      data: { url: message.url || "/myorders" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
