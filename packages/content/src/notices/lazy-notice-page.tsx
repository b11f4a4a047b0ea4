// /noticePage as a lazy chunk of its own: the index page group (the home route's code) only holds
// this wrapper, not the page, its list or the HTML sanitiser. Opened on /noticePage, the page's
// code, texts and first page are asked for when this module loads; otherwise from the wrapper's
// first render (not from an effect: the app commits a route, and runs its effects, only once the
// whole screen's code is in). Meanwhile the page's heading shows in a placeholder as tall as the
// screen, so the footer is never seen and then pushed down.
import { sessionCache, sessionStorageKeys } from '@lotusplay/api-client';
import { getLanguage, i18n, useTranslation } from '@lotusplay/i18n';
import { lazy, Suspense, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

const loadPage = () => import('./notice-page');
// The notices endpoints load with the call they make, never with the home route's code.
const loadApi = () => import('./notices-api');

/** The call of /noticePage for the address's page, in the current language, as now logged in. */
async function noticePageArg() {
  const { noticePageFrom } = await loadApi();
  return {
    language: getLanguage(),
    pageNo: noticePageFrom(new URLSearchParams(window.location.search).get('page')),
    loggedIn: sessionCache.readText(sessionStorageKeys.token) !== null,
  };
}

// Opened on /noticePage, the page's code, its texts and its first page are asked for as soon as
// this module loads (with its route group), not once React gets to render it.
if (typeof window !== 'undefined' && window.location.pathname === '/noticePage') {
  void loadPage();
  void i18n.loadNamespaces('notices');
  void Promise.all([loadApi(), noticePageArg()]).then(([api, arg]) =>
    api.startNoticePageEarly(arg),
  );
}

const Page = lazy(loadPage);

/** The notices page, loaded when it is first shown. */
export function LazyNoticePage() {
  const { t, i18n: instance } = useTranslation(['shell', 'notices']);
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  useState(() => {
    void instance.loadNamespaces('notices');
    void Promise.all([loadApi(), noticePageArg()]).then(([api, arg]) =>
      dispatch(api.noticesApi.util.prefetch('getAnnouncements', arg, { ifOlderThan: 30 })),
    );
    return null;
  });
  return (
    <Suspense
      fallback={
        <section className="page lp-notices" aria-busy="true">
          <h1>{t('shell:titleNoticePage')}</h1>
        </section>
      }
    >
      <Page />
    </Suspense>
  );
}
