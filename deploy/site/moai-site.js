// Moai Kit's static site: on every page, loaded right after the page's configuration and before
// Voici reads it.
// - The first cell of the page's notebook (added by deploy/site/build.py) gets the page's query
//   string in place of __MOAI_QUERY__, as Voila gives it to a kernel (?lang=zh-TW keeps the
//   language from page to page).
// - The kit's links between pages name notebooks (rapanui/play.ipynb?lang=en); the site's pages
//   are the same paths ending in .html.
(function () {
  "use strict";
  var MARK = "__MOAI_QUERY__";

  var config = document.getElementById("jupyter-config-data");
  if (config) {
    try {
      var data = JSON.parse(config.textContent);
      var nb = data.notebookSrc;
      var query = window.location.search.replace(/^\?/, "");
      if (nb && nb.cells) {
        nb.cells.forEach(function (cell) {
          var source = Array.isArray(cell.source) ? cell.source.join("") : cell.source;
          if (typeof source === "string" && source.indexOf(MARK) >= 0) {
            cell.source = source.split('"' + MARK + '"').join(JSON.stringify(query));
          }
        });
        config.textContent = JSON.stringify(data);
      }
    } catch (err) {
      console.error("moai-site: the page's query string was not passed on", err);
    }
  }

  var NOTEBOOK = /^([^?#:]*)\.ipynb([?#].*)?$/;

  function fix(link) {
    var href = link.getAttribute("href");
    if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.charAt(0) === "/") return;
    var match = NOTEBOOK.exec(href);
    if (match) link.setAttribute("href", match[1] + ".html" + (match[2] || ""));
  }

  function fixAll(root) {
    if (root.nodeType !== 1) return;
    if (root.tagName === "A") fix(root);
    var links = root.querySelectorAll ? root.querySelectorAll("a[href]") : [];
    for (var i = 0; i < links.length; i++) fix(links[i]);
  }

  new MutationObserver(function (mutations) {
    mutations.forEach(function (m) {
      if (m.type === "attributes") fixAll(m.target);
      else m.addedNodes.forEach(fixAll);
    });
  }).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["href"],
  });

  // A click that beats the observer still opens the site's page.
  document.addEventListener(
    "click",
    function (event) {
      var link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
      if (link) fix(link);
    },
    true
  );
})();
