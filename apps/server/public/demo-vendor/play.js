// The demo vendor's game page (apps/server/src/modules/games/demo): shows what the server decided.
// No outcome is computed here. The play token comes from this page's URL and goes to the API in
// the X-Play-Token header. A round keeps its round id until an answer arrives, so pressing again
// after a lost connection finishes that round instead of playing another (the server answers a
// round id once).
const params = new URLSearchParams(location.search);
const token = params.get('token') || '';
const lang = (params.get('lang') || 'EN').replace(/[^A-Za-z]/g, '').slice(0, 8) || 'EN';

const $ = (id) => document.getElementById(id);
const el = {
  root: $('dv'),
  title: $('dv-title'),
  sub: $('dv-sub'),
  walletName: $('dv-wallet-name'),
  walletBalance: $('dv-wallet-balance'),
  mainLine: $('dv-main-line'),
  mainBalance: $('dv-main-balance'),
  bring: $('dv-bring'),
  bringAmount: $('dv-bring-amount'),
  bringButton: $('dv-bring-button'),
  slot: $('dv-slot'),
  reels: $('dv-reels'),
  baccarat: $('dv-baccarat'),
  playerCards: $('dv-player-cards'),
  bankerCards: $('dv-banker-cards'),
  playerTotal: $('dv-player-total'),
  bankerTotal: $('dv-banker-total'),
  stake: $('dv-stake'),
  play: $('dv-play'),
  result: $('dv-result'),
  error: $('dv-error'),
  rules: $('dv-rules'),
};

// Glyphs every system font has (no emoji font needed), coloured by play.css.
const SYMBOLS = {
  BLANK: ['', 'blank'],
  CHERRY: ['♥', 'cherry'],
  LEMON: ['●', 'lemon'],
  BELL: ['♫', 'bell'],
  CLOVER: ['♣', 'clover'],
  LOTUS: ['❀', 'lotus'],
  DRAGON: ['☯', 'dragon'],
  SEVEN: ['7', 'seven'],
  WILD: ['★', 'wild'],
  JACKPOT: ['♛', 'jackpot'],
};
const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANKS = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

let session = null;
let busy = false;
/** The round sent without an answer yet: sent again, with its id, by the next press. */
let pending = null;

const cents = (money) => {
  const match = /^(\d+)\.(\d{2})$/.exec(money || '');
  return match ? Number(match[1]) * 100 + Number(match[2]) : 0;
};
const money = (minor) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
const newId = () =>
  (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`.replace('.', ''))
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64);

async function call(path, body) {
  const response = await fetch(`/demo-vendor/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'x-play-token': token,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'omit',
    cache: 'no-store',
  });
  let envelope = null;
  try {
    envelope = await response.json();
  } catch {
    // Not JSON: a proxy's error page.
  }
  if (!response.ok || !envelope || !envelope.success) {
    const error = new Error((envelope && envelope.message) || `Error ${response.status}`);
    error.code = envelope ? envelope.code : 'HTTP_' + response.status;
    error.status = response.status;
    throw error;
  }
  return envelope.value;
}

function showError(text) {
  el.error.textContent = text || '';
}

/** Tells the embedding app (same origin only) that balances changed, so its header refreshes. */
function announceBalance() {
  try {
    if (window.parent !== window) {
      window.parent.postMessage({ type: 'lotusplay:demo-vendor:balance' }, location.origin);
    }
  } catch {
    // A parent on another origin gets nothing.
  }
}

function setBalances(walletBalance, mainBalance) {
  session.wallet.balance = walletBalance;
  if (mainBalance !== undefined) session.main.balance = mainBalance;
  el.walletBalance.textContent = session.wallet.balance;
  el.mainBalance.textContent = session.main.balance;
  updateMoneyHints();
}

function updateMoneyHints() {
  const wallet = cents(session.wallet.balance);
  const main = cents(session.main.balance);
  const min = cents(session.stake.min);
  const canBring = !session.singleWallet && main > 0;
  el.bring.hidden = !canBring;
  if (canBring && !el.bringAmount.value) {
    el.bringAmount.value = money(Math.min(main, 10_000));
  }
  if (wallet < min && main === 0) {
    el.result.textContent = session.singleWallet
      ? 'Your wallet is empty. Make a deposit to play.'
      : 'Your game wallet and your main wallet are both empty. Make a deposit to play.';
  } else if (wallet < min && canBring) {
    el.result.textContent = 'Your game wallet is empty: bring money from the main wallet to play.';
  }
}

function renderReels(grid, winningLines) {
  el.reels.textContent = '';
  const labels = [];
  for (let row = 0; row < 3; row++) {
    for (let reel = 0; reel < 5; reel++) {
      const name = grid ? grid[reel][row] : 'BLANK';
      const [glyph, label] = SYMBOLS[name] || ['?', name];
      const cell = document.createElement('span');
      cell.className = `dv-cell dv-sym-${label}`;
      cell.textContent = glyph;
      el.reels.append(cell);
      labels.push(label);
    }
  }
  el.reels.setAttribute(
    'aria-label',
    grid
      ? `Reels, row by row: ${labels.join(', ')}${winningLines ? `. ${winningLines}` : ''}`
      : 'Reels not spun yet',
  );
}

const cardText = (card) => `${RANKS[card.rank] || card.rank}${SUITS[card.suit] || ''}`;

function renderRules() {
  const rules = session.rules;
  el.rules.textContent = '';
  const add = (text) => {
    const p = document.createElement('p');
    p.textContent = text;
    el.rules.append(p);
  };
  if (session.game.skin === 'slot') {
    add(
      `${session.game.lines} lines; the stake is split evenly over them. Pays left to right, ` +
        'in multiples of the line bet, for 3 / 4 / 5 of a symbol; ★ stands for any symbol but ♛.',
    );
    for (const [name, pays] of Object.entries(rules.paytable || {})) {
      add(`${(SYMBOLS[name] || [name])[0]} ${name}: ${pays.join(' / ')}`);
    }
    if (rules.jackpotMultiplier)
      add(`♛ × 5 on a line: jackpot, ${rules.jackpotMultiplier} × the line bet.`);
    add(`Return to player: ${session.rtp}. Outcomes are decided by the server.`);
  } else {
    add(
      `Punto banco from a fresh eight-deck shoe each round, standard third-card rules. Player pays 1:1, ` +
        `Banker 1:1 less ${rules.bankerCommissionPercent}% commission, Tie ${rules.tiePays}:1; ` +
        'a tie returns Player and Banker stakes.',
    );
    add('Outcomes are decided by the server.');
  }
}

function fail(error) {
  if (error.code === 'PLAY_TOKEN_INVALID') {
    el.play.disabled = true;
    el.bringButton.disabled = true;
    showError('Your game session has ended. Please launch the game again.');
  } else if (error.code === 'GAME_MAINTENANCE') {
    el.play.disabled = true;
    showError('This game is under maintenance. Please try again later.');
  } else if (error.code === 'INSUFFICIENT_BALANCE') {
    showError(
      session && !session.singleWallet && cents(session.main.balance) > 0
        ? 'Not enough money in the game wallet: bring money from the main wallet.'
        : 'Not enough money to play this stake.',
    );
  } else {
    showError(error.message || 'Something went wrong.');
  }
}

async function start() {
  if (!token) {
    el.title.textContent = 'Demo vendor';
    showError('This page opens from a game launch. Please launch the game again.');
    return;
  }
  try {
    session = await call(`session?lang=${encodeURIComponent(lang)}`);
  } catch (error) {
    el.title.textContent = 'Demo vendor';
    fail(error);
    return;
  }
  const { game, vendor } = session;
  el.root.dataset.skin = game.skin;
  el.root.dataset.gameType = game.gameType;
  document.title = `${game.name} · Demo vendor`;
  el.title.textContent = game.name;
  el.sub.textContent = `${vendor.name} · ${game.gameType}${game.jackpot ? ' · Jackpot' : ''} · played by the demo vendor`;
  el.walletName.textContent = session.singleWallet ? 'Wallet' : `${session.wallet.name} wallet`;
  el.mainLine.hidden = session.singleWallet;
  el.play.textContent = game.skin === 'slot' ? 'Spin' : 'Deal';
  if (game.skin === 'slot') {
    el.slot.hidden = false;
    renderReels(null);
  } else {
    el.baccarat.hidden = false;
  }
  el.stake.textContent = '';
  for (const option of session.stake.options) {
    const item = document.createElement('option');
    item.value = option;
    item.textContent = option;
    el.stake.append(item);
  }
  el.stake.disabled = false;
  el.play.disabled = game.maintenance;
  renderRules();
  setBalances(session.wallet.balance, session.main.balance);
  if (game.maintenance) showError('This game is under maintenance. Please try again later.');
  el.play.focus();
}

async function playRound() {
  if (busy || !session) return;
  busy = true;
  el.play.disabled = true;
  showError('');
  const bet =
    session.game.skin === 'baccarat'
      ? document.querySelector('input[name="dv-bet"]:checked').value
      : undefined;
  const request = pending || { roundId: newId(), stake: el.stake.value, ...(bet ? { bet } : {}) };
  pending = request;
  el.result.textContent = session.game.skin === 'slot' ? 'Spinning…' : 'Dealing…';
  try {
    const round = await call('round', request);
    pending = null;
    showRound(round);
    announceBalance();
  } catch (error) {
    if (error.status) {
      // The server answered: the round did not happen; the next press is a new round.
      pending = null;
      el.result.textContent = '';
      fail(error);
    } else {
      el.result.textContent = '';
      showError('The connection was lost. Press again to finish this round (it is played once).');
    }
  } finally {
    busy = false;
    if (!el.error.textContent.includes('ended') && !el.error.textContent.includes('maintenance')) {
      el.play.disabled = false;
    }
  }
}

function showRound(round) {
  const won = cents(round.win) > 0;
  let detail = '';
  if (round.slot) {
    const lines = round.slot.lineWins.map(
      (w) => `line ${w.line}: ${w.count} × ${w.symbol.toLowerCase()}`,
    );
    renderReels(round.slot.grid, lines.length ? `Winning ${lines.join('; ')}` : '');
    detail = round.slot.jackpotHit ? ' JACKPOT!' : lines.length ? ` (${lines.join('; ')})` : '';
  } else if (round.baccarat) {
    const b = round.baccarat;
    el.playerCards.textContent = b.player.map(cardText).join(' ');
    el.bankerCards.textContent = b.banker.map(cardText).join(' ');
    el.playerTotal.textContent = `(${b.playerTotal})`;
    el.bankerTotal.textContent = `(${b.bankerTotal})`;
    const outcome =
      b.outcome === 'TIE' ? 'Tie' : `${b.outcome === 'PLAYER' ? 'Player' : 'Banker'} wins`;
    detail = ` ${outcome} ${b.playerTotal}–${b.bankerTotal}; you bet ${b.bet.toLowerCase()}.`;
  }
  el.result.textContent = won
    ? `You win ${round.win} on a stake of ${round.stake}.${detail} Balance ${round.balanceAfter}.`
    : `No win on a stake of ${round.stake}.${detail} Balance ${round.balanceAfter}.`;
  el.root.classList.toggle('dv-won', won);
  setBalances(round.balanceAfter);
}

async function bringMoney() {
  if (busy || !session) return;
  const amount = el.bringAmount.value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || cents(Number(amount).toFixed(2)) <= 0) {
    showError('Enter an amount such as 100.00.');
    el.bringAmount.focus();
    return;
  }
  busy = true;
  el.bringButton.disabled = true;
  showError('');
  try {
    const moved = await call('transfer', {
      amount: Number(amount).toFixed(2),
      idempotencyKey: newId(),
    });
    el.bringAmount.value = '';
    setBalances(moved.wallet.balance, moved.main.balance);
    el.result.textContent = `Brought ${Number(amount).toFixed(2)} from the main wallet.`;
    announceBalance();
    el.play.focus();
  } catch (error) {
    fail(error);
  } finally {
    busy = false;
    el.bringButton.disabled = false;
  }
}

el.play.addEventListener('click', playRound);
el.bringButton.addEventListener('click', bringMoney);
el.bringAmount.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') bringMoney();
});
start();
