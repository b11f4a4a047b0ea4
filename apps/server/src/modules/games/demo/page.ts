// The demo vendor's game page: one HTML document, the same for every game and member (the play
// token, game and language come from its URL and are read by the script). Its script and style are
// files under /static/demo-vendor/ (public/demo-vendor/): no inline script, style or handler, so
// the site's CSP (script-src 'self', style-src 'self', script-src-attr 'none') lets it run. It
// works in the web app's sandboxed frame (allow-scripts allow-same-origin: no forms, no popups).
export const DEMO_VENDOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>Demo vendor · LotusPlay</title>
<link rel="stylesheet" href="/static/demo-vendor/play.css">
<script type="module" src="/static/demo-vendor/play.js"></script>
</head>
<body>
<main class="dv" id="dv" data-skin="loading">
  <header class="dv-head">
    <p class="dv-badge" id="dv-badge">Demo vendor · LotusPlay test games, not a real game provider</p>
    <h1 class="dv-title" id="dv-title">Loading the game…</h1>
    <p class="dv-sub" id="dv-sub"></p>
  </header>

  <section class="dv-wallets" aria-label="Balances">
    <p><span id="dv-wallet-name">Game wallet</span>: <strong id="dv-wallet-balance">–</strong></p>
    <p id="dv-main-line">Main wallet: <strong id="dv-main-balance">–</strong></p>
  </section>

  <section class="dv-bring" id="dv-bring" hidden aria-label="Bring money">
    <label for="dv-bring-amount">Amount</label>
    <input id="dv-bring-amount" inputmode="decimal" autocomplete="off" maxlength="16">
    <button type="button" id="dv-bring-button">Bring money from the main wallet</button>
  </section>

  <section class="dv-table" id="dv-slot" hidden aria-label="Reels">
    <div class="dv-reels" id="dv-reels" role="img" aria-label="Reels not spun yet"></div>
  </section>

  <section class="dv-table" id="dv-baccarat" hidden aria-label="Baccarat table">
    <div class="dv-hands">
      <div class="dv-hand"><h2>Player <span id="dv-player-total"></span></h2><p class="dv-cards" id="dv-player-cards">–</p></div>
      <div class="dv-hand"><h2>Banker <span id="dv-banker-total"></span></h2><p class="dv-cards" id="dv-banker-cards">–</p></div>
    </div>
    <fieldset class="dv-bets">
      <legend>Your bet</legend>
      <label><input type="radio" name="dv-bet" value="PLAYER" checked> Player 1:1</label>
      <label><input type="radio" name="dv-bet" value="BANKER"> Banker 1:1 (5% commission)</label>
      <label><input type="radio" name="dv-bet" value="TIE"> Tie 8:1</label>
    </fieldset>
  </section>

  <section class="dv-controls" aria-label="Stake">
    <label for="dv-stake">Stake</label>
    <select id="dv-stake" disabled></select>
    <button type="button" class="dv-play" id="dv-play" disabled>Spin</button>
  </section>

  <p class="dv-result" id="dv-result" role="status" aria-live="polite"></p>
  <p class="dv-error" id="dv-error" role="alert"></p>

  <details class="dv-rules">
    <summary>Rules</summary>
    <div id="dv-rules"></div>
  </details>
</main>
</body>
</html>
`;
