// Several modals may lock at once (a dialog over a modal); only the first lock saves the page
// state and only the last unlock restores it.
let locks = 0;
let saved: {
  scrollY: number;
  position: string;
  top: string;
  width: string;
  overflowY: string;
} | null = null;

/** Fixes the body in place (keeping the visual scroll position) until the returned function runs. */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    const scrollY = window.scrollY;
    saved = {
      scrollY,
      position: body.style.position,
      top: body.style.top,
      width: body.style.width,
      overflowY: body.style.overflowY,
    };
    body.style.position = 'fixed';
    body.style.top = `-${scrollY}px`;
    body.style.width = '100%';
    body.style.overflowY = 'scroll';
    body.dataset.lpScrollLocked = '';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.position = saved.position;
      body.style.top = saved.top;
      body.style.width = saved.width;
      body.style.overflowY = saved.overflowY;
      delete body.dataset.lpScrollLocked;
      window.scrollTo(0, saved.scrollY);
      saved = null;
    }
  };
}
