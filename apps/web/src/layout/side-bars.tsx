// The side bars of the layout. The right one's content (shortcuts, customer service) is a chunk of
// its own, asked for with the first render and shown when it arrives: it is not needed for the
// first paint, and its column is reserved by the layout's grid (below the page on a phone), so
// nothing moves when it comes.
import { lazy, Suspense } from 'react';

const RightSideBarContent = lazy(async () => ({
  default: (await import('./right-side-bar')).RightSideBar,
}));

/** SPEC.md §2: the left side bar has no items; it only keeps the layout's column. */
export function LeftSideBar() {
  return <div className="side-bar side-bar--left" />;
}

/** The right side bar (see right-side-bar.tsx), with its empty column until its code is in. */
export function RightSideBar() {
  return (
    <Suspense fallback={<div className="side-bar side-bar--right" aria-hidden="true" />}>
      <RightSideBarContent />
    </Suspense>
  );
}
