// Progressive enhancement only: every page works without this file.
// While the page's scripts run, the controls they show keep their room, unseen (style.css,
// html.scripts-loading): nothing under them moves when they appear, and the browser does not
// take a lazy picture further down for nearer than it is. When every script has run, a control
// still hidden (its script failed) gives its room back.
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("scripts-loading");
  document.addEventListener("DOMContentLoaded", function () {
    // After every DOMContentLoaded handler, the deferred scripts' included.
    setTimeout(function () { root.classList.remove("scripts-loading"); }, 0);
  });
})();

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

// A table wider than the screen scrolls inside itself (style.css); the keyboard can then reach
// and scroll it too.
window.addEventListener("load", function () {
  "use strict";
  var tables = document.querySelectorAll("main table");
  for (var i = 0; i < tables.length; i++) {
    if (tables[i].scrollWidth > tables[i].clientWidth) {
      tables[i].tabIndex = 0;
      tables[i].setAttribute("aria-label", "Table (scrolls sideways)");
    }
  }
});

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

// The recipe page's tools: share, print, "I made this", and cook mode (screen kept on, large
// type, ingredients and steps ticked off and remembered per recipe, timers from the steps' times,
// named by their step and kept as deadlines). Ingredients can be ticked outside cook mode too.
// Each is shown only when this script runs; the page reads and prints the same without it.
document.addEventListener("DOMContentLoaded", function () {
  "use strict";
  var hidden = document.querySelectorAll("[data-needs-script]");
  for (var i = 0; i < hidden.length; i++) { hidden[i].hidden = false; }
  var recipe = document.querySelector("[data-recipe]");
  if (!recipe) { return; }
  var key = recipe.getAttribute("data-recipe");
  var title = recipe.getAttribute("data-recipe-title") || document.title;
  var status = document.querySelector("[data-action-status]");

  function say(text) { if (status) { status.textContent = text; } }
  function load(name, fallback) {
    try { return JSON.parse(window.localStorage.getItem(name)) || fallback; } catch (e) { return fallback; }
  }
  function store(name, value) {
    try { window.localStorage.setItem(name, JSON.stringify(value)); return true; } catch (e) { return false; }
  }
  function on(selector, handler) {
    var element = document.querySelector(selector);
    if (element) { element.addEventListener("click", handler); }
    return element;
  }
  function linesOf(selector) {
    var items = recipe.querySelectorAll(selector);
    var lines = [];
    for (var i = 0; i < items.length; i++) { lines.push(items[i].textContent.replace(/\s+/g, " ").trim()); }
    return lines;
  }
  function address() { return /^https?:$/.test(window.location.protocol) ? window.location.href.split("#")[0] : ""; }
  function recipeText() {
    var text = title + "\n\n" + linesOf(".ingredient-list > li").map(function (l) { return "- " + l; }).join("\n");
    text += "\n\n" + linesOf(".step-list > li").map(function (l, n) { return (n + 1) + ". " + l; }).join("\n");
    return address() ? text + "\n\n" + address() : text;
  }
  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) { return navigator.clipboard.writeText(text); }
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var done = false;
    try { done = document.execCommand("copy"); } catch (e) { done = false; }
    document.body.removeChild(area);
    return done ? Promise.resolve() : Promise.reject(new Error("copy refused"));
  }

  on("[data-share]", function () {
    var text = recipeText();
    if (navigator.share) {
      var data = { title: title, text: text };
      if (address()) { data.url = address(); }
      navigator.share(data).catch(function () { /* closed by the cook: nothing to say */ });
      return;
    }
    copy(text).then(function () { say("Copied: the recipe is ready to paste into a message."); },
      function () { say("This browser would not copy. Select the recipe and copy it, or use E-mail."); });
  });
  on("[data-print]", function () { window.print(); });
  on("[data-made-it]", function () {
    var made = load("recipository.made", {});
    if (typeof made !== "object" || Array.isArray(made)) { made = {}; }
    var today = new Date();
    var iso = today.getFullYear() + "-" + ("0" + (today.getMonth() + 1)).slice(-2) + "-" + ("0" + today.getDate()).slice(-2);
    made[key] = { title: title, date: iso };
    var kept = store("recipository.made", made);
    var place = document.querySelector("[data-made-status]");
    if (place) {
      place.textContent = kept ? "Noted: made today. It shows under “Made recently” on the home page."
        : "This browser does not let the site remember it.";
    }
  });

  // Cook mode.
  var toggle = document.querySelector("[data-cook-mode]");
  if (!toggle) { return; }
  var lock = null;
  var ticksKey = "recipository.ticks:" + key;
  var timersKey = "recipository.timers:" + key;
  var cookKey = "recipository.cook:" + key;

  function keepAwake() {
    if (!("wakeLock" in navigator)) {
      say("Cook mode is on. This browser cannot keep the screen on: set the phone’s screen timeout longer while you cook.");
      return;
    }
    navigator.wakeLock.request("screen").then(function (sentinel) {
      lock = sentinel;
      say("Cook mode is on: the screen stays on.");
    }, function () {
      say("Cook mode is on, but the browser would not keep the screen on (battery saver?).");
    });
  }
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState !== "visible") { return; }
    // A wake lock ends when the page is hidden; take it again on return. A timer that came due meanwhile rings now.
    if (document.documentElement.classList.contains("cook-mode") && lock && lock.released) { keepAwake(); }
    timers.forEach(function (timer) { timer.check(); });
  });

  // Ticks: ingredients can be ticked at any time, steps in cook mode; kept per recipe. The
  // boxes are the first child of their line, which the unit switch and the scale keep
  // (kitchen-recipe.js re-renders a line's content after its box).
  function saveTicks() {
    var state = { i: [], s: [] };
    var boxes = recipe.querySelectorAll("input.tick");
    for (var n = 0; n < boxes.length; n++) {
      var mark = boxes[n].getAttribute("data-tick");
      if (boxes[n].checked) { state[mark.charAt(0)].push(parseInt(mark.slice(1), 10)); }
    }
    store(ticksKey, state);
  }
  function prepareTicks() {
    var saved = load(ticksKey, {});
    [["i", ".ingredient-list > li"], ["s", ".step-list > li"]].forEach(function (kind) {
      var items = recipe.querySelectorAll(kind[1]);
      var done = Array.isArray(saved[kind[0]]) ? saved[kind[0]] : [];
      for (var n = 0; n < items.length; n++) {
        var box = document.createElement("input");
        box.type = "checkbox";
        box.className = "tick";
        box.setAttribute("aria-label", "Done: " + items[n].textContent.replace(/\s+/g, " ").trim().slice(0, 80));
        box.setAttribute("data-tick", kind[0] + n);
        box.checked = done.indexOf(n) >= 0;
        items[n].classList.toggle("ticked", box.checked);
        items[n].insertBefore(box, items[n].firstChild);
      }
    });
    recipe.addEventListener("change", function (event) {
      var box = event.target;
      if (!box.classList || !box.classList.contains("tick")) { return; }
      box.parentNode.classList.toggle("ticked", box.checked);
      saveTicks();
    });
  }

  // "bake 25 minutes", "1 h 15", "10-15 min" (the longer end), "45 sec".
  var TIME = /(\d*½|\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to)\s*(\d*½|\d+(?:[.,]\d+)?))?\s*(?:(hours?|hrs?|h)\b(?:\s*(\d+)(?:\s*(?:minutes?|mins?|min)\b)?)?|(minutes?|mins?|min)\b|(seconds?|secs?|sec)\b)/gi;
  function seconds(match) {
    var text = match[2] || match[1];
    var amount = /½$/.test(text) ? (parseInt(text, 10) || 0) + 0.5 : parseFloat(text.replace(",", "."));
    if (match[3]) { return Math.round(amount * 3600 + (match[4] ? parseInt(match[4], 10) * 60 : 0)); }
    if (match[5]) { return Math.round(amount * 60); }
    return Math.round(amount);
  }
  /** A timer's name: its sentence's first words, up to a preposition ("Bake" on the hot sheet,
   *  "Chill the pie" for 15 minutes, "Let the batter rest"), else "Step 3". */
  function timerName(text, at, step) {
    var start = Math.max(text.lastIndexOf(". ", at), text.lastIndexOf("! ", at), text.lastIndexOf("? ", at));
    var words = text.slice(start < 0 ? 0 : start + 2, at).replace(/[^A-Za-zÀ-ÿ' ]+/g, " ").trim().split(/\s+/).filter(Boolean);
    var cut = 1;
    while (cut < words.length && cut < 4 && !/^(for|about|another|around|roughly|at|in|on|after|until|into|over|under|with|to|from|then|more|of|or)$/i.test(words[cut])) {
      cut++;
    }
    var name = words.slice(0, cut).join(" ");
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : "Step " + (step + 1);
  }
  // The times in the steps become buttons after the step's text, which stays the page's (the unit switch converts it).
  function prepareTimers() {
    var steps = recipe.querySelectorAll(".step-list > li");
    for (var n = 0; n < steps.length; n++) {
      var text = steps[n].textContent.replace(/\s+/g, " ");
      TIME.lastIndex = 0;
      var match, row = null;
      while ((match = TIME.exec(text)) !== null) {
        var length = seconds(match);
        if (!(length > 0)) { continue; }
        if (!row) {
          row = document.createElement("span");
          row.className = "timer-starts";
          steps[n].appendChild(row);
        }
        var button = document.createElement("button");
        button.type = "button";
        button.className = "timer-start";
        button.textContent = match[0];
        button.setAttribute("data-timer-seconds", String(length));
        button.setAttribute("data-timer-name", timerName(text, match.index, n));
        button.setAttribute("aria-label", "Start a timer: " + button.getAttribute("data-timer-name") + ", " + match[0]);
        row.appendChild(button);
      }
    }
  }

  // Running timers live in a bar fixed to the foot of the screen, so they stay in view while
  // scrolling; each is kept as its deadline, so a reload or a phone call does not lose it.
  var bar = null;
  var timers = [];
  function timerBar() {
    if (bar) { return bar; }
    bar = document.createElement("section");
    bar.className = "timer-bar";
    bar.setAttribute("aria-label", "Timers");
    document.body.appendChild(bar);
    return bar;
  }
  function clock(left) {
    var s = Math.max(0, Math.ceil(left / 1000));
    var h = Math.floor(s / 3600);
    var m = Math.floor((s % 3600) / 60);
    var rest = ("0" + (s % 60)).slice(-2);
    return h ? h + ":" + ("0" + m).slice(-2) + ":" + rest : m + ":" + rest;
  }
  // One sound context for the page, made when the cook turns cook mode on or starts a timer: a
  // browser lets a page make a sound only after a tap, so one made at the ring could stay silent.
  var audio = null;
  function sound() {
    try {
      if (!audio) { audio = new (window.AudioContext || window.webkitAudioContext)(); }
      if (audio.state === "suspended") { audio.resume().catch(function () { /* silent until the next tap */ }); }
    } catch (e) { audio = null; }
    return audio;
  }
  // A timer due after a reload, before any tap, cannot sound: the browser keeps a page silent
  // until the cook touches it. Then the bar says so, and the next tap anywhere rings it.
  var silenced = null;
  function offerSound(name) {
    if (silenced) { return; }
    silenced = document.createElement("button");
    silenced.type = "button";
    silenced.className = "action timer-sound";
    silenced.textContent = "Tap for the alarm’s sound";
    timerBar().insertBefore(silenced, timerBar().firstChild);
    say("Time is up: " + name + ". The browser keeps the page silent until you tap it.");
    document.addEventListener("click", function heard() {
      document.removeEventListener("click", heard);
      if (silenced && silenced.parentNode) { silenced.parentNode.removeChild(silenced); }
      silenced = null;
      // Only for a timer still shown: one just stopped needs no alarm.
      if (timers.some(function (timer) { return timer.rang && timer.end <= Date.now(); })) { ring(); }
    });   // bubbling: a Stop tapped has removed its timer by then
  }
  function ring(name) {
    try {
      var context = sound();
      if (name && (!context || context.state !== "running")) {
        // Allowed or not is known once resume() settles; a page touched before plays at once.
        setTimeout(function () { if (!audio || audio.state !== "running") { offerSound(name); } }, 500);
      }
      for (var n = 0; n < 6; n++) {
        var tone = context.createOscillator();
        var gain = context.createGain();
        tone.frequency.value = 880;
        tone.connect(gain);
        gain.connect(context.destination);
        gain.gain.value = 0.3;
        tone.start(context.currentTime + n * 0.5);
        tone.stop(context.currentTime + n * 0.5 + 0.25);
      }
    } catch (e) { /* no sound here: the bar and the vibration still say it */ }
    if (navigator.vibrate) { navigator.vibrate([300, 150, 300, 150, 300]); }
  }
  function saveTimers() {
    store(timersKey, timers.map(function (timer) { return { name: timer.name, end: timer.end, rang: timer.rang }; }));
  }
  function showTimer(name, end, rang) {
    var timer = { name: name, end: end, rang: !!rang };
    var row = document.createElement("div");
    row.className = "timer";
    var label = document.createElement("span");
    label.className = "timer-label";
    var left = document.createElement("span");
    left.className = "timer-left";
    left.setAttribute("role", "timer");
    var stop = document.createElement("button");
    stop.type = "button";
    stop.className = "action";
    stop.textContent = "Stop";
    stop.setAttribute("aria-label", "Stop the timer for " + name);
    row.appendChild(label);
    row.appendChild(left);
    row.appendChild(stop);
    timerBar().appendChild(row);
    // "Bake: 44:12 left"; when due it rings once, as soon as the page is seen.
    timer.check = function () {
      var remaining = timer.end - Date.now();
      if (remaining > 0) {
        label.textContent = name + ": ";
        left.textContent = clock(remaining) + " left";
        return;
      }
      clearInterval(every);
      row.classList.add("timer-done");
      label.textContent = name + ": ";
      left.textContent = "time is up";
      if (!timer.rang && document.visibilityState === "visible") {
        timer.rang = true;
        saveTimers();
        say("Time is up: " + name + ".");
        ring(name);
      }
    };
    var every = setInterval(timer.check, 1000);
    stop.addEventListener("click", function () {
      clearInterval(every);
      row.parentNode.removeChild(row);
      timers.splice(timers.indexOf(timer), 1);
      saveTimers();
    });
    timers.push(timer);
    timer.check();
    return timer;
  }
  recipe.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest(".timer-start") : null;
    if (!button) { return; }
    var name = button.getAttribute("data-timer-name");
    sound();
    showTimer(name, Date.now() + parseInt(button.getAttribute("data-timer-seconds"), 10) * 1000, false);
    saveTimers();
    say("Timer started: " + name + ", " + button.textContent + ".");
  });

  function cookMode(on) {
    toggle.setAttribute("aria-pressed", on ? "true" : "false");
    document.documentElement.classList.toggle("cook-mode", on);
    try { if (on) { sessionStorage.setItem(cookKey, "on"); } else { sessionStorage.removeItem(cookKey); } } catch (e) { /* not kept: fine */ }
    if (on) {
      keepAwake();
    } else {
      if (lock) { lock.release(); lock = null; }
      say("Cook mode is off.");
    }
  }
  toggle.addEventListener("click", function () {
    var turningOn = toggle.getAttribute("aria-pressed") !== "true";
    cookMode(turningOn);
    if (turningOn) {
      sound();
      var start = document.getElementById("ingredients-heading") || document.getElementById("steps-heading");
      if (start) { start.scrollIntoView(); }
    }
  });

  prepareTicks();
  prepareTimers();
  var wasOn = false;
  // Reloaded or come back to, not opened anew: cook mode comes back on (kitchen-amounts.js, on every recipe page).
  var kitchen = window.RecipositoryKitchen;
  try { wasOn = !!kitchen && kitchen.reloaded() && sessionStorage.getItem(cookKey) === "on"; } catch (e) { wasOn = false; }
  if (wasOn) { cookMode(true); }
  var kept = load(timersKey, []);
  (Array.isArray(kept) ? kept : []).forEach(function (timer) {
    if (timer && typeof timer.name === "string" && typeof timer.end === "number") { showTimer(timer.name, timer.end, timer.rang === true); }
  });
});

// Home: "Made recently" and "Not made in a while" from `cooked:` (in the page) and from this
// browser's "I made this" taps, the later date of the two winning.
document.addEventListener("DOMContentLoaded", function () {
  "use strict";
  var strips = { recent: document.querySelector('[data-made-strip="recent"]'), while: document.querySelector('[data-made-strip="while"]') };
  if (!strips.recent || !strips.while) { return; }
  var taps;
  try { taps = JSON.parse(window.localStorage.getItem("recipository.made")) || {}; } catch (e) { return; }
  // Whatever is stored is checked before it is used (a date that is a list once broke the page).
  if (typeof taps !== "object" || Array.isArray(taps) || Object.keys(taps).length === 0) { return; }
  var size = Math.max(4, strips.recent.querySelectorAll("li").length);
  var known = {};
  var items = document.querySelectorAll("[data-made-recipe]");
  for (var i = 0; i < items.length; i++) {
    known[items[i].getAttribute("data-made-recipe")] = {
      title: items[i].querySelector("a").textContent, date: items[i].getAttribute("data-made-date")
    };
  }
  Object.keys(taps).forEach(function (path) {
    var tap = taps[path];
    if (tap && typeof tap.date === "string" && /^\d{4}-\d\d-\d\d$/.test(tap.date) && /^[\w\/.-]*$/.test(path)
        && (!known[path] || known[path].date < tap.date)) {
      known[path] = { title: typeof tap.title === "string" && tap.title ? tap.title : path, date: tap.date };
    }
  });
  var all = Object.keys(known).map(function (path) { return { path: path, title: known[path].title, date: known[path].date }; });
  all.sort(function (a, b) { return a.date === b.date ? (a.title < b.title ? -1 : 1) : (a.date < b.date ? 1 : -1); });
  var language = document.documentElement.lang || undefined;
  function fill(strip, entries) {
    var list = strip.querySelector("ul");
    while (list.firstChild) { list.removeChild(list.firstChild); }
    entries.forEach(function (entry) {
      var item = document.createElement("li");
      item.setAttribute("data-made-recipe", entry.path);
      item.setAttribute("data-made-date", entry.date);
      var link = document.createElement("a");
      link.href = entry.path + "index.html";
      link.textContent = entry.title;
      var when = document.createElement("time");
      when.setAttribute("datetime", entry.date);
      var parts = entry.date.split("-");
      when.textContent = new Date(Date.UTC(+parts[0], +parts[1] - 1, +parts[2], 12)).toLocaleDateString(language,
        { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
      var date = document.createElement("span");
      date.className = "made-date";
      date.appendChild(when);
      item.appendChild(link);
      item.appendChild(document.createTextNode(" "));
      item.appendChild(date);
      list.appendChild(item);
    });
    strip.hidden = entries.length === 0;
  }
  fill(strips.recent, all.slice(0, size));
  fill(strips.while, all.slice(size).reverse().slice(0, size));
});

// Offline: the service worker (sw.js at the site's root) keeps the whole site in the browser.
// Only over http(s): a page opened from disk has nothing to register, and works as it is.
(function () {
  "use strict";
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(window.location.protocol)) { return; }
  // A page `recipository serve` shows registers none: a kept page would hide the next edit.
  if (window.recipositoryPreview) { return; }
  var asked = false;
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    // The new build took over because the reader asked for it: show its pages.
    if (asked) { window.location.reload(); }
  });
  document.addEventListener("DOMContentLoaded", function () {
    var root = document.body.getAttribute("data-root") || "";
    function offer(worker) {
      if (document.querySelector(".update-bar")) { return; }
      var bar = document.createElement("div");
      bar.className = "update-bar";
      bar.setAttribute("role", "status");
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = "New recipes: reload";
      button.addEventListener("click", function () {
        asked = true;
        worker.postMessage("take-over");
      });
      bar.appendChild(button);
      document.body.appendChild(bar);
    }
    navigator.serviceWorker.register(root + "sw.js", { updateViaCache: "none" }).then(function (registration) {
      if (registration.waiting && navigator.serviceWorker.controller) { offer(registration.waiting); }
      registration.addEventListener("updatefound", function () {
        var worker = registration.installing;
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed" && navigator.serviceWorker.controller) { offer(worker); }
        });
      });
      registration.update().catch(function () { /* offline: the check waits for the next visit */ });
    }).catch(function () { /* refused (private window): the site still works online */ });
  });
})();
