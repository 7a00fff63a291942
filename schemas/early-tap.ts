// A tap on the prerendered page before the app has hydrated it has no handler to reach: on a
// phone the header's "Log in" is painted seconds before it works. Controls marked with
// EARLY_TAP_ATTR are links (they work with no script at all); while the page is not ready yet, the
// head script holds such a tap back from navigating and leaves the control's name for the app,
// which acts on it as soon as it is ready: the popup opens without a page reload.
// The head script (written by the build) and the runtime both read this one declaration.

/** The attribute naming what an early tap on the control asks for (e.g. `login`). */
export const EARLY_TAP_ATTR = 'data-early-tap';

/** Where the head script leaves the name of the control tapped before the app was ready. */
export const EARLY_TAP_GLOBAL = '__lobbyEarlyTap';

/** The attribute the app sets on <html> once it has hydrated (styles.css keys on it too). */
export const READY_ATTR = 'data-ready';

/**
 * If the app has not taken the tap this long after it (its scripts failed, or never came), the
 * link is followed after all: a held tap must not be a lost one.
 */
const EARLY_TAP_FOLLOW_MS = 10_000;

/** The head script's part: ES5, since it runs before anything else on any phone. */
export const EARLY_TAP_SCRIPT =
  `document.addEventListener('click',function(e){` +
  `var d=document.documentElement;if(d.hasAttribute('${READY_ATTR}'))return;` +
  `var a=e.target&&e.target.closest&&e.target.closest('[${EARLY_TAP_ATTR}]');if(!a)return;` +
  `e.preventDefault();var n=a.getAttribute('${EARLY_TAP_ATTR}');window.${EARLY_TAP_GLOBAL}=n;` +
  `setTimeout(function(){if(window.${EARLY_TAP_GLOBAL}===n&&!d.hasAttribute('${READY_ATTR}'))location.assign(a.href)},${EARLY_TAP_FOLLOW_MS})` +
  `},true);`;
