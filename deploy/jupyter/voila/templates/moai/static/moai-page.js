/* Moai Kit: say so when a page stops working, instead of leaving a silent, stale page.
 *
 * - The page was not rendered to its end (the server was too busy or restarted): a notice.
 * - Every few seconds, asks the server (/moai/alive/<kernel id>) whether the page's kernel still
 *   runs. When it is gone (shut down, culled after the page was left idle, the server restarted)
 *   or the server stops answering, covers the page with a notice and a button to reload it.
 * The language is the page's (?lang=zh-TW), English otherwise. No request leaves the server.
 */
(function () {
  "use strict";

  var POLL_MS = 5000;
  var TEXT = {
    en: {
      stopped: [
        "This page has stopped",
        "The game engine of this page has stopped: the server was restarted, or the page was " +
          "left idle too long. Your game is saved. Reload the page to continue.",
      ],
      unreachable: [
        "The server does not answer",
        "The server of this page does not answer: it may be restarting, or the network is down. " +
          "Your game is saved. Wait a moment, then reload the page to continue.",
      ],
      failed: [
        "This page could not be prepared",
        "The server was too busy to prepare this page, or it was restarted. Reload the page to " +
          "try again; if this keeps happening, ask your teacher.",
      ],
      reload: "Reload the page",
    },
    "zh-TW": {
      stopped: [
        "這個頁面已經停止",
        "這個頁面的遊戲引擎已經停止：伺服器重新啟動了，或是頁面閒置太久。" +
          "你的遊戲已經儲存。請重新載入頁面，繼續進行。",
      ],
      unreachable: [
        "伺服器沒有回應",
        "這個頁面的伺服器沒有回應：它可能正在重新啟動，或是網路中斷了。" +
          "你的遊戲已經儲存。請稍等一下，再重新載入頁面，繼續進行。",
      ],
      failed: [
        "這個頁面無法準備好",
        "伺服器太忙，無法準備這個頁面，或是它重新啟動了。" +
          "請重新載入頁面再試一次；如果一直發生這種情形，請告訴老師。",
      ],
      reload: "重新載入頁面",
    },
  };

  var leaving = false;
  var notice = null;
  window.addEventListener("beforeunload", function () {
    leaving = true;
  });
  window.addEventListener("pagehide", function () {
    leaving = true;
  });
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) leaving = false;
  });

  function lang() {
    var asked = new URLSearchParams(window.location.search).get("lang");
    return TEXT.hasOwnProperty(asked) ? asked : "en";
  }

  function hide() {
    if (notice && notice.parentNode) notice.parentNode.removeChild(notice);
    notice = null;
  }

  function show(kind) {
    if (leaving || (notice && notice.getAttribute("data-moai-notice") === kind)) return;
    hide();
    var text = TEXT[lang()];
    notice = document.createElement("div");
    notice.setAttribute("data-moai-notice", kind);
    notice.setAttribute("role", "alertdialog");
    notice.setAttribute("aria-modal", "true");
    notice.setAttribute("aria-labelledby", "moai-notice-title");
    notice.style.cssText =
      "position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;" +
      "justify-content:center;background:rgba(30,30,30,0.6);" +
      'font-family:system-ui,"Noto Sans CJK TC",sans-serif;';
    var box = document.createElement("div");
    box.style.cssText =
      "max-width:36rem;margin:1rem;padding:2rem;background:#fff;color:#222;" +
      "border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,0.3);line-height:1.6;";
    var title = document.createElement("h2");
    title.id = "moai-notice-title";
    title.style.cssText = "margin:0 0 0.75rem;font-size:1.4rem;";
    title.textContent = text[kind][0];
    var body = document.createElement("p");
    body.style.cssText = "margin:0 0 1.25rem;font-size:1.1rem;";
    body.textContent = text[kind][1];
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = text.reload;
    button.style.cssText =
      "font-size:1.1rem;padding:0.5rem 1.2rem;border:0;border-radius:6px;" +
      "background:#2f6f8f;color:#fff;cursor:pointer;";
    button.addEventListener("click", function () {
      window.location.reload();
    });
    box.appendChild(title);
    box.appendChild(body);
    box.appendChild(button);
    notice.appendChild(box);
    document.body.appendChild(notice);
    button.focus();
  }

  function watch(url) {
    var failures = 0;
    var asking = false;
    var timer = null;

    function stop() {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
    }

    function tick() {
      if (asking || leaving) return;
      asking = true;
      window
        .fetch(url, { credentials: "same-origin", cache: "no-store", redirect: "manual" })
        .then(function (response) {
          if (leaving) return;
          if (response.status === 200) {
            failures = 0;
            if (notice && notice.getAttribute("data-moai-notice") === "unreachable") hide();
          } else if (
            response.status === 404 ||
            response.status === 403 ||
            response.type === "opaqueredirect"
          ) {
            stop();
            show("stopped");
          } else {
            failures += 1;
            if (failures >= 3) show("unreachable");
          }
        })
        .catch(function () {
          failures += 1;
          if (failures >= 2) show("unreachable");
        })
        .then(function () {
          asking = false;
        });
    }

    timer = window.setInterval(tick, POLL_MS);
  }

  function start() {
    if (!window.moaiPageComplete) {
      show("failed");
      return;
    }
    var element = document.getElementById("jupyter-config-data");
    var config = null;
    try {
      config = JSON.parse(element.textContent);
    } catch (error) {
      return;
    }
    if (!config || !config.kernelId) return;
    var base = (config.baseUrl || "/").replace(/\/?$/, "/");
    watch(base + "moai/alive/" + encodeURIComponent(config.kernelId));
  }

  window.moaiNotice = { show: show, hide: hide };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start);
})();
