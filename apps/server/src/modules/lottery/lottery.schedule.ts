// When a lottery game draws (issue 13), on the server's clock: draw times are
// `k × intervalSeconds + offsetSeconds` seconds after the Unix epoch (k any integer), bets close
// `closeBeforeSeconds` before each draw, and a draw's numero is `YYYYMMDD-NNNN`: the UTC day of
// its draw time and the 1-based index of the draw within that day (4 digits at least). Pure: no
// clock is read here, the caller passes `now`.

/** How a game draws: every `intervalSeconds`, shifted by `offsetSeconds`, closing before. */
export interface DrawSchedule {
  /** Seconds between two draws: a whole number, at least 1 (86,400 for a daily game). */
  intervalSeconds: number;
  /** Where in the interval the draws fall (a daily game at 11:15 UTC: 40,500). */
  offsetSeconds: number;
  /** Bets are refused from this long before the draw time on (0 ≤ it < intervalSeconds). */
  closeBeforeSeconds: number;
}

/** One draw of a schedule. */
export interface ScheduledDraw {
  numero: string;
  drawTime: Date;
  /** `drawTime − closeBeforeSeconds`: bets are refused from this instant on. */
  closeTime: Date;
}

const DAY_SECONDS = 86_400;
const NUMERO_PATTERN = /^(\d{4})(\d{2})(\d{2})-(\d{4,6})$/;

/** A daily game's schedule: one draw a day at `hour:minute` UTC, closing 15 minutes before. */
export function dailySchedule(hourUtc: number, minuteUtc: number): DrawSchedule {
  return {
    intervalSeconds: DAY_SECONDS,
    offsetSeconds: hourUtc * 3600 + minuteUtc * 60,
    closeBeforeSeconds: 900,
  };
}

/** A fast game's schedule: every `intervalSeconds`, closing min(10, interval / 4) s before. */
export function fastSchedule(intervalSeconds: number): DrawSchedule {
  return {
    intervalSeconds,
    offsetSeconds: 0,
    closeBeforeSeconds: Math.min(10, Math.floor(intervalSeconds / 4)),
  };
}

function check(schedule: DrawSchedule): void {
  const { intervalSeconds, offsetSeconds, closeBeforeSeconds } = schedule;
  if (!Number.isSafeInteger(intervalSeconds) || intervalSeconds < 1) {
    throw new RangeError(`intervalSeconds must be a whole number ≥ 1: ${intervalSeconds}`);
  }
  if (!Number.isSafeInteger(offsetSeconds)) {
    throw new RangeError(`offsetSeconds must be a whole number: ${offsetSeconds}`);
  }
  if (
    !Number.isSafeInteger(closeBeforeSeconds) ||
    closeBeforeSeconds < 0 ||
    closeBeforeSeconds >= intervalSeconds
  ) {
    throw new RangeError(`closeBeforeSeconds must be in [0, interval): ${closeBeforeSeconds}`);
  }
}

/** The draw time, in seconds since the epoch, of draw `k`. */
function drawSecondsOf(schedule: DrawSchedule, k: number): number {
  return k * schedule.intervalSeconds + schedule.offsetSeconds;
}

/** The first k whose draw time is at or after `seconds` (seconds since the epoch). */
function firstKAtOrAfter(schedule: DrawSchedule, seconds: number): number {
  return Math.ceil((seconds - schedule.offsetSeconds) / schedule.intervalSeconds);
}

/** The numero of draw `k`: its UTC day and its 1-based index among that day's draws. */
function numeroOf(schedule: DrawSchedule, k: number): string {
  const drawSeconds = drawSecondsOf(schedule, k);
  const dayStart = Math.floor(drawSeconds / DAY_SECONDS) * DAY_SECONDS;
  const index = k - firstKAtOrAfter(schedule, dayStart) + 1;
  const day = new Date(dayStart * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-${String(index).padStart(4, '0')}`;
}

function drawOfK(schedule: DrawSchedule, k: number): ScheduledDraw {
  const drawSeconds = drawSecondsOf(schedule, k);
  return {
    numero: numeroOf(schedule, k),
    drawTime: new Date(drawSeconds * 1000),
    closeTime: new Date((drawSeconds - schedule.closeBeforeSeconds) * 1000),
  };
}

/** The first draw whose close time is after `now`: the draw taking bets at `now`. */
export function nextOpenDraw(schedule: DrawSchedule, now: Date): ScheduledDraw {
  check(schedule);
  // closeTime > now  ⇔  drawSeconds > now + closeBefore  ⇔  k > (now + closeBefore − offset) / interval
  const limit = now.getTime() / 1000 + schedule.closeBeforeSeconds;
  const k = Math.floor((limit - schedule.offsetSeconds) / schedule.intervalSeconds) + 1;
  return drawOfK(schedule, k);
}

/** The draw a numero names, or null when it is not one of the schedule's (bad form, day, index). */
export function drawOf(schedule: DrawSchedule, numero: string): ScheduledDraw | null {
  check(schedule);
  if (typeof numero !== 'string') return null;
  const match = NUMERO_PATTERN.exec(numero);
  if (!match) return null;
  const [, year, month, day, indexText] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const dayMs = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const dayDate = new Date(dayMs);
  if (
    dayDate.getUTCFullYear() !== Number(year) ||
    dayDate.getUTCMonth() !== Number(month) - 1 ||
    dayDate.getUTCDate() !== Number(day)
  ) {
    return null;
  }
  const index = Number(indexText);
  if (index < 1) return null;
  const dayStart = dayMs / 1000;
  const k = firstKAtOrAfter(schedule, dayStart) + index - 1;
  if (drawSecondsOf(schedule, k) >= dayStart + DAY_SECONDS) return null;
  const draw = drawOfK(schedule, k);
  // One spelling per draw: '20261126-0001', not '20261126-00001'.
  return draw.numero === numero ? draw : null;
}

/** The draws whose draw time is in (from, to], oldest first. */
export function drawsBetween(schedule: DrawSchedule, from: Date, to: Date): ScheduledDraw[] {
  check(schedule);
  const fromSeconds = from.getTime() / 1000;
  const toSeconds = to.getTime() / 1000;
  if (!(toSeconds > fromSeconds)) return [];
  // draw > from  ⇔  k > (from − offset) / interval;  draw ≤ to  ⇔  k ≤ (to − offset) / interval
  const first = Math.floor((fromSeconds - schedule.offsetSeconds) / schedule.intervalSeconds) + 1;
  const last = Math.floor((toSeconds - schedule.offsetSeconds) / schedule.intervalSeconds);
  const draws: ScheduledDraw[] = [];
  for (let k = first; k <= last; k += 1) draws.push(drawOfK(schedule, k));
  return draws;
}
