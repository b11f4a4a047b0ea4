// The rooms of a PVP vendor (GLS2_roomList) above its games in the /pvp lobby: each room with its
// game, minimum bet and players, joined by the PVP launch (login first, then /game).
import type { PvpRoom } from '@lotusplay/api-client/contracts';
import { useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useGetRoomListQuery } from '../api/games-api';

export interface PvpRoomsProps {
  vassalage: string;
  /** `vassalage:roomId` of the join in flight (useLaunchGame's `launching`). */
  launching: string | null;
  onJoin: (room: PvpRoom) => void;
}

/** The room list of one PVP vendor; nothing when it has none. */
export function PvpRooms({ vassalage, launching, onJoin }: PvpRoomsProps) {
  const { t } = useTranslation(['gameLobby', 'common']);
  const rooms = useGetRoomListQuery(vassalage);
  if (rooms.isLoading) return <Loader size="sm" label={t('roomsLoading')} />;
  if (rooms.isError) {
    return (
      <div role="alert" className="lp-lobby__failed">
        <p>{t('roomsFailed')}</p>
        <Button variant="secondary" onClick={() => void rooms.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  }
  const list = rooms.data?.rooms ?? [];
  if (list.length === 0) return null;
  return (
    <section className="lp-rooms" aria-label={t('rooms')}>
      <ul className="lp-rooms__list">
        {list.map((room) => (
          <li key={room.roomId} className="lp-rooms__room">
            <span className="lp-rooms__name">{room.name}</span>
            <span className="lp-rooms__meta">
              {t('roomMinBet', { amount: room.minBet })} ·{' '}
              {t('roomPlayers', { count: room.players })}
            </span>
            <Button
              size="sm"
              aria-label={t('roomJoin', { name: room.name })}
              aria-busy={launching === `${vassalage}:${room.roomId}` || undefined}
              disabled={launching !== null}
              onClick={() => onJoin(room)}
            >
              {t('roomJoinShort')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
