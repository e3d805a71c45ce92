// Progressive enhancement only: every page works without this file.
// Text size: A− / A+ buttons, remembered in localStorage, applied before the page is drawn.
(function () {
  "use strict";
  var KEY = "recipository.textSize";
  var MIN = -1;
  var MAX = 3;
  var root = document.documentElement;

  function stored() {
    try {
      var value = parseInt(window.localStorage.getItem(KEY), 10);
      return isNaN(value) ? 0 : Math.min(MAX, Math.max(MIN, value));
    } catch (e) {
      return 0; // storage can be disabled (private windows, file:// policies)
    }
  }

  function apply(level) {
    if (level === 0) {
      root.removeAttribute("data-text-size");
    } else {
      root.setAttribute("data-text-size", String(level));
    }
  }

  function save(level) {
    try {
      window.localStorage.setItem(KEY, String(level));
    } catch (e) {
      // Not remembered, still applied.
    }
  }

  var level = stored();
  apply(level);

  document.addEventListener("DOMContentLoaded", function () {
    var group = document.querySelector(".text-size");
    if (!group) {
      return;
    }
    var buttons = group.querySelectorAll("button[data-text-size-step]");
    function refresh() {
      for (var i = 0; i < buttons.length; i++) {
        var step = parseInt(buttons[i].getAttribute("data-text-size-step"), 10);
        buttons[i].disabled = step < 0 ? level <= MIN : level >= MAX;
      }
    }
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].addEventListener("click", function (event) {
        var step = parseInt(event.currentTarget.getAttribute("data-text-size-step"), 10);
        level = Math.min(MAX, Math.max(MIN, level + step));
        apply(level);
        save(level);
        refresh();
      });
    }
    group.hidden = false;
    refresh();
  });
})();

// On paper a recipe ends with its address. Without a base_url the build cannot know it, so the
// browser fills in where the page was opened from.
document.addEventListener("DOMContentLoaded", function () {
  "use strict";
  var places = document.querySelectorAll("[data-page-address]");
  for (var i = 0; i < places.length; i++) {
    if (!places[i].textContent) {
      places[i].textContent = window.location.href.split("#")[0];
    }
  }
});
