/* global document, localStorage, location */
// The offline page in the language the customer shops in: the switcher's cookie, else this
// device's choice (the page is kept by the service worker, so it cannot be drawn by the server).
(function () {
  var chosen = (/(?:^|;\s*)taaza-locale=([a-z]+)/.exec(document.cookie) || [])[1];
  try {
    chosen = chosen || localStorage.getItem("taaza.locale");
  } catch {
    // Storage blocked: English.
  }
  if (chosen === "mr" || chosen === "hi") {
    document.documentElement.lang = chosen;
    document.querySelector('section[lang="en"]').removeAttribute("data-shown");
    document.querySelector('section[lang="' + chosen + '"]').setAttribute("data-shown", "");
  }
  document.querySelectorAll("[data-retry]").forEach(function (button) {
    button.addEventListener("click", function () {
      location.reload();
    });
  });
})();
