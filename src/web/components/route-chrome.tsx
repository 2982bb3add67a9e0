import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { pageTitle } from '../lib/page-titles';

/**
 * What every shell does on navigation: a new page opens at its top and the tab carries the page's own
 * title. Only a change of page counts: the check pages keep the open result in ?tarefa=, and opening
 * one must not jump the screen. Back/forward (POP) leave the position to the browser. Pages that know
 * better (404) set their own title.
 */
export function RouteChrome() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only on a new pathname; the navigation type is read, not watched.
  }, [pathname]);
  useEffect(() => {
    const title = pageTitle(pathname);
    if (title) document.title = title;
  }, [pathname]);
  return null;
}
