// What a cook's thumb and eyes meet on the page open now, as one JSON value (ReachBrowserTests):
// every control smaller than 44×44 CSS px (a link inside a sentence aside), every check box in
// the browser's own colour, what pushes the page sideways, and where the first ingredient starts.
(() => {
  const name = (element) => {
    const text = (element.getAttribute("aria-label") || element.textContent || element.value || "").replace(/\s+/g, " ").trim();
    return element.tagName.toLowerCase() + (element.className && typeof element.className === "string" ? "." + element.className.trim().split(/\s+/)[0] : "")
      + (text ? " \"" + text.slice(0, 40) + "\"" : "");
  };
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    for (let e = element; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.visibility === "hidden" || style.display === "none") return false;
      if (e.classList.contains("visually-hidden") || e.classList.contains("skip-link")) return false;
    }
    return true;
  };
  // A link inside a sentence: its block holds words besides the links' own (WCAG 2.5.8 leaves
  // those out). A row of links ("Mains · Nigerian", the footer's) is not a sentence.
  const inSentence = (link) => {
    if (getComputedStyle(link).display !== "inline") return false;
    let block = link.parentElement;
    while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
    if (!block) return false;
    const copy = block.cloneNode(true);
    copy.querySelectorAll("a").forEach((a) => a.remove());
    return /\p{L}{2,}/u.test(copy.textContent);
  };
  const small = [];
  for (const control of document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")) {
    if (!shown(control)) continue;
    if (control.tagName === "A" && inSentence(control)) continue;
    // A box with its words in one label is tapped anywhere on the label.
    const box = (control.tagName === "INPUT" && control.closest("label") || control).getBoundingClientRect();
    if (box.width < 43.5 || box.height < 43.5) small.push(name(control) + " " + Math.round(box.width) + "×" + Math.round(box.height));
  }
  const blue = [...document.querySelectorAll("input[type=checkbox], input[type=radio]")]
    .filter((box) => shown(box) && getComputedStyle(box).accentColor === "auto").map(name);
  const width = document.documentElement.clientWidth;
  const wide = [];
  if (document.documentElement.scrollWidth > width) {
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.right > width + 0.5 && shown(element) && !(element.parentElement && element.parentElement.getBoundingClientRect().right > width + 0.5)) {
        wide.push(name(element) + " to " + Math.round(box.right));
      }
    }
  }
  const first = document.querySelector(".ingredient-list > li");
  const bar = document.querySelector(".timer-bar");
  return {
    scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 8), small: small.slice(0, 20), smallCount: small.length, blue,
    firstIngredient: first ? Math.round(first.getBoundingClientRect().top + window.scrollY) : null,
    timerBar: bar && shown(bar) ? Math.round(bar.getBoundingClientRect().height) : 0,
  };
})()
