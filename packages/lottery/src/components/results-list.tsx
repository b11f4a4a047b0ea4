// The last opened results of a game (newest first), each with its prize tiers: the newest shown in
// full, the older ones folded (a details element opens each).
import type { LotteryOpenedNumero } from '@lotusplay/api-client/contracts';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useId } from 'react';
import { useGetOpenedNumerosQuery } from '../api/lottery-api';
import { textKey } from '../state/lottery-rules';

/** One result's prize tiers as a description list. */
export function PrizeTable({ result }: { result: LotteryOpenedNumero }) {
  const { t } = useTranslation('lottery');
  return (
    <dl className="lp-lottery__prizes">
      {result.prizes.map((prize) => (
        <div key={prize.tier} className={`lp-lottery__prize lp-lottery__prize--${prize.tier}`}>
          <dt>{t(textKey('tier', prize.tier))}</dt>
          <dd>
            {prize.numbers.map((number, index) => (
              <span key={`${number}-${index}`} className="lp-lottery__drawn">
                {number}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The results section of a game. */
export function ResultsList({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const results = useGetOpenedNumerosQuery(gameCode);
  const headingId = useId();
  const list = results.data?.list ?? [];
  let body;
  if (results.isError) {
    body = (
      <div role="alert" className="lp-lottery__failed">
        <p>{t('resultsFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void results.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!results.data) {
    body = <Loader label={t('resultsLoading')} size="sm" />;
  } else if (list.length === 0) {
    body = <p className="lp-lottery__empty">{t('resultsEmpty')}</p>;
  } else {
    const [latest, ...older] = list;
    body = (
      <>
        {latest && (
          <article className="lp-lottery__result" aria-label={t('draw', { numero: latest.numero })}>
            <h3>
              {t('drawnAt', { numero: latest.numero, time: formatDateTime(latest.drawTime) })}
            </h3>
            <PrizeTable result={latest} />
          </article>
        )}
        {older.length > 0 && (
          <ol className="lp-lottery__older">
            {older.map((result) => (
              <li key={result.numero}>
                <details>
                  <summary>
                    {t('drawnAt', { numero: result.numero, time: formatDateTime(result.drawTime) })}
                  </summary>
                  <PrizeTable result={result} />
                </details>
              </li>
            ))}
          </ol>
        )}
      </>
    );
  }
  return (
    <section className="lp-lottery__card lp-lottery__results" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('results')}</h2>
      {body}
    </section>
  );
}
