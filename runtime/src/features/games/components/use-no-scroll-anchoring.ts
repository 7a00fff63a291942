// While a virtual grid is on the page, the browser must not keep the page's scroll anchored.
// Scrolled to the end of a list whose footer fills the window, the anchor the browser picks is in
// the footer: each page of games that lands pushes the footer down, the browser scrolls after it,
// the grid's end is near the window again and the next page loads, on and on, with the page
// running down by itself and the tiles the player stopped at scrolled away.
import { useLayoutEffect } from 'react';

let holders = 0;
let before = '';

export function useNoScrollAnchoring() {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    if (holders++ === 0) {
      before = root.overflowAnchor;
      root.overflowAnchor = 'none';
    }
    return () => {
      if (--holders === 0) root.overflowAnchor = before;
    };
  }, []);
}
